import { describe, expect, it } from "vitest";
import { runGuards, serverGuards } from "./guards";

const args = (href: string, token = "") => ({ url: new URL(href, "http://localhost"), token });

/** What runGuards threw, or undefined when it let the navigation through. */
function thrownBy(run: () => void): unknown {
  try {
    run();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe("runGuards: auth (docs/product.md §2 route protection)", () => {
  it.each(["/user", "/user/profile", "/x/user", "/user/compare.html"])("%s without a token redirects home with the path", (path) => {
    const thrown = thrownBy(() => runGuards(["auth"], args(path)));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get("Location")).toBe(`/?redirect=${encodeURIComponent(path)}`);
  });

  it("the redirect keeps the query string of the requested page", () => {
    const response = thrownBy(() => runGuards(["auth"], args("/user/favorite?tab=articles&page=2"))) as Response;
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/");
    expect(location.searchParams.get("redirect")).toBe("/user/favorite?tab=articles&page=2");
  });

  it.each(["/user", "/user/profile", "/x/user"])("%s with a token passes", (path) => {
    expect(thrownBy(() => runGuards(["auth"], args(path, "tok")))).toBeUndefined();
  });

  it.each(["/", "/font", "/font/3", "/about", "/account/forget"])("%s passes without a token", (path) => {
    expect(thrownBy(() => runGuards(["auth"], args(path)))).toBeUndefined();
  });
});

describe("runGuards: unknown guard names", () => {
  it("an unknown name fails with status 500 and Unknown middleware {name}", () => {
    const thrown = thrownBy(() => runGuards(["foo"], args("/font", "tok")));
    expect(thrown).toMatchObject({ data: "Unknown middleware foo", init: { status: 500 } });
  });

  it("inherited object keys are not guards", () => {
    expect(thrownBy(() => runGuards(["toString"], args("/font")))).toMatchObject({ data: "Unknown middleware toString", init: { status: 500 } });
  });

  it("guards run in order: a failing first guard stops the rest", () => {
    const seen: string[] = [];
    const registry = {
      a: () => {
        seen.push("a");
        throw new Error("stop");
      },
      b: () => {
        seen.push("b");
      },
    };
    expect(() => runGuards(["a", "b"], args("/"), registry)).toThrow("stop");
    expect(seen).toEqual(["a"]);
  });
});

describe("serverGuards: the token comes from the request cookie", () => {
  const [middleware] = serverGuards("auth");

  it("a token cookie lets /user through", () => {
    const request = new Request("http://localhost/user/profile", { headers: { Cookie: "theme=dark; token=abc" } });
    expect(thrownBy(() => middleware({ request }))).toBeUndefined();
  });

  it("no token cookie redirects", () => {
    const request = new Request("http://localhost/user/profile", { headers: { Cookie: "theme=dark" } });
    const response = thrownBy(() => middleware({ request })) as Response;
    expect(response.headers.get("Location")).toBe("/?redirect=%2Fuser%2Fprofile");
  });
});
