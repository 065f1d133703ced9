/**
 * What one page costs the database once the remembered reads are warm (docs/decisions/005): the
 * data version once, and for a signed-in visitor one more query for the token, its user, their
 * agreement and unread count. The friend links, columns and hot keywords every page shows come
 * from memory until a write changes the data version.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "./client";
import { seed } from "./seed";
import { users } from "./schema-accounts";
import { hotKeywords } from "./schema-content";
import { notifications } from "./schema-personal";
import { friendLinks } from "./schema-site";
import { freshReader, installDataVersion, oncePerRequest, readDataVersion, requestScope } from "./data-version";
import { issueToken } from "#server/auth/tokens";
import { createServices, type Services } from "#server/services";
import { fsStore } from "#server/storage/fs-store";
import { fontListQuery } from "#contract/fonts";
import { initialLoad } from "#app/lib/initial-load.server";

let handle: DbHandle;
let services: Services;
let token: string;
let dataDir: string;
const sent: string[] = [];

beforeAll(async () => {
  handle = await openDb({});
  await handle.migrate();
  await seed(handle.db);
  await installDataVersion(handle.db);
  const db = handle.db;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ziku-queries-"));
  const dataVersion = oncePerRequest(freshReader(() => readDataVersion(db)));
  services = createServices({ db, store: fsStore(dataDir), staticBase: "", apiBase: "", dataVersion });
  const [user] = await db.insert(users).values({ email: "q@example.com", nickname: "查询计数" }).returning({ id: users.id });
  await db.insert(notifications).values([
    { userId: user.id, type: "system", title: "一" },
    { userId: user.id, type: "system", title: "二" },
  ]);
  ({ token } = await issueToken(db, user.id));
  // Every statement the page sends, as PGlite receives it.
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    sent.push(String(args[0]));
    return query(...args);
  };
});
afterAll(async () => {
  await handle.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** One /font page's data: the root's initial load and the list's loader, as one request. */
async function fontPage(cookie?: string) {
  const request = new Request("http://site.test/font", { headers: cookie ? { Cookie: cookie } : {} });
  sent.length = 0;
  const [load] = await requestScope(() => Promise.all([initialLoad(services, request), services.fonts.list(fontListQuery.parse({}))]));
  return { load, queries: [...sent] };
}

describe("queries per page", () => {
  it("a signed-in page reads the data version once and its visitor in one query", async () => {
    await fontPage(`token=${token}`);
    const { load, queries } = await fontPage(`token=${token}`);
    expect(load.userInfo?.nickname).toBe("查询计数");
    expect(load.unread?.total).toBe(2);
    expect(load.friendLinks.length).toBeGreaterThan(0);
    expect(queries).toHaveLength(2);
    expect(queries.filter((q) => q.includes("data_version"))).toHaveLength(1);
    expect(queries.filter((q) => q.includes("auth_tokens"))).toHaveLength(1);
  });

  it("an anonymous page reads only the data version", async () => {
    await fontPage();
    const { queries } = await fontPage();
    expect(queries).toHaveLength(1);
    expect(queries[0]).toContain("data_version");
  });

  it("a write is seen by the next page: friend links and hot keywords are read again", async () => {
    await fontPage();
    await handle.db.insert(friendLinks).values({ name: "新的友链", url: "https://example.org", sort: 99 });
    await handle.db.insert(hotKeywords).values({ word: "新热词", sort: 0 });
    const { load, queries } = await fontPage();
    expect(load.friendLinks.map((l) => l.name)).toContain("新的友链");
    expect(load.hotKeywords.map((k) => k.word)).toContain("新热词");
    expect(queries.length).toBeGreaterThan(1);
    expect((await fontPage()).queries).toHaveLength(1);
  });

  it("an unknown token is a forced logout, still in one query", async () => {
    await fontPage("token=not-a-live-token");
    const { load, queries } = await fontPage("token=not-a-live-token");
    expect(load.tokenRejected).toBe(true);
    expect(load.userInfo).toBeNull();
    expect(queries).toHaveLength(2);
  });
});
