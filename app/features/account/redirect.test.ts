import { describe, expect, it } from "vitest";
import { loginRedirect } from "#contract/routes";
import { redirectParam, withoutRedirect } from "./redirect";

describe("redirectParam", () => {
  it("reads what the route guard writes", () => {
    const target = "/user/profile?from=menu";
    const search = loginRedirect(target).slice(1); // "?redirect=…"
    expect(redirectParam(search)).toBe(target);
    expect(redirectParam("?redirect=%2F%2Fevil.com")).toBeNull();
    expect(redirectParam("?redirect=%2F%09%2Fevil.example")).toBeNull();
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
