import { describe, expect, it } from "vitest";
import routeConfig from "#app/routes";
import { isPagePath, layoutFor, loginRedirect, needsToken, parseId, stripHtmlSuffix } from "./routes";

describe("stripHtmlSuffix (every route also answers with .html)", () => {
  it.each([
    ["/font.html", "/font"],
    ["/font/3.html", "/font/3"],
    ["/index.html", "/"],
    ["/a/index.html", "/a"],
    ["/user/profile.html", "/user/profile"],
    ["/font", "/font"],
    ["/", "/"],
  ])("%s → %s", (input, expected) => {
    expect(stripHtmlSuffix(input)).toBe(expected);
  });
});

describe("layoutFor (four layouts)", () => {
  it.each([
    ["/", "home"],
    ["/index.html", "home"],
    ["/font", "font"],
    ["/font.html", "font"],
    ["/font/12", "font"],
    ["/font/12.html", "font"],
    ["/pdf/compare", "blank"],
    ["/pdf/compare.html", "blank"],
    ["/about", "default"],
    ["/user/compare", "default"],
    ["/fonts", "default"],
    ["/album/3", "default"],
  ])("%s renders in the %s layout", (path, layout) => {
    expect(layoutFor(path)).toBe(layout);
  });
});

describe("parseId (detail {id})", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["2147483647", 2147483647],
  ])("accepts %s", (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });

  it.each([undefined, "", "abc", "0", "01", "1.5", "-1", "1e3", " 1", "2147483648", "99999999999", "123456789012345678901234567890"])(
    "rejects %s",
    (raw) => {
      expect(parseId(raw)).toBeNull();
    },
  );
});

describe("route protection helpers", () => {
  it("any path containing /user needs a token", () => {
    expect(needsToken("/user")).toBe(true);
    expect(needsToken("/user/profile")).toBe(true);
    expect(needsToken("/x/user")).toBe(true);
    expect(needsToken("/font")).toBe(false);
  });

  it("the redirect carries the requested path, encoded", () => {
    expect(loginRedirect("/user/compare?a=1&b=2")).toBe("/?redirect=%2Fuser%2Fcompare%3Fa%3D1%26b%3D2");
  });
});

describe("isPagePath (which paths are pages: other methods get the API's 405, not a 404)", () => {
  interface Entry {
    path?: string;
    index?: boolean;
    children?: Entry[];
  }
  const paths = (entries: Entry[], prefix = ""): string[] =>
    entries.flatMap((e) => {
      const here = e.path ? `${prefix}/${e.path}` : prefix;
      return [...(e.path || e.index ? [here || "/"] : []), ...paths(e.children ?? [], here)];
    });

  it("knows every route of app/routes.ts, with or without .html", () => {
    const routes = paths(routeConfig as Entry[]).filter((p) => !p.endsWith("*"));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = route.replace(":id", "12");
      expect(isPagePath(path), path).toBe(true);
      expect(isPagePath(`${path === "/" ? "/index" : path}.html`), `${path}.html`).toBe(true);
    }
  });

  it("knows nothing else", () => {
    for (const path of ["/nope", "/font/abc", "/font/0", "/user/nope", "/api/x", "/web/api/x", "/about/1", "/font/1/2"]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
