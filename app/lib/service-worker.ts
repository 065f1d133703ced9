/** Registers /sw.js with root scope (docs/product.md §2); unsupported browsers get a message, errors are ignored. */
import { useEffect } from "react";
import { MESSAGES } from "#contract/messages";

export function useServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) {
      console.warn(MESSAGES.serviceWorkerUnsupported);
      return;
    }
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // A failed registration only costs the offline cache; the site works without it.
    });
  }, []);
}
