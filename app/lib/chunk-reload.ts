/**
 * A lazily loaded chunk that fails to load (typically after a deploy replaced the assets)
 * reloads the page once; a second failure within 60 s is left to the error page (spec §2).
 */
import { STORAGE_KEYS } from "#contract/constants";
import { CHUNK_RELOAD_GUARD_MS } from "#contract/constants";


export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads unless a reload happened within the guard window; answers whether it reloaded. */
export function reloadOnce(now = Date.now(), storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage, reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(STORAGE_KEYS.chunkReloadAt) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEYS.chunkReloadAt, String(now));
  reload();
  return true;
}

export function installChunkReloadGuard(): void {
  // Vite's preload helper reports a failed chunk before the import rejects.
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
