/**
 * STATIC_BASE: behind a CDN every object URL the site answers names the CDN, including the
 * download history's specimens and the pictures inside an article's body.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { FIXTURES, systemFont } from "#tests/fixtures/fonts/fixtures";
import { loadContent } from "#server/content/load";
import { fsStore } from "#server/storage/fs-store";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { importPaths } from "#server/fonts/import";
import { contentItems } from "#server/db/schema-content";
import { fonts } from "#server/db/schema-fonts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const CDN = "https://cdn.example.com";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ STATIC_BASE: CDN });
  const store = fsStore(path.join(t.dataDir, "objects"));
  await importPaths({ db: t.handle.db, store }, [systemFont("wenkaiRegular"), systemFont("smiley")], { familyInfo: catalogueFamilyInfo, specimens: false });
  await loadContent({ db: t.handle.db, store, root: path.join(FIXTURES, "..", "content") });
});
afterAll(() => t?.close());

describe("STATIC_BASE", () => {
  it("names the CDN for the specimen of each download in the history", async () => {
    const [font] = await t.handle.db.select().from(fonts).limit(1);
    await t.handle.db.update(fonts).set({ specimenKey: "specimens/a.png" }).where(eq(fonts.id, font.id));
    const token = await t.signUp("cdn@example.com");
    const auth = { "X-Access-Token": token };
    const link = await t.call("GET", `/web/api/font/get-download-url?id=${font.id}&agree=1`, undefined, auth);
    const url = new URL(link.body.data.url, "http://site");
    expect((await t.app.request(url.pathname + url.search)).status).toBe(200);
    const history = await t.call("GET", "/web/api/account/download/history", undefined, auth);
    expect(history.body.data.records[0].specimenUrl).toBe(`${CDN}/files/specimens/a.png`);
  });

  it("names the CDN for the pictures in an article's body", async () => {
    const [row] = await t.handle.db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.slug, "news-a"));
    const { body } = await t.call("GET", `/web/api/web-wenzhang/getDetailById?id=${row.id}`);
    expect(body.data.body).toMatch(new RegExp(`<img src="${CDN}/files/content/[0-9a-f]{32}\\.webp"`));
    expect(body.data.body).not.toContain('src="/files/');
  });
});
