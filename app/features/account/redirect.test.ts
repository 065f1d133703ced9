import { describe, expect, it } from "vitest";
import { loginRedirect } from "#contract/routes";
import { redirectParam, safeRedirect, withoutRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirect("/user")).toBe("/user");
    expect(safeRedirect("/user/favorite?tab=2#list")).toBe("/user/favorite?tab=2#list");
    expect(safeRedirect("/font/3.html")).toBe("/font/3.html");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "//evil.com",
      "//evil.com/user",
      "/\\evil.com",
      "\\\\evil.com",
      "https://evil.com/user",
      "javascript:alert(1)",
      "user",
      "/\tevil",
      "/\n/evil.com",
    ]) {
      expect(safeRedirect(bad), bad).toBeNull();
    }
  });

  it("keeps percent-encoded characters encoded", () => {
    expect(safeRedirect("/font?keyword=%E5%AE%8B%0A")).toBe("/font?keyword=%E5%AE%8B%0A");
  });

  it("answers null for a missing or empty value", () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
    expect(safeRedirect("")).toBeNull();
  });

  it("reads what the route guard writes", () => {
    const target = "/user/profile?from=menu";
    const search = loginRedirect(target).slice(1); // "?redirect=…"
    expect(redirectParam(search)).toBe(target);
    expect(redirectParam("?redirect=%2F%2Fevil.com")).toBeNull();
    expect(redirectParam("?x=1")).toBeNull();
  });
});

describe("withoutRedirect", () => {
  it("drops only the redirect parameter", () => {
    expect(withoutRedirect("?redirect=%2Fuser")).toBe("");
    expect(withoutRedirect("?a=1&redirect=%2Fuser&b=2")).toBe("?a=1&b=2");
    expect(withoutRedirect("")).toBe("");
  });
});
