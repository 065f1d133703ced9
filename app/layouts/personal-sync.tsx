/**
 * Loads the signed-in user's personal lists once a token is there (docs/product.md §4: favourites only with
 * a token), again whenever the token changes, and the unread counts every few minutes while the
 * page stays open, so the header badge follows messages that arrive meanwhile.
 */
import { useEffect } from "react";
import { useHttp } from "#app/lib/http-client";
import { useSession, useSessionStore } from "#app/lib/session";
import { loadFavorites } from "#app/features/favorites/api";
import { loadMessages } from "#app/features/messages/api";

const REFRESH_MS = 3 * 60_000;

export function PersonalSync() {
  const http = useHttp();
  const store = useSessionStore();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    // Failures here are not the visitor's business (the calls are silent); the next load retries.
    void loadFavorites(http, store).catch(() => undefined);
    void loadMessages(http, store).catch(() => undefined);
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void loadMessages(http, store).catch(() => undefined);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [token, http, store]);
  return null;
}
