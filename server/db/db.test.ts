/**
 * The database layer against embedded PGlite (always) and against PostgreSQL when
 * TEST_DATABASE_URL is set. The PostgreSQL run wipes that database's public schema and
 * drizzle's migration journal first, so runs repeat; never point it at data you keep.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openRuntime } from "#server/runtime";
import { openDb, type DbHandle } from "./client";
import { appliedSeeds, seed } from "./seed";

interface Backend {
  name: string;
  url?: string;
}

const BACKENDS: Backend[] = [{ name: "PGlite (in memory)" }];
if (process.env.TEST_DATABASE_URL) BACKENDS.push({ name: "PostgreSQL (TEST_DATABASE_URL)", url: process.env.TEST_DATABASE_URL });

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Empties a PostgreSQL database: every table of the site and drizzle's journal of applied migrations. */
async function wipe(url: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema public cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

describe.each(BACKENDS)("database on $name", ({ url }) => {
  let handle: DbHandle;
  let tmp: string;
  let app: ReturnType<typeof createApp> | undefined;
  // Made once the tests above have migrated and seeded (opening the runtime would do both).
  const site = async () => (app ??= createApp({ runtime: await openRuntime(loadConfig({ DATA_DIR: tmp }), { database: handle }), logger: pino({ level: "silent" }) }));

  beforeAll(async () => {
    if (url) await wipe(url);
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), "ziku-db-test-"));
    handle = await openDb(url ? { databaseUrl: url } : {});
  });

  afterAll(async () => {
    await handle?.close();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
  });

  const journal = async () =>
    rowsOf<{ hash: string }>(await handle.db.execute(sql`select hash from drizzle.__drizzle_migrations order by id`)).map((r) => r.hash);

  it("opens the expected kind of database", () => {
    expect(handle.kind).toBe(url ? "postgres" : "pglite");
  });

  it("migrate() creates the tables and records the migrations", async () => {
    await handle.migrate();
    const tables = rowsOf<{ table_name: string }>(
      await handle.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`),
    ).map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(["seed_runs", "friend_links", "dict_entries", "web_columns", "home_blocks"]));
    const migrations = JSON.parse(await fs.readFile(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
    expect(await journal()).toHaveLength(migrations.entries.length);
  });

  it("seed() runs the site step once; a second call runs nothing", async () => {
    expect(await seed(handle.db)).toEqual(["0001-site"]);
    expect(await seed(handle.db)).toEqual([]);
    expect(await appliedSeeds(handle.db)).toEqual(["0001-site"]);
  });

  it("running migrate() again is a no-op that keeps the data", async () => {
    const before = await journal();
    await handle.migrate();
    expect(await journal()).toEqual(before);
    const [{ count }] = rowsOf<{ count: number | string }>(await handle.db.execute(sql`select count(*) as count from friend_links`));
    expect(Number(count)).toBeGreaterThan(0);
  });

  it("friend links come back from the API ordered by sort, descending", async () => {
    const res = await (await site()).request("/web/api/friendshipLinks/getFriendshipLinks");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: string; data: { name: string; url: string; protocol: number; sort: number }[] };
    expect(body.code).toBe("200");
    expect(body.data.length).toBeGreaterThan(1);
    const sorts = body.data.map((l) => l.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    expect(body.data[0]).toMatchObject({ name: expect.any(String), url: expect.any(String), protocol: expect.any(Number) });
  });

  it("the font dictionary is keyed by category with string dictNumbers", async () => {
    const res = await (await site()).request("/web/api/dict/font-default");
    const body = (await res.json()) as { code: string; data: Record<string, { dictNumber: unknown; label: string }[]> };
    expect(body.code).toBe("200");
    expect(Object.keys(body.data).length).toBeGreaterThan(0);
    for (const entries of Object.values(body.data)) for (const e of entries) expect(typeof e.dictNumber).toBe("string");
  });

  it("getColumnByType answers the columns of a type, in order", async () => {
    const res = await (await site()).request("/web/api/web-column/getColumnByType?type=footer");
    const body = (await res.json()) as { code: string; data: { name: string; path: string; sort: number }[] };
    expect(body.code).toBe("200");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.map((c) => c.sort)).toEqual([...body.data.map((c) => c.sort)].sort((a, b) => a - b));
  });

  it.each(["", "?type=", "?type=%20%20"])("getColumnByType without a type (%j) is HTTP 400 with a Chinese message", async (q) => {
    const res = await (await site()).request(`/web/api/web-column/getColumnByType${q}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; msg: string; data: unknown };
    expect(body.code).toBe("400");
    expect(body.msg).toMatch(/\p{Script=Han}/u);
    expect(body.data).toBeNull();
  });

  it("/healthz answers {status: ok}", async () => {
    const res = await (await site()).request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("an unknown API path answers the 404 envelope", async () => {
    for (const p of ["/web/api/x", "/api/v1/nothing", "/captcha/nothing"]) {
      const res = await (await site()).request(p);
      expect(res.status, p).toBe(404);
      expect(await res.json()).toEqual({ code: "404", msg: "接口不存在", data: null });
    }
  });
});
