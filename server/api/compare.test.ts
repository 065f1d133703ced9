/**
 * The comparison PDF: real CJK fonts (TrueType, a TrueType collection, a CFF collection) imported
 * into the catalogue, each font's subset embedded, the visitor's text extractable from the file.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { systemFont } from "#tests/fixtures/fonts/fixtures";
import { pdfFonts, pdfText } from "#tests/support/pdf-inspect";
import { importFontFile } from "#server/fonts/import";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { fsStore } from "#server/storage/fs-store";
import { COMPARE_FULL_MESSAGE } from "#contract/compare";
import { API_PATHS } from "#contract/api-paths";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let t: TestApp;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const deps = { db: t.handle.db, store: fsStore(path.join(t.dataDir, "objects")) };
  for (const name of ["wenkaiRegular", "zenhei", "notoSansRegular"] as const) {
    const r = await importFontFile(deps, systemFont(name), { familyInfo: catalogueFamilyInfo, specimens: false, accept: (f) => f.faceIndex === 0 || name !== "notoSansRegular" || f.faceIndex === 2 });
    expect(r.status, r.message).toBe("imported");
    ids.push(r.faces[0].fontId);
  }
});
afterAll(() => t.close());

async function pdf(url: string) {
  const res = await t.app.request(url);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("comparison PDF", () => {
  it("embeds each font's subset and keeps the text selectable", async () => {
    const text = "永和九年，岁在癸丑\nHello 2024";
    const { res, bytes } = await pdf(`${API_PATHS.comparePdf}?ids=${ids.join(",")}&text=${encodeURIComponent(text)}&size=24`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toContain(encodeURIComponent("字体对比.pdf"));
    // Subsets, not whole CJK fonts (those are 5–20 MB each).
    expect(bytes.byteLength).toBeLessThan(400_000);

    const fonts = await pdfFonts(bytes);
    expect(fonts).toHaveLength(3);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    const names = fonts.map((f) => f.baseFont).join(" ");
    expect(names).toMatch(/LXGWWenKai/);
    expect(names).toMatch(/WenQuanYi|wqy/i);
    expect(names).toMatch(/NotoSansCJK/);

    const extracted = (await pdfText(bytes)).replace(/\s+/g, "");
    expect(extracted.split("永和九年，岁在癸丑").length - 1).toBe(3);
    expect(extracted).toContain("Hello2024");
    expect(extracted).toContain("霞鹜文楷");
  });

  it("takes the shared comparison's parameters (fonts=, text=, size=, lh=) as they are", async () => {
    const share = `fonts=${ids.join(",")}&text=${encodeURIComponent("张𠮷 李堃\n王喆")}&size=30&lh=2`;
    const { res, bytes } = await pdf(`${API_PATHS.comparePdf}?${share}`);
    expect(res.status).toBe(200);
    expect(await pdfFonts(bytes)).toHaveLength(3);
    expect((await pdfText(bytes)).replace(/\s+/g, "")).toContain("李堃");
  });

  it("answers bad requests with a Chinese 4xx", async () => {
    const cases: [string, number, string][] = [
      [`${API_PATHS.comparePdf}`, 400, "请选择要对比的字体"],
      [`${API_PATHS.comparePdf}?ids=a,b`, 400, "字体编号不正确"],
      [`${API_PATHS.comparePdf}?ids=1,2,3,4,5,6,7`, 400, COMPARE_FULL_MESSAGE],
      [`${API_PATHS.comparePdf}?ids=${ids[0]},999999`, 404, "字体不存在（编号 999999）"],
      [`${API_PATHS.comparePdf}?ids=${ids[0]}&size=500`, 400, "字号在 10 到 72 之间"],
      [`${API_PATHS.comparePdf}?ids=${ids[0]}&text=${"字".repeat(201)}`, 400, "对比文字最多 200 个字"],
      [`${API_PATHS.comparePdf}?fonts=x`, 400, "字体编号不正确"],
      [`${API_PATHS.comparePdf}?fonts=${ids[0]}&lh=3`, 400, "行高在 1 到 2.4 之间"],
    ];
    for (const [url, status, msg] of cases) {
      const res = await t.call("GET", url);
      expect(res.status, url).toBe(status);
      expect(res.body.msg).toBe(msg);
    }
  });
});
