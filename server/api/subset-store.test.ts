/**
 * The subset store stays within SUBSET_STORE_MB (server/fonts/subset-ledger.ts, docs/decisions/012):
 * least recently used files are evicted, and an evicted file's URL still answers, made again with
 * the same bytes. Runs the whole app on a 4 MB bound with LXGW WenKai imported.
 */
import path from "node:path";
import os from "node:os";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { systemFont } from "#tests/fixtures/fonts/fixtures";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { importPaths } from "#server/fonts/import";
import { fsStore } from "#server/storage/fs-store";
import { fonts, subsetFiles } from "#server/db/schema-fonts";
import { createSubsetLedger, packCodePoints, unpackCodePoints } from "#server/fonts/subset-ledger";
import { openDb, type DbHandle } from "#server/db/client";
import { asc } from "drizzle-orm";

const MB = 1024 * 1024;
const BOUND_MB = 4;
let t: TestApp;
let gno: string;

beforeAll(async () => {
  t = await createTestApp({ SUBSET_STORE_MB: String(BOUND_MB) });
  await importPaths({ db: t.handle.db, store: fsStore(path.join(t.dataDir, "objects")) }, [systemFont("wenkaiRegular")], { familyInfo: catalogueFamilyInfo, specimens: false });
  const [font] = await t.handle.db.select({ id: fonts.id }).from(fonts);
  gno = String(font.id);
}, 120_000);
afterAll(() => t?.close());

/** 800 distinct common ideographs, a different run for each `n`. */
const text = (n: number) => Array.from({ length: 800 }, (_, i) => String.fromCodePoint(0x4e00 + n * 800 + i)).join("");

async function subset(items: number[]): Promise<{ woffPath: string; ttfPath: string }[]> {
  const res = await t.call("POST", "/webfont/http", items.map((n) => ({ gno, text: text(n) })));
  expect(res.status).toBe(200);
  return res.body.data;
}

const get = async (url: string) => {
  const res = await t.app.request(url);
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
};

const storedBytes = async () => (await fsStore(path.join(t.dataDir, "objects")).list("subsets/")).reduce((sum, o) => sum + o.size, 0);

it("packs code points losslessly", () => {
  const cps = [0x20, 0x4e00, 0x4e01, 0x9fa5, 0x1f600];
  expect(unpackCodePoints(packCodePoints([...cps].reverse()))).toEqual(cps);
  expect(unpackCodePoints(packCodePoints([]))).toEqual([]);
});

it("stays within SUBSET_STORE_MB, evicting the least recently used, and serves an evicted file again by its URL", async () => {
  const [oldest] = await subset([0]);
  const [recent] = await subset([1]);
  const first = await get(oldest.woffPath);
  const firstTtf = await get(oldest.ttfPath);
  expect(first.status).toBe(200);
  // Enough more to pass the bound several times over.
  const more = await subset([2, 3, 4, 5, 6, 7, 8, 9]);
  expect(more).toHaveLength(8);
  // `recent` is used again; `oldest` is not.
  expect((await get(recent.woffPath)).status).toBe(200);
  await t.ledger.sweep();

  expect(await storedBytes()).toBeLessThanOrEqual(BOUND_MB * MB);
  const store = fsStore(path.join(t.dataDir, "objects"));
  const key = (url: string) => url.replace(/^.*\/files\//, "");
  expect(await store.exists(key(oldest.woffPath))).toBe(false);
  expect(await store.exists(key(recent.woffPath))).toBe(true);

  // The same URLs answer, with the same bytes, and the files are back in the store.
  const again = await get(oldest.woffPath);
  expect(again.status).toBe(200);
  expect(again.bytes).toEqual(first.bytes);
  expect((await get(oldest.ttfPath)).bytes).toEqual(firstTtf.bytes);
  expect(await store.exists(key(oldest.woffPath))).toBe(true);
  // A name the ledger never recorded is still a 404.
  expect((await get(`/files/subsets/${"0".repeat(64)}.woff2`)).status).toBe(404);
}, 240_000);

it("a css2 text= subset evicted by another process answers again by its URL", async () => {
  const css = await (await t.app.request(`/css2?family=${encodeURIComponent("霞鹜文楷")}&text=${encodeURIComponent("淘汰后再生成")}`)).text();
  const url = /url\(([^)]*\/webfont\/t\/([0-9a-f]{64})\.woff2)\)/.exec(css);
  expect(url, css).not.toBeNull();
  const first = await get(url![1]);
  expect(first.status).toBe(200);
  const store = fsStore(path.join(t.dataDir, "objects"));
  for (const o of await store.list(`subsets/${url![2]}.`)) await store.delete(o.key);
  const again = await get(url![1]);
  expect(again.status).toBe(200);
  expect(again.bytes).toEqual(first.bytes);
});

describe("the ledger on its own", () => {
  let handle: DbHandle;
  let root: string;
  beforeAll(async () => {
    handle = await openDb({});
    await handle.migrate();
    root = await fs.mkdtemp(path.join(os.tmpdir(), "ziku-ledger-"));
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  /** Ten stored subsets of 1,000 bytes each, last used in the order of their number. */
  async function fill(store: ReturnType<typeof fsStore>) {
    await handle.db.delete(subsetFiles);
    for (let i = 0; i < 10; i++) {
      const hash = String(i).repeat(64);
      await store.put(`subsets/${hash}.woff2`, new Uint8Array(600), "font/woff2");
      await store.put(`subsets/${hash}.ttf`, new Uint8Array(400), "font/ttf");
      await handle.db.insert(subsetFiles).values({
        hash,
        fontKey: "fonts/x.ttf",
        fontSha256: "x",
        faceIndex: 0,
        codePoints: packCodePoints([0x4e00 + i]),
        ext: "ttf",
        objectBytes: 1000,
        lastUsedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
  }

  it("evicts only the excess, least recently used first, deleting both objects and keeping the rows", async () => {
    const store = fsStore(root);
    // 10,000 bytes of objects and ~40 of code points: over a bound of 10,000.
    const ledger = createSubsetLedger({ db: handle.db, store, maxBytes: 10_000 });
    await fill(store);
    // "2" is used again: the oldest are then 0, 1, 3.
    ledger.used("2".repeat(64));
    expect(await ledger.sweep()).toEqual({ evicted: 2, forgotten: 0 });
    const rows = await handle.db.select().from(subsetFiles).orderBy(asc(subsetFiles.hash));
    expect(rows.filter((r) => !r.stored).map((r) => r.hash[0])).toEqual(["0", "1"]);
    expect(rows).toHaveLength(10);
    expect(await store.exists(`subsets/${"0".repeat(64)}.woff2`)).toBe(false);
    expect(await store.exists(`subsets/${"0".repeat(64)}.ttf`)).toBe(false);
    expect(await store.exists(`subsets/${"2".repeat(64)}.woff2`)).toBe(true);
    // Within 90 % of the bound now: a second sweep does nothing.
    expect(await ledger.sweep()).toEqual({ evicted: 0, forgotten: 0 });
  });

  it("when the rows alone pass the bound, the oldest rows go too", async () => {
    const store = fsStore(root);
    const ledger = createSubsetLedger({ db: handle.db, store, maxBytes: 20 });
    await fill(store);
    const result = await ledger.sweep();
    expect(result.evicted).toBe(10);
    expect(result.forgotten).toBeGreaterThan(0);
    const rows = await handle.db.select().from(subsetFiles);
    expect(rows.every((r) => !r.stored)).toBe(true);
    expect(rows.reduce((n, r) => n + r.codePoints.length, 0)).toBeLessThanOrEqual(20);
  });
});
