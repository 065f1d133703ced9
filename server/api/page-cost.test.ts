/**
 * The page-cost adviser against what /css2 really serves: for a page's text, the slices it names
 * are exactly the /css2 rules whose unicode-range holds one of the characters, their bytes the
 * bytes of those files, the text= figure the size of /css2's text= file, and the whole file the
 * stored original.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { importPaths } from "#server/fonts/import";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { fsStore } from "#server/storage/fs-store";
import { neededCodePoints } from "#contract/font-constants";
import { PAGE_COST_PATH } from "#contract/page-cost";
import { systemFont } from "#tests/fixtures/fonts/fixtures";

let t: TestApp;
let smiley: number;

beforeAll(async () => {
  t = await createTestApp();
  const store = fsStore(path.join(t.dataDir, "objects"));
  const summary = await importPaths({ db: t.handle.db, store }, [systemFont("smiley")], { familyInfo: catalogueFamilyInfo, specimens: false });
  if (summary.failed) throw new Error(JSON.stringify(summary.results));
  smiley = summary.results[0].faces[0].fontId;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const PAGE = "得意黑：天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。\n寒来暑往，秋收冬藏。The quick brown fox 2026 张𠮷";

/** The @font-face rules of a stylesheet: each file's path and its unicode-range. */
function rules(css: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
    const url = /url\(["']?([^)"']+)["']?\)/.exec(body)![1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? "";
    const ranges = range.split(",").map((r) => {
      const [a, b] = r.trim().slice(2).split("-");
      return [parseInt(a, 16), parseInt(b ?? a, 16)] as const;
    });
    return { path: new URL(url, "http://site").pathname, ranges };
  });
}
const bytesOf = async (p: string) => (await (await t.app.request(p)).arrayBuffer()).byteLength;

describe("POST /web/api/font/page-cost", () => {
  it("counts the slices /css2 would load for the page, the text= subset and the whole file", async () => {
    const res = await t.call("POST", PAGE_COST_PATH, { id: smiley, text: PAGE });
    expect(res.status).toBe(200);
    const cost = res.body.data;
    const needed = neededCodePoints(PAGE);
    expect(cost.chars).toBe(needed.length);
    expect(cost.missing).toBe("𠮷");

    const css = await (await t.app.request("/css2?family=得意黑")).text();
    const used = rules(css).filter((r) => needed.some((cp) => r.ranges.some(([a, b]) => cp >= a && cp <= b)));
    expect(cost.slices.requests).toBe(used.length);
    expect(cost.slices.of).toBe(rules(css).length);
    let sum = 0;
    for (const r of used) sum += await bytesOf(r.path);
    expect(cost.slices.bytes).toBe(sum);

    const have = needed.filter((cp) => cp !== "𠮷".codePointAt(0)).map((cp) => String.fromCodePoint(cp)).join("");
    const textCss = await (await t.app.request(`/css2?family=得意黑&text=${encodeURIComponent(have)}`)).text();
    const [textRule] = rules(textCss);
    expect(cost.text).toEqual({ requests: 1, bytes: await bytesOf(textRule.path) });

    const [row] = await t.handle.db.select().from(fonts).where(eq(fonts.id, smiley));
    expect(cost.whole).toEqual({ requests: 1, bytes: row.fileSize, format: "ttf" });
    expect(row.fileSize).toBe(fs.statSync(systemFont("smiley")).size);
    // The point of the adviser: slices and text= are a small part of the file.
    expect(cost.slices.bytes).toBeLessThan(row.fileSize / 4);
    expect(cost.text.bytes).toBeLessThan(cost.slices.bytes);
  });

  it("refuses an empty text, an unknown face and a licence that does not allow web embedding, in Chinese", async () => {
    const empty = await t.call("POST", PAGE_COST_PATH, { id: smiley, text: " \n " });
    expect(empty).toMatchObject({ status: 400, body: { msg: "请先粘贴网页上的文字" } });
    expect((await t.call("POST", PAGE_COST_PATH, { id: 99999, text: "字" })).status).toBe(404);
    expect((await t.call("POST", PAGE_COST_PATH, { id: "x", text: "字" })).status).toBe(400);
    const long = await t.call("POST", PAGE_COST_PATH, { id: smiley, text: "字".repeat(20_001) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(/网页文字最多/);
    const [family] = await t.handle.db.select().from(fontFamilies);
    await t.handle.db.update(fontFamilies).set({ license: "" }).where(eq(fontFamilies.id, family.id));
    const refused = await t.call("POST", PAGE_COST_PATH, { id: smiley, text: "字" });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/授权不允许在网页中嵌入/);
  });
});
