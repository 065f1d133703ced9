import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnce } from "./chunk-reload";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("reloadOnce (spec §2: reload once, not more than once per 60 s)", () => {
  it("reloads on the first failure", () => {
    const reload = vi.fn();
    expect(reloadOnce(1_000_000, memoryStorage(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload again within 60 s, and does after", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnce(t0, storage, reload)).toBe(true);
    expect(reloadOnce(t0 + 1_000, storage, reload)).toBe(false);
    expect(reloadOnce(t0 + 59_999, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(t0 + 60_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    // The window restarts from the last reload.
    expect(reloadOnce(t0 + 60_000 + 30_000, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("uses sessionStorage and location.reload of the page by default", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    vi.stubGlobal("sessionStorage", storage);
    vi.stubGlobal("window", { location: { reload } });
    expect(reloadOnce()).toBe(true);
    expect(reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
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
