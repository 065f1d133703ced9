import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_LENGTH, safeRedirect } from "./redirect";

describe("safeRedirect (every redirect the site makes)", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/user")).toBe("/user");
    expect(safeRedirect("/user/favorite?tab=2#list")).toBe("/user/favorite?tab=2#list");
    expect(safeRedirect("/font/3.html")).toBe("/font/3.html");
    expect(safeRedirect("/")).toBe("/");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "//evil.com",
      "//evil.com/user",
      "/\\evil.com",
      "\\\\evil.com",
      "https://evil.com/user",
      "javascript:alert(1)",
      "data:text/html,x",
      "user",
      " /user",
      "/\tevil",
      "/\t/evil.example",
      "/\n/evil.com",
      "/\r\n/evil.com",
      "/\u0000/evil.com",
      "/\u007f/evil.com",
      "/%09/evil.example",
      "/%0a/evil.example",
      "/%2F/evil.example",
      "/%2f%2fevil.example",
      "/%5Cevil.example",
      "/%E5",
    ]) {
      expect(safeRedirect(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("keeps percent-encoded characters of the query encoded", () => {
    expect(safeRedirect("/font?keyword=%E5%AE%8B%0A")).toBe("/font?keyword=%E5%AE%8B%0A");
    expect(safeRedirect("/font/%E5%AE%8B")).toBe("/font/%E5%AE%8B");
  });

  it("refuses a missing, empty or overlong value instead of cutting it", () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect("")).toBeNull();
    expect(safeRedirect(`/${"a".repeat(MAX_REDIRECT_LENGTH)}`)).toBeNull();
  });
});
