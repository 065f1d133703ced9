import { describe, expect, it } from "vitest";
import { LAZY_IMAGE } from "#contract/constants";
import {
  LruSet,
  initLazyImage,
  isFetching,
  isInPreloadArea,
  lazyImageReducer,
  loadedImages,
  preloadRootMargin,
  type LazyImageEvent,
  type LazyImageState,
} from "./lazy-image";

const run = (state: LazyImageState, ...events: LazyImageEvent["type"][]) =>
  events.reduce((s, type) => lazyImageReducer(s, { type } as LazyImageEvent), state);

describe("LruSet", () => {
  it("keeps only the most recently used entries", () => {
    const lru = new LruSet<string>(3);
    ["a", "b", "c"].forEach((k) => lru.add(k));
    expect(lru.has("a")).toBe(true); // a is now the most recent
    lru.add("d"); // evicts b, the least recent
    expect(lru.has("b")).toBe(false);
    expect(lru.has("a")).toBe(true);
    expect(lru.has("c")).toBe(true);
    expect(lru.has("d")).toBe(true);
    expect(lru.size).toBe(3);
  });

  it("re-adding an entry refreshes it instead of duplicating it", () => {
    const lru = new LruSet<string>(2);
    lru.add("a");
    lru.add("b");
    lru.add("a");
    lru.add("c");
    expect(lru.size).toBe(2);
    expect(lru.has("a")).toBe(true);
    expect(lru.has("b")).toBe(false);
  });

  it("the shared cache holds docs/product.md's 200 URLs", () => {
    expect(loadedImages.capacity).toBe(200);
    loadedImages.clear();
    for (let i = 0; i < 250; i++) loadedImages.add(`/img/${i}.png`);
    expect(loadedImages.size).toBe(200);
    expect(loadedImages.has("/img/49.png")).toBe(false);
    expect(loadedImages.has("/img/50.png")).toBe(true);
    loadedImages.clear();
  });
});

describe("lazy image state machine", () => {
  const fresh = initLazyImage({ src: "/a.png", cached: false });

  it("starts loading without fetching until it is near the viewport", () => {
    expect(fresh).toMatchObject({ status: "loading", attempts: 0, maxAttempts: LAZY_IMAGE.attempts });
    expect(isFetching(fresh)).toBe(false);
    const visible = run(fresh, "visible");
    expect(visible.attempts).toBe(1);
    expect(isFetching(visible)).toBe(true);
    expect(run(visible, "visible")).toBe(visible); // seen again: nothing new
  });

  it("loading → loaded", () => {
    expect(run(fresh, "visible", "load").status).toBe("loaded");
  });

  it("retries a failure, and gives up with error after the 3rd attempt", () => {
    const once = run(fresh, "visible", "fail");
    expect(once).toMatchObject({ status: "loading", attempts: 2 });
    expect(run(once, "fail")).toMatchObject({ status: "loading", attempts: 3 });
    expect(run(once, "fail", "fail")).toMatchObject({ status: "error", attempts: 3 });
    expect(run(once, "fail", "load").status).toBe("loaded"); // the 3rd attempt can still succeed
  });

  it("loaded and error are final", () => {
    const loaded = run(fresh, "visible", "load");
    expect(run(loaded, "fail", "visible")).toBe(loaded);
    const failed = run(fresh, "visible", "fail", "fail", "fail");
    expect(run(failed, "load", "visible")).toBe(failed);
  });

  it("ignores load/fail before any attempt", () => {
    expect(run(fresh, "load", "fail")).toBe(fresh);
  });

  it("a cached URL starts loaded; a missing URL starts as an error", () => {
    expect(initLazyImage({ src: "/a.png", cached: true }).status).toBe("loaded");
    expect(initLazyImage({ src: "", cached: false }).status).toBe("error");
  });

  it("honours a custom attempt count", () => {
    const one = initLazyImage({ src: "/a.png", cached: false, maxAttempts: 1 });
    expect(run(one, "visible", "fail").status).toBe("error");
  });
});

describe("preload area", () => {
  const viewport = { width: 1000, height: 800 };
  const box = (top: number, height = 100, left = 0, width = 100) => ({ top, bottom: top + height, left, right: left + width });

  it("includes the viewport and 0.3 viewport heights below it", () => {
    expect(isInPreloadArea(box(0), viewport)).toBe(true);
    expect(isInPreloadArea(box(1039), viewport)).toBe(true); // 1.3 × 800 = 1040
    expect(isInPreloadArea(box(1040), viewport)).toBe(false);
  });

  it("excludes what is scrolled past, off to the side, or not displayed", () => {
    expect(isInPreloadArea(box(-100), viewport)).toBe(false);
    expect(isInPreloadArea(box(-99), viewport)).toBe(true);
    expect(isInPreloadArea(box(0, 100, 1300), viewport)).toBe(false);
    expect(isInPreloadArea({ top: 0, bottom: 0, left: 0, right: 0 }, viewport)).toBe(false);
  });

  it("gives IntersectionObserver the same area", () => {
    expect(preloadRootMargin()).toBe("0px 30% 30% 0px");
    expect(preloadRootMargin(2)).toBe("0px 100% 100% 0px");
  });
});
