/**
 * The window's size and scroll position, refreshed on scroll and resize at most every 20 ms
 * (docs/product.md §9). One set of window listeners serves every subscriber; they are added with the
 * first subscriber and removed with the last.
 */
import { useSyncExternalStore } from "react";
import { SCROLL_RESIZE_THROTTLE_MS } from "#contract/constants";
import { throttle } from "./throttle";

export interface Viewport {
  width: number;
  height: number;
  scrollX: number;
  scrollY: number;
}

/** What the server renders with (it has no window); the browser corrects it after hydration. */
export const SERVER_VIEWPORT: Viewport = Object.freeze({ width: 0, height: 0, scrollX: 0, scrollY: 0 });

type Listener = (viewport: Viewport) => void;

const listeners = new Set<Listener>();
let current: Viewport | undefined;

function read(): Viewport {
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    scrollX: window.scrollX,
    scrollY: window.scrollY,
  };
}

/** Re-read the window; notify only when something changed, so snapshots stay referentially stable. */
function refresh() {
  const next = read();
  const prev = current;
  if (prev && prev.width === next.width && prev.height === next.height && prev.scrollX === next.scrollX && prev.scrollY === next.scrollY) {
    return;
  }
  current = next;
  for (const listener of listeners) listener(next);
}

const onScrollOrResize = throttle(refresh, SCROLL_RESIZE_THROTTLE_MS);

/** Call `listener` with the viewport after each (throttled) scroll or resize. Browser only. */
export function subscribeViewport(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener("scroll", onScrollOrResize, { passive: true });
    window.addEventListener("resize", onScrollOrResize, { passive: true });
    // Nothing listened before, so `current` may be stale.
    refresh();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("scroll", onScrollOrResize);
      window.removeEventListener("resize", onScrollOrResize);
      onScrollOrResize.cancel();
    }
  };
}

function getSnapshot(): Viewport {
  current ??= read();
  return current;
}

/** The current viewport; `SERVER_VIEWPORT` on the server and during hydration. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribeViewport, getSnapshot, () => SERVER_VIEWPORT);
}

/** One value derived from the viewport (e.g. `v => v.scrollY > 400`); re-renders only when it changes. */
export function useViewportValue<T extends string | number | boolean>(select: (viewport: Viewport) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribeViewport,
    () => select(getSnapshot()),
    () => serverValue,
  );
}
