import { describe, expect, it, vi } from "vitest";
import { installChunkReloadGuard, isChunkLoadError, reloadOnce, targetOf } from "./chunk-reload";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("reloadOnce (docs/product.md §2: reload once, not more than once per 60 s)", () => {
  it("reloads on the first failure", () => {
    const reload = vi.fn();
    expect(reloadOnce(1_000_000, memoryStorage(), reload, "/font")).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload again within 60 s, and does after", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnce(t0, storage, reload, "/font")).toBe(true);
    expect(reloadOnce(t0 + 1_000, storage, reload, "/font")).toBe(false);
    expect(reloadOnce(t0 + 59_999, storage, reload, "/font")).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(t0 + 60_000, storage, reload, "/font")).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    // The window restarts from the last reload.
    expect(reloadOnce(t0 + 60_000 + 30_000, storage, reload, "/font")).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("uses sessionStorage and location.reload of the page by default", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal("sessionStorage", storage);
    vi.stubGlobal("window", { location: { pathname: "/font", search: "", hash: "", reload, assign } });
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("during a navigation, loads the page the visitor was going to, not the one they left", () => {
    const reload = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("window", {
      location: { pathname: "/", search: "", hash: "", reload, assign },
      __reactRouterDataRouter: { state: { navigation: { state: "loading", location: { pathname: "/font", search: "?page=2", hash: "" } } } },
    });
    expect(reloadOnce()).toBe(true);
    expect(assign).toHaveBeenCalledWith("/font?page=2");
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("the route-module hook React Router calls", () => {
  it("reloads once onto the target, then throws the error to the router within 60 s", () => {
    const assign = vi.fn();
    const win: Record<string, unknown> = {
      location: { pathname: "/", search: "", hash: "", reload: vi.fn(), assign },
      addEventListener: vi.fn(),
      __reactRouterDataRouter: { state: { navigation: { location: { pathname: "/font", search: "", hash: "" } } } },
    };
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("window", win);
    installChunkReloadGuard();
    const hook = win.__chunkLoadFailed as (error: unknown) => void;
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/font-list-x.js");
    hook(error);
    expect(assign).toHaveBeenCalledWith("/font");
    expect(() => hook(error)).toThrow(error);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe("targetOf", () => {
  it("is the pending location when there is one, else the current page", () => {
    expect(targetOf({ pathname: "/", search: "", hash: "" }, { pathname: "/font/3", search: "", hash: "#info" })).toBe("/font/3#info");
    expect(targetOf({ pathname: "/news", search: "?current=2", hash: "" }, null)).toBe("/news?current=2");
  });
});

describe("isChunkLoadError", () => {
  it.each([
    new TypeError("Failed to fetch dynamically imported module: https://x/assets/a-1.js"),
    new TypeError("Importing a module script failed."),
    new Error("error loading dynamically imported module"),
    new Error("Unable to preload CSS for /assets/a.css"),
  ])("recognises %s", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error("Cannot read properties of undefined"), "boom", null])("ignores %s", (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});
