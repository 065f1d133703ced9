/**
 * Font names in content/ (server/content/font-names.ts): resolved to the catalogue's family names
 * when content loads, so a collection lists and zips every font it names; a name nothing
 * resolves stops the load with its file and the name. Its own database: loading other folders
 * removes the items the other content tests read.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { systemFont } from "#tests/fixtures/fonts/fixtures";
import { loadContent } from "#server/content/load";
import { CONTENT_DIR } from "#server/content/dir";
import { fsStore } from "#server/storage/fs-store";
import { CATALOGUE, catalogueFamilyInfo } from "#server/fonts/catalogue";
import { importPaths } from "#server/fonts/import";
import { contentItems } from "#server/db/schema-content";

let t: TestApp;
const store = () => fsStore(path.join(t.dataDir, "objects"));

/** A content folder holding only collections.json with these items. */
function collectionsFolder(items: unknown[]): string {
  const dir = fs.mkdtempSync(path.join(t.dataDir, "content-"));
  fs.writeFileSync(path.join(dir, "collections.json"), JSON.stringify(items));
  return dir;
}

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);

afterAll(() => t?.close());

describe("font names in content/", () => {
  it("every collection of the project's content/ keeps every font it names, as a catalogue family", async () => {
    // No font imported: names resolve against the curated catalogue too.
    await loadContent({ db: t.handle.db, store: store(), root: CONTENT_DIR });
    const written = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "collections.json"), "utf8")) as { slug: string; fonts: string[] }[];
    const rows = await t.handle.db.select().from(contentItems).where(eq(contentItems.kind, "collection"));
    const catalogue = new Set(CATALOGUE.map((e) => e.name));
    expect(rows).toHaveLength(written.length);
    for (const item of written) {
      const row = rows.find((r) => r.slug === item.slug)!;
      expect(row.fontNames, item.slug).toHaveLength(item.fonts.length);
      for (const name of row.fontNames) expect(catalogue.has(name), `${item.slug}: ${name}`).toBe(true);
    }
    expect(rows.find((r) => r.slug === "zhengwen-yuedu")!.fontNames).toEqual(["思源宋体 简体中文", "思源黑体 简体中文", "霞鹜文楷", "文鼎PL细上海宋"]);
    // The font page of 思源黑体 等宽 简体中文 finds the cases that name 思源黑体 等宽.
    const cases = await t.services.content.forFont(["思源黑体 等宽 简体中文", "Noto Sans Mono CJK SC"]);
    expect(cases.cases.length).toBeGreaterThan(0);
  });

  it("resolves English names, any case and region-less names; the detail lists the installed ones and names them all", async () => {
    await importPaths({ db: t.handle.db, store: store() }, [systemFont("wenkaiRegular"), systemFont("smiley")], { familyInfo: catalogueFamilyInfo, specimens: false });
    const root = collectionsFolder([{ slug: "mixed", title: "混写的合集", fonts: ["LXGW WenKai", "smiley sans", "思源黑体", "霞鹜文楷"] }]);
    await loadContent({ db: t.handle.db, store: store(), root });
    const [row] = await t.handle.db.select().from(contentItems).where(eq(contentItems.slug, "mixed"));
    const { body } = await t.call("GET", `/web/api/web-font-collection/getDetailById?id=${row.id}`);
    expect(body.data.fonts).toEqual(["霞鹜文楷", "得意黑", "思源黑体 简体中文"]);
    expect(body.data.collectionFonts.map((f: { name: string }) => f.name)).toEqual(["霞鹜文楷", "得意黑"]);
  });

  it("stops the load with the file and the name that nothing resolves, changing nothing", async () => {
    const before = await t.handle.db.select({ id: contentItems.id }).from(contentItems);
    const root = collectionsFolder([
      { slug: "ok", title: "好的合集", fonts: ["霞鹜文楷"] },
      { slug: "bad", title: "写错字体名的合集", fonts: ["得意黑", "思源黑体 简体"] },
    ]);
    await expect(loadContent({ db: t.handle.db, store: store(), root })).rejects.toThrow("内容文件 collections.json 第 2 项 中的字体「思源黑体 简体」在字体库中找不到");
    expect(await t.handle.db.select({ id: contentItems.id }).from(contentItems)).toEqual(before);
  });
});
