/** In the browser, the session a page from the cache carries (contract/session-hole.ts). */
import { SESSION_SCRIPT_ID, type SessionHole } from "#contract/session-hole";

/** The session the server put in this page, or null (a page rendered for its visitor). */
export function readSessionHole(): SessionHole | null {
  if (typeof document === "undefined") return null;
  const text = document.getElementById(SESSION_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SessionHole;
  } catch {
    return null;
  }
}
