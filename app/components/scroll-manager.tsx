/**
 * Scroll on navigation (spec §2): a hash scrolls to its element; otherwise a new page starts at
 * the top unless its route opts out with `handle.scrollToTop === false`; back and forward
 * restore where the visitor was.
 */
import { useEffect, useLayoutEffect } from "react";
import { useLocation, useMatches, useNavigationType } from "react-router";

const POSITIONS_KEY = "scroll-positions";
const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export interface ScrollHandle {
  scrollToTop?: boolean;
}

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const optOut = matches.some((m) => (m.handle as ScrollHandle | undefined)?.scrollToTop === false);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  // Remember where the visitor leaves each history entry.
  useEffect(() => {
    const key = location.key;
    return () => {
      const saved = positions();
      saved[key] = window.scrollY;
      sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(saved));
    };
  }, [location.key]);

  useIsoLayoutEffect(() => {
    if (navigationType === "POP") {
      const y = positions()[location.key];
      if (y !== undefined) return void window.scrollTo(0, y);
    }
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
      if (target) return void target.scrollIntoView();
    }
    if (!optOut && navigationType !== "POP") window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
