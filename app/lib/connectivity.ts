/** Online/offline state from the browser's events, and whether prefetching is worth it (docs/product.md §4). */
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** Link prefetch is skipped offline, on 2g and with data-saver on. */
export function canPrefetch(nav: { onLine: boolean; connection?: NetworkInformation } = navigator as never): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? "").includes("2g");
}
