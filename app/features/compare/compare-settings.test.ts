import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, pdfUrl, settingsFromSearch, settingsSearch } from "./compare-settings";

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
    expect(Object.fromEntries(url.searchParams)).toEqual({ ids: "3,1", text: "永", size: "20" });
  });
});
