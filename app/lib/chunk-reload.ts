/**
 * A lazily loaded part that fails to load (typically after a deploy replaced the assets) reloads
 * the page once, and not more than once per 60 s (docs/product.md §2); a second failure within the window is
 * left to the error page. The reload goes where the visitor was going: a route's own file fails
 * while the router is still on the old page, so a plain reload would land on the page they left.
 *
 * Two kinds of failure arrive here: a route module that React Router cannot import (its
 * loadRouteModule calls the window function named in ./chunk-reload-hook.ts, set below;
 * vite.config.ts turns its own unguarded reload into that call), and a lazy part of a page
 * (Vite's `vite:preloadError`).
 */
import { STORAGE_KEYS } from "#contract/constants";
import { CHUNK_RELOAD_GUARD_MS } from "#contract/constants";
import { ROUTE_MODULE_FAILED_HOOK } from "./chunk-reload-hook";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

type Place = Pick<Location, "pathname" | "search" | "hash">;

/** Where the visitor is going: the router's pending navigation, else the page they are on. */
export function targetOf(current: Place, pending?: Place | null): string {
  const place = pending ?? current;
  return place.pathname + place.search + place.hash;
}

/** The pending navigation's location, read from the router React Router puts on the window. */
function pendingLocation(): Place | null {
  const router = (window as unknown as { __reactRouterDataRouter?: { state?: { navigation?: { location?: Place } } } }).__reactRouterDataRouter;
  return router?.state?.navigation?.location ?? null;
}

/** Loads `target`: the same page again, or the one a navigation was going to. */
function go(target: string) {
  if (target === targetOf(window.location)) window.location.reload();
  else window.location.assign(target);
}

/** Reloads (onto `target`) unless a reload happened within the guard window; answers whether it did. */
export function reloadOnce(
  now = Date.now(),
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  load: (target: string) => void = go,
  target: string = targetOf(window.location, pendingLocation()),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
  load(target);
  return true;
}

export function installChunkReloadGuard(): void {
  // A route module: reload onto the target once; within the window, throw, and the router shows
  // the error page instead of reloading again.
  (window as unknown as Record<string, (error: unknown) => void>)[ROUTE_MODULE_FAILED_HOOK] = (error) => {
    if (!reloadOnce()) throw error;
  };
  // Vite's preload helper reports a failed chunk before the import rejects.
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
