/**
 * Cache of anonymous server-rendered pages. A page a visitor without a sign-in
 * token gets depends only on the URL and the site data, so it is rendered once per data version
 * and then served from memory, already compressed, with an ETag (a repeat visit gets 304).
 *
 * - Key: data version + path and query + crawler-or-not (crawlers get the whole page at once,
 *   browsers a stream; the bytes are the same but the rendering path is not). Not the Host: no
 *   page depends on it (absolute URLs come from configuration, docs/decisions/014-edges.md), so
 *   forged Host headers neither reach a stored page nor fill the cache with copies.
 * - Invalidation: the data version (server/db/data-version.ts) is read for every request, so a
 *   page asked for after a committed write is rendered afresh, in every process; entries also
 *   expire after `maxAgeMs` as a bound for anything not held in the database.
 * - A request with a token cookie never gets an anonymous entry. With `signedIn`, it gets the
 *   page's shell (docs/decisions/024-signed-in-pages-from-the-cache.md): the page rendered once
 *   per data version for nobody (no cookie), stored apart from the anonymous pages, with two
 *   holes filled per request from the visitor's session (one query): the header's account corner
 *   and a JSON script the browser's session starts from. The filled page is gzip put together from
 *   parts compressed when the shell was stored and the holes compressed now (docs/decisions/028),
 *   and marked private. Personal pages (/user/*, the own compare sheet, the recovery page), data requests and a
 *   token the server no longer knows (forced logout) are rendered per request, as without it.
 * - Only a 200 HTML answer without Set-Cookie is kept; concurrent misses on one key render once.
 */
import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { STORAGE_KEYS } from "#contract/constants";
import { readCookie } from "#contract/cookies";
import { needsToken, stripHtmlSuffix } from "#contract/routes";
import { ACCOUNT_VARIANTS, accountHoleMarker, sessionScript, type AccountVariant, type SessionHole } from "#contract/session-hole";
import { REUSED_NONCE_HEADER } from "./security-headers";
import { pickEncoding } from "./compress";
import { freshPart, joinGzip, storedPart, type GzipPart } from "./gzip-parts";
import { sendStored, storeBody, storedSize, type StoredBody } from "./stored-body";

export interface PageCacheOptions {
  /** Memory for stored pages (raw and compressed), in bytes. */
  maxBytes: number;
  maxAgeMs: number;
  /** The current data version; a failure bypasses the cache. */
  version: () => Promise<string>;
  /** This request's CSP nonce: kept with the page, named again when the page is served again. */
  nonce?: (c: Context) => string;
  /** Given, signed-in visitors get the page's shell with their part filled in. */
  signedIn?: SignedInPages;
}

export interface SignedInPages {
  /** The visitor of a token (one query); null for a token the server no longer knows. */
  session: (token: string) => Promise<SessionHole | null>;
  /** The header's account corner of a visitor, as the page renders it. */
  accountHole: (hole: SessionHole, variant: AccountVariant) => string;
  /** Renders the page for nobody: no cookie, the account corner and session left as holes. */
  renderShell: (c: Context) => Promise<Response>;
}

interface Entry {
  kind: "page";
  html: StoredBody;
  /** The CSP nonce the page's scripts carry. */
  nonce: string;
  contentType: string;
}

/**
 * A signed-in page without its visitor: the document cut at its two holes, each part stored with
 * its gzip form made once (server/http/gzip-parts.ts), so a response compresses only the holes.
 */
interface Shell {
  kind: "shell";
  /** Up to </head>, where the session script goes. */
  head: GzipPart;
  /** From </head> to the account corner. */
  middle: GzipPart;
  variant: AccountVariant;
  /** After the account corner; its deflate stream is the one that ends. */
  tail: GzipPart;
  nonce: string;
  contentType: string;
}

const shellSize = (shell: Shell) =>
  [shell.head, shell.middle, shell.tail].reduce((sum, part) => sum + part.bytes.length + part.deflated.length, 200);

/** Only for a browser that takes brotli and not gzip (none of today's): the whole document, per response. */
const SHELL_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotli = promisify(zlib.brotliCompress);

const ANONYMOUS_CACHE_CONTROL = "no-cache";
const SIGNED_IN_CACHE_CONTROL = "private, no-cache";

export function hasToken(c: Context): boolean {
  return Boolean(readCookie(c.req.header("Cookie"), STORAGE_KEYS.token));
}

/** Pages that render something of the session outside the account corner (the recovery page hides its 立即登录 when signed in). */
const SESSION_PAGES = new Set(["/account/forget"]);

/** Pages whose body is the visitor's own: rendered for each request (docs/decisions/024). */
export function isPersonalPage(url: URL): boolean {
  const path = stripHtmlSuffix(url.pathname);
  // The print sheet without `fonts=` prints the visitor's own compare list.
  return needsToken(path) || SESSION_PAGES.has(path) || (path === "/pdf/compare" && !url.searchParams.has("fonts")) || path.endsWith(".data");
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler {
  const cache = new LRUCache<string, Entry | Shell>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => (entry.kind === "page" ? storedSize(entry.html) : shellSize(entry)),
    ttl: options.maxAgeMs,
  });
  const rendering = new Map<string, Promise<Entry | Shell | null>>();
  /** The entry of `key`, rendered by one request while the others wait for it; null if not keepable. */
  const shared = async <T extends Entry | Shell>(key: string, render: () => Promise<T | null>): Promise<T | null> => {
    const hit = cache.get(key) as T | undefined;
    if (hit) return hit;
    const pending = rendering.get(key) as Promise<T | null> | undefined;
    if (pending) return pending;
    const work = render().finally(() => rendering.delete(key));
    rendering.set(key, work);
    const entry = await work;
    if (entry) cache.set(key, entry);
    return entry;
  };

  const renderPrivate = async (c: Context, next: () => Promise<void>) => {
    await next();
    c.res.headers.set("Cache-Control", SIGNED_IN_CACHE_CONTROL);
    c.res.headers.append("Vary", "Cookie");
  };

  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const url = new URL(c.req.url);
    const userAgent = c.req.header("User-Agent");
    const agent = userAgent && isbot(userAgent) ? "bot" : "browser";
    if (hasToken(c)) {
      const signedIn = options.signedIn;
      if (!signedIn || isPersonalPage(url)) return renderPrivate(c, next);
      let hole: SessionHole | null;
      let version: string;
      try {
        hole = await signedIn.session(readCookie(c.req.header("Cookie"), STORAGE_KEYS.token) ?? "");
        version = await options.version();
      } catch {
        return renderPrivate(c, next);
      }
      // A dead token: the page rendered for the request removes the cookie (forced logout).
      if (!hole) return renderPrivate(c, next);
      const nonce = options.nonce?.(c) ?? "";
      const entry = await shared(`${version} shell ${agent} ${url.pathname}${url.search}`, () => renderShell(c, signedIn, nonce));
      // Not keepable (a redirect, a 404 …): rendered again, for this visitor.
      if (!entry) return renderPrivate(c, next);
      c.res = undefined;
      c.res = await respondShell(c, entry, hole, signedIn);
      return;
    }
    let version: string;
    try {
      version = await options.version();
    } catch {
      return next();
    }
    const key = `${version} ${agent} ${url.pathname}${url.search}`;

    let entry = cache.get(key) as Entry | undefined;
    if (!entry) {
      const pending = rendering.get(key) as Promise<Entry | null> | undefined;
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
  if (!keepable(res)) return null;
  return { kind: "page", html: storeBody(new Uint8Array(await res.arrayBuffer())), nonce, contentType };
}

/** Whether an answer can be kept for everyone: a 200 HTML page that sets no cookie. */
function keepable(res: Response): boolean {
  const contentType = res.headers.get("Content-Type") ?? "";
  return res.status === 200 && contentType.startsWith("text/html") && !res.headers.has("Set-Cookie") && !res.headers.has("Content-Encoding");
}

/** The page rendered for nobody, cut at its holes; null when it cannot be kept or has no account corner. */
async function renderShell(c: Context, signedIn: SignedInPages, nonce: string): Promise<Shell | null> {
  const res = await signedIn.renderShell(c);
  if (!keepable(res)) {
    await res.body?.cancel();
    return null;
  }
  const html = await res.text();
  const headEnd = html.indexOf("</head>");
  for (const variant of ACCOUNT_VARIANTS) {
    // The header comes before the page's content: its marker is the first one.
    const marker = accountHoleMarker(variant);
    const at = html.indexOf(marker, headEnd);
    if (headEnd < 0 || at < 0) continue;
    const [head, middle, tail] = await Promise.all([
      storedPart(Buffer.from(html.slice(0, headEnd)), false),
      storedPart(Buffer.from(html.slice(headEnd, at)), false),
      storedPart(Buffer.from(html.slice(at + marker.length)), true),
    ]);
    return { kind: "shell", head, middle, variant, tail, nonce, contentType: res.headers.get("Content-Type") ?? "text/html; charset=utf-8" };
  }
  return null;
}

/**
 * The shell with this visitor's part filled in. Gzip, which every browser takes, is put together
 * from the stored parts and the two holes compressed now (~0.1 ms for signed-in /font, against
 * ~3 ms for brotli 5 of the whole document; docs/decisions/028).
 */
async function respondShell(c: Context, shell: Shell, hole: SessionHole, signedIn: SignedInPages): Promise<Response> {
  const script = freshPart(Buffer.from(sessionScript(hole)));
  const corner = freshPart(Buffer.from(signedIn.accountHole(hole, shell.variant)));
  const parts = [shell.head, script, shell.middle, corner, shell.tail];
  const headers = new Headers({ "Content-Type": shell.contentType, "Cache-Control": SIGNED_IN_CACHE_CONTROL, Vary: "Accept-Encoding, Cookie" });
  if (shell.nonce) headers.set(REUSED_NONCE_HEADER, shell.nonce);
  const encoding = pickEncoding(c.req.header("Accept-Encoding"), "gzip");
  let bytes: Uint8Array;
  if (encoding === "gzip") bytes = joinGzip(parts);
  else {
    const html = Buffer.concat(parts.map((part) => part.bytes));
    bytes = encoding === "br" ? await brotli(html, SHELL_BROTLI) : html;
  }
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(bytes.length));
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

function respond(c: Context, entry: Entry): Promise<Response> {
  const headers = new Headers({ "Content-Type": entry.contentType, "Cache-Control": ANONYMOUS_CACHE_CONTROL, Vary: "Accept-Encoding, Cookie" });
  // A 304's headers replace the stored ones in the browser's cache, CSP included: it too must
  // name the nonce inside the stored page (same ETag, same bytes, same nonce).
  if (entry.nonce) headers.set(REUSED_NONCE_HEADER, entry.nonce);
  return sendStored(c, entry.html, headers);
}
