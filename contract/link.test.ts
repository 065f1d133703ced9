import { describe, expect, it } from "vitest";
import { linkHref } from "./link";

describe("linkHref (docs/product.md §5 Link display)", () => {
  it.each([undefined, null, "", "   "])("no URL (%s) gives an inert link", (url) => {
    expect(linkHref(url)).toBeUndefined();
    expect(linkHref(url, 1)).toBeUndefined();
  });

  it("a bare domain gets the protocol of its selector: 1 → http://, 2 → https://", () => {
    expect(linkHref("example.com", 1)).toBe("http://example.com");
    expect(linkHref("example.com", 2)).toBe("https://example.com");
    expect(linkHref("www.cns11643.gov.tw", 2)).toBe("https://www.cns11643.gov.tw");
    expect(linkHref("github.com/lxgw/LxgwWenKai", 2)).toBe("https://github.com/lxgw/LxgwWenKai");
  });

  it("the selector defaults to https://", () => {
    expect(linkHref("wenq.org")).toBe("https://wenq.org");
  });

  it("surrounding blanks are ignored", () => {
    expect(linkHref("  example.cn  ", 2)).toBe("https://example.cn");
  });

  it.each([
    "https://fonts.google.com/?subset=chinese-simplified",
    "http://example.com",
    "/about",
    "mailto:hi@example.com",
    "localhost",
    "example.unknownsuffix",
  ])("anything else (%s) is used as is", (url) => {
    expect(linkHref(url, 1)).toBe(url);
  });
});
