/**
 * Cache of anonymous server-rendered pages (issue #8 item 8). A page a visitor without a sign-in
 * token gets depends only on the URL and the site data, so it is rendered once per data version
 * and then served from memory, already compressed, with an ETag (a repeat visit gets 304).
 *
 * - Key: data version + path and query + crawler-or-not (crawlers get the whole page at once,
 *   browsers a stream; the bytes are the same but the rendering path is not). Not the Host: no
 *   page depends on it (absolute URLs come from configuration, docs/decisions/018-edges.md), so
 *   forged Host headers neither reach a stored page nor fill the cache with copies.
 * - Invalidation: the data version (server/db/data-version.ts) is read for every request, so a
 *   page asked for after a committed write is rendered afresh, in every process; entries also
 *   expire after `maxAgeMs` as a bound for anything not held in the database.
 * - Never for a request that carries a token cookie: signed-in pages are rendered per request
 *   and marked private, so no user (and no shared cache) ever gets another user's page.
 * - Only a 200 HTML answer without Set-Cookie is kept; concurrent misses on one key render once.
 */
import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { STORAGE_KEYS } from "#contract/constants";
import { readCookie } from "#contract/cookies";
import { REUSED_NONCE_HEADER } from "./security-headers";
import { sendStored, storeBody, storedSize, type StoredBody } from "./stored-body";

export interface PageCacheOptions {
  /** Memory for stored pages (raw and compressed), in bytes. */
  maxBytes: number;
  maxAgeMs: number;
  /** The current data version; a failure bypasses the cache. */
  version: () => Promise<string>;
  /** This request's CSP nonce: kept with the page, named again when the page is served again. */
  nonce?: (c: Context) => string;
}

interface Entry {
  html: StoredBody;
  /** The CSP nonce the page's scripts carry. */
  nonce: string;
  contentType: string;
}

const ANONYMOUS_CACHE_CONTROL = "no-cache";
const SIGNED_IN_CACHE_CONTROL = "private, no-cache";

export function hasToken(c: Context): boolean {
  return Boolean(readCookie(c.req.header("Cookie"), STORAGE_KEYS.token));
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler {
  const cache = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => storedSize(entry.html),
    ttl: options.maxAgeMs,
  });
  const rendering = new Map<string, Promise<Entry | null>>();

  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    if (hasToken(c)) {
      await next();
      c.res.headers.set("Cache-Control", SIGNED_IN_CACHE_CONTROL);
      c.res.headers.append("Vary", "Cookie");
      return;
    }
    let version: string;
    try {
      version = await options.version();
    } catch {
      return next();
    }
    const url = new URL(c.req.url);
    const userAgent = c.req.header("User-Agent");
    const key = `${version} ${userAgent && isbot(userAgent) ? "bot" : "browser"} ${url.pathname}${url.search}`;

    let entry = cache.get(key);
    if (!entry) {
      const pending = rendering.get(key);
      if (pending) entry = (await pending) ?? undefined;
      else {
        const render = renderEntry(c, next, options.nonce?.(c) ?? "").finally(() => rendering.delete(key));
        rendering.set(key, render);
        const rendered = await render;
        if (!rendered) return; // Not cacheable: c.res is the page as rendered.
        cache.set(key, rendered);
        entry = rendered;
      }
      // A follower whose leader got an uncacheable answer renders for itself.
      if (!entry) return next();
    }
    c.res = undefined;
    c.res = await respond(c, entry);
  };
}

/** Renders the page; answers its entry when it can be kept, else leaves c.res as it came. */
async function renderEntry(c: Context, next: () => Promise<void>, nonce: string): Promise<Entry | null> {
  await next();
  const res = c.res;
  const contentType = res.headers.get("Content-Type") ?? "";
  if (res.status !== 200 || !contentType.startsWith("text/html") || res.headers.has("Set-Cookie") || res.headers.has("Content-Encoding")) {
    return null;
  }
  return { html: storeBody(new Uint8Array(await res.arrayBuffer())), nonce, contentType };
}

function respond(c: Context, entry: Entry): Promise<Response> {
  const headers = new Headers({ "Content-Type": entry.contentType, "Cache-Control": ANONYMOUS_CACHE_CONTROL, Vary: "Accept-Encoding, Cookie" });
  // A 304's headers replace the stored ones in the browser's cache, CSP included: it too must
  // name the nonce inside the stored page (same ETag, same bytes, same nonce).
  if (entry.nonce) headers.set(REUSED_NONCE_HEADER, entry.nonce);
  return sendStored(c, entry.html, headers);
}
