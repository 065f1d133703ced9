import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, pdfUrl, settingsFromSearch, settingsSearch, sharedFontIds, shareUrl } from "./compare-settings";

describe("compare settings in the query", () => {
  it("round-trips and clamps", () => {
    const s = { text: "天地玄黄\nABC", size: 40, lineHeight: 1.8 };
    expect(settingsFromSearch(new URLSearchParams(settingsSearch(s)))).toEqual(s);
    expect(settingsFromSearch(new URLSearchParams("size=999&lh=0.2"))).toEqual({ text: DEFAULT_SETTINGS.text, size: 72, lineHeight: 1 });
    expect(settingsFromSearch(new URLSearchParams("size=abc&text=" + "字".repeat(300))).text).toHaveLength(200);
  });

  it("names the fonts, text and size of the PDF", () => {
    const url = new URL(pdfUrl("", [3, 1], { text: "永", size: 20, lineHeight: 1.5 }), "http://x");
    expect(url.pathname).toBe("/api/v1/web/compare/pdf");
    expect(Object.fromEntries(url.searchParams)).toEqual({ fonts: "3,1", text: "永", size: "20", lh: "1.5" });
  });

  it("a shared comparison is /pdf/compare with the fonts and settings, which the PDF takes as they are", () => {
    const s = { text: "张𠮷 李堃", size: 40, lineHeight: 1.8 };
    const share = new URL(shareUrl("https://ziku.example", [5, 2, 9], s));
    expect(share.origin + share.pathname).toBe("https://ziku.example/pdf/compare");
    expect(sharedFontIds(share.searchParams)).toEqual([5, 2, 9]);
    expect(settingsFromSearch(share.searchParams)).toEqual(s);
    expect(new URL(pdfUrl("", [5, 2, 9], s), "http://x").search).toBe(share.search);
    expect(sharedFontIds(new URLSearchParams("fonts=1,x"))).toBeNull();
    expect(sharedFontIds(new URLSearchParams("fonts=1,1,2,3,4,5,6,7"))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
