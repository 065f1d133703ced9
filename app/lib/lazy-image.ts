/**
 * Lazy images (docs/product.md §4, §9): the state machine loading → loaded | error with up to 3 attempts,
 * the cache of the last 200 loaded URLs (so a revisited image shows at once), and the watcher
 * that says when an element comes within 1.3 viewport heights.
 */
import { LAZY_IMAGE } from "#contract/constants";
import { throttle } from "./throttle";

/* ---------------------------------------------------------------- LRU cache of loaded URLs */

/** A set that keeps only its `capacity` most recently used entries. */
export class LruSet<T> {
  private readonly entries = new Map<T, true>();
  constructor(readonly capacity: number) {}

  /** Whether `key` is present; a hit counts as a use. */
  has(key: T): boolean {
    if (!this.entries.has(key)) return false;
    this.touch(key);
    return true;
  }

  add(key: T): void {
    this.touch(key);
    // A Map iterates in insertion order, so the first key is the least recently used.
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as T);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private touch(key: T) {
    this.entries.delete(key);
    this.entries.set(key, true);
  }
}

/** URLs this page has loaded, shared by every lazy image. */
export const loadedImages = new LruSet<string>(LAZY_IMAGE.cacheSize);

/* ---------------------------------------------------------------- state machine */

export type LazyImageStatus = "loading" | "loaded" | "error";

export interface LazyImageState {
  status: LazyImageStatus;
  /** Attempts started; 0 until the image first comes near the viewport. */
  attempts: number;
  maxAttempts: number;
}

export type LazyImageEvent =
  /** The element came within the preload area. */
  | { type: "visible" }
  /** The current attempt loaded. */
  | { type: "load" }
  /** The current attempt failed. */
  | { type: "fail" };

/** The first state: loaded at once when the URL is cached, an error when there is no URL. */
export function initLazyImage({ src, cached, maxAttempts = LAZY_IMAGE.attempts }: { src: string; cached: boolean; maxAttempts?: number }): LazyImageState {
  if (!src) return { status: "error", attempts: 0, maxAttempts };
  return { status: cached ? "loaded" : "loading", attempts: 0, maxAttempts };
}

export function lazyImageReducer(state: LazyImageState, event: LazyImageEvent): LazyImageState {
  if (state.status !== "loading") return state; // loaded and error are final for a URL
  switch (event.type) {
    case "visible":
      return state.attempts === 0 ? { ...state, attempts: 1 } : state;
    case "load":
      return state.attempts > 0 ? { ...state, status: "loaded" } : state;
    case "fail":
      if (state.attempts === 0) return state;
      return state.attempts < state.maxAttempts ? { ...state, attempts: state.attempts + 1 } : { ...state, status: "error" };
  }
}

/** Whether the component should be fetching: loading and at least one attempt started. */
export function isFetching(state: LazyImageState): boolean {
  return state.status === "loading" && state.attempts > 0;
}

/* ---------------------------------------------------------------- visibility */

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Whether a box is within the preload area: from the viewport's top-left to `preLoad` times its
 * height and width. A box of zero size (display: none) never is.
 */
export function isInPreloadArea(rect: Box, viewport: { width: number; height: number }, preLoad: number = LAZY_IMAGE.preLoad): boolean {
  if (rect.bottom - rect.top <= 0 && rect.right - rect.left <= 0) return false;
  return rect.top < viewport.height * preLoad && rect.bottom > 0 && rect.left < viewport.width * preLoad && rect.right > 0;
}

/** The same area as an IntersectionObserver root margin: the viewport grown by (preLoad − 1) down and right. */
export function preloadRootMargin(preLoad: number = LAZY_IMAGE.preLoad): string {
  const extra = `${Math.round((preLoad - 1) * 100)}%`;
  return `0px ${extra} ${extra} 0px`;
}

type OnVisible = () => void;
const waiting = new Map<Element, OnVisible>();
let observer: IntersectionObserver | undefined;
let stopFallback: (() => void) | undefined;

function reveal(element: Element) {
  const onVisible = waiting.get(element);
  if (!onVisible) return;
  unwatch(element);
  onVisible();
}

function unwatch(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
  if (waiting.size === 0 && stopFallback) {
    stopFallback();
    stopFallback = undefined;
  }
}

/** Without IntersectionObserver: check every waiting element on scroll/resize, at most every 200 ms. */
function startFallback(): () => void {
  const check = throttle(() => {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    for (const element of [...waiting.keys()]) {
      if (isInPreloadArea(element.getBoundingClientRect(), viewport)) reveal(element);
    }
  }, LAZY_IMAGE.throttleMs);
  // Capture, so scrolling inside any container counts too.
  const options = { capture: true, passive: true } as const;
  window.addEventListener("scroll", check, options);
  window.addEventListener("resize", check, options);
  return () => {
    window.removeEventListener("scroll", check, options);
    window.removeEventListener("resize", check, options);
    check.cancel();
  };
}

/**
 * Call `onVisible` once, when `element` first comes within the preload area. Returns a function
 * that stops watching. Browser only.
 */
export function whenNearViewport(element: Element, onVisible: OnVisible): () => void {
  waiting.set(element, onVisible);
  if (typeof IntersectionObserver !== "undefined") {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) reveal(entry.target);
      },
      { rootMargin: preloadRootMargin() },
    );
    observer.observe(element);
  } else {
    stopFallback ??= startFallback();
    // Check this element now rather than on the next scroll.
    queueMicrotask(() => {
      if (waiting.has(element) && isInPreloadArea(element.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight })) {
        reveal(element);
      }
    });
  }
  return () => unwatch(element);
}

/**
 * Fetch `src` once off-screen; calls back on load or failure. Returns a function that abandons
 * the attempt (the callbacks will not fire). Browser only.
 */
export function fetchImage(src: string, { onLoad, onError }: { onLoad: () => void; onError: () => void }): () => void {
  const image = new Image();
  image.onload = () => {
    loadedImages.add(src);
    onLoad();
  };
  image.onerror = onError;
  image.src = src;
  return () => {
    image.onload = image.onerror = null;
  };
}
