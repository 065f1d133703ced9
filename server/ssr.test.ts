import { describe, expect, it } from "vitest";
import { trailingSlashRedirect } from "./ssr";

const redirectOf = (path: string, method = "GET") => {
  const res = trailingSlashRedirect(new Request(`http://site.test${path}`, { method }));
  return res && { status: res.status, location: res.headers.get("Location") };
};

describe("trailing slashes", () => {
  it.each(["/about/", "/contact/", "/license/", "/player/", "/custom/", "/contribute/", "/news/", "/font/", "/font/3/", "/agreement/font/"])(
    "%s redirects permanently to the form without the slash",
    (path) => {
      expect(redirectOf(path)).toEqual({ status: 301, location: path.slice(0, -1) });
    },
  );

  it("keeps the query, collapses repeated slashes, keeps the method for other methods", () => {
    expect(redirectOf("/player/?id=98")).toEqual({ status: 301, location: "/player?id=98" });
    expect(redirectOf("/news///")).toEqual({ status: 301, location: "/news" });
    expect(redirectOf("/about/", "POST")).toEqual({ status: 308, location: "/about" });
  });

  it("never points to another host", () => {
    expect(redirectOf("//evil.example/")).toEqual({ status: 301, location: "/evil.example" });
    expect(redirectOf("///evil.example//x/")).toEqual({ status: 301, location: "/evil.example//x" });
  });

  it("leaves the home page and paths without a trailing slash alone", () => {
    expect(redirectOf("/")).toBeNull();
    expect(redirectOf("/about")).toBeNull();
    expect(redirectOf("/font/3?x=/")).toBeNull();
  });
});
