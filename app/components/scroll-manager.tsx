/**
 * Scroll on navigation (docs/product.md §2): a hash scrolls to its element; otherwise a new page starts at
 * the top unless its route opts out with `handle.scrollToTop === false`; back and forward
 * restore where the visitor was.
 */
import { STORAGE_KEYS } from "#contract/constants";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useMatches, useNavigationType } from "react-router";
import { SCROLL_RESIZE_THROTTLE_MS } from "#contract/constants";
import { revealDeferred } from "#app/lib/deferred-render";
import { throttle } from "#app/lib/throttle";

const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export interface ScrollHandle {
  scrollToTop?: boolean;
}

/**
 * The key a history entry's position is saved under. React Router gives the first entry of every
 * document the key "default", so a new document would restore the position of the tab's previous
 * document; that entry gets its own key, kept in its history state so a reload or a return to it
 * finds it again.
 */
function entryKey(key: string): string {
  if (key !== "default") return key;
  const state = (window.history.state ?? {}) as { scrollKey?: unknown };
  if (typeof state.scrollKey === "string") return state.scrollKey;
  const scrollKey = `entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  window.history.replaceState({ ...state, scrollKey }, "");
  return scrollKey;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEYS.scrollPositions) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

const HOLD_MS = 5000;

/**
 * Keeps a hash target where the scroll put it while the page above it is still filling in (a
 * character grid or images arriving after the first paint push it down by thousands of pixels;
 * the browser's own scroll anchoring does not hold it, and Safari has none). It lets go at the
 * first scroll that is not the page growing (the visitor's or a script's), or after a few seconds.
 */
function holdInView(target: Element): () => void {
  const top = target.getBoundingClientRect().top;
  let height = document.documentElement.scrollHeight;
  const moved = () => Math.abs(target.getBoundingClientRect().top - top) > 1;
  const follow = () => {
    const now = document.documentElement.scrollHeight;
    if (now !== height) {
      height = now;
      if (moved()) target.scrollIntoView();
    } else if (moved()) stop();
  };
  const observer = new ResizeObserver(follow);
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener("scroll", follow);
  };
  const timer = setTimeout(stop, HOLD_MS);
  window.addEventListener("scroll", follow, { passive: true });
  return stop;
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const optOut = matches.some((m) => (m.handle as ScrollHandle | undefined)?.scrollToTop === false);
  const currentKey = useRef("");
  const flushSave = useRef<() => void>(() => {});

  // Remember the position of the current history entry as the visitor scrolls, so it is known
  // before the next page scrolls to the top.
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = throttle(() => {
      if (!currentKey.current) return;
      const saved = readPositions();
      saved[currentKey.current] = window.scrollY;
      sessionStorage.setItem(STORAGE_KEYS.scrollPositions, JSON.stringify(saved));
    }, SCROLL_RESIZE_THROTTLE_MS);
    flushSave.current = () => save.flush();
    window.addEventListener("scroll", save, { passive: true });
    return () => {
      save.cancel();
      window.removeEventListener("scroll", save);
    };
  }, []);

  useIsoLayoutEffect(() => {
    // A save still waiting for its throttle belongs to the page being left.
    flushSave.current();
    currentKey.current = entryKey(location.key);
    if (navigationType === "POP") {
      const y = readPositions()[currentKey.current];
      if (y !== undefined) {
        if (y > 0) revealDeferred();
        return void window.scrollTo(0, y);
      }
    }
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
      if (target) {
        revealDeferred(target);
        target.scrollIntoView();
        return holdInView(target);
      }
    }
    if (!optOut && navigationType !== "POP") window.scrollTo(0, 0);
    // The hash too: a plain in-page link (<a href="#id">) makes an entry React Router also keys
    // "default".
  }, [location.key, location.hash]);

  return null;
}
