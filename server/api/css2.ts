/**
 * The web-font CSS API for other websites (docs/contract.md "/css2"):
 *
 *   GET /css2?family=霞鹜文楷:wght@400;700&display=swap[&text=…][&subset=chinese-traditional]
 *     → text/css: @font-face rules (contract/webfont.ts has the grammar). A bad query, an
 *       unknown family or weight, or a licence that does not allow web embedding: HTTP 400 with
 *       the Chinese reason in a CSS comment.
 *   GET /webfont/s/<sha256>/<face>/<strategy>/<slice>.<key>.woff2   a slice, made on first request
 *   GET /webfont/t/<key>.woff2                                       a `text=` subset
 *
 * Headers: CSS `public, max-age=86400` with an ETag and 304; fonts `public,
 * max-age=31536000, immutable`; both `Access-Control-Allow-Origin: *` and `Timing-Allow-Origin: *`.
 *
 * A stylesheet is built once per normalised query and data version and then served from memory
 * (server/webfont/stylesheet-cache.ts); a build is admitted only within the per-address limit of
 * uncached stylesheets (429 with Retry-After beyond it), and one request names at most
 * CSS2_LIMITS.faces faces (docs/decisions/014-edges.md).
 */
import { Hono, type Context } from "hono";
import type { Logger } from "pino";
import type { ObjectStore } from "#server/storage/store";
import { SubsetError, type SubsetEngine } from "#server/fonts/subset/engine";
import { ApiError } from "#server/errors";
import { Css2QueryError, parseCss2Query } from "#contract/webfont";
import { errorCss } from "#server/webfont/css";
import { buildStylesheet } from "#server/webfont/stylesheet";
import { SliceNotFound, type Slicer } from "#server/webfont/slicer";
import type { WebfontService } from "#server/webfont/service";
import { isStrategyName } from "#server/webfont/strategies";
import { parseSliceFile, parseTextFile } from "#server/webfont/urls";
import { createStylesheetCache } from "#server/webfont/stylesheet-cache";
import { sendStored } from "#server/http/stored-body";
import { clientIp } from "#server/http/client-ip";
import { MESSAGES } from "#contract/messages";
import type { SubsetFiles } from "#server/http/files";
import { API_PATHS, honoPath } from "#contract/api-paths";

export interface Css2ApiDeps {
  service: WebfontService;
  slicer: Slicer;
  engine: SubsetEngine;
  store: ObjectStore;
  logger: Pick<Logger, "warn" | "error">;
  /** Origin of the font URLs in the CSS (fileOrigin in server/webfont/urls.ts); "" writes root-relative URLs. */
  base?: string;
  /** The data version (server/db/data-version.ts): a stored stylesheet is kept while it holds. */
  version: () => Promise<string>;
  /** Memory for stored stylesheets, bytes (CSS2_CACHE_MB); 0 keeps none. */
  cacheBytes: number;
  /** Makes an evicted `text=` subset again (server/fonts/subset-ledger.ts); absent, it is a 404. */
  subsets?: SubsetFiles;
}

function shared(c: Context) {
  c.header("Access-Control-Allow-Origin", "*");
  c.header("Timing-Allow-Origin", "*");
}

export function css2Api(deps: Css2ApiDeps) {
  const { service, slicer, engine, store, logger } = deps;
  const base = (deps.base ?? "").replace(/\/+$/, "");
  const api = new Hono();

  const stylesheets = createStylesheetCache({ maxBytes: deps.cacheBytes, version: deps.version });

  const refuse = (c: Context, status: 400 | 422 | 429 | 503, message: string, headers: Record<string, string> = {}) => {
    shared(c);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", "text/css; charset=utf-8");
    return c.body(errorCss(message), status);
  };

  api.get(API_PATHS.css2, async (c) => {
    try {
      const query = parseCss2Query(
        (name) => c.req.query(name),
        (name) => c.req.queries(name) ?? [],
      );
      const css = await stylesheets.get(
        query,
        (q) => buildStylesheet({ service, slicer, engine, base }, q),
        () => service.admitBuild(clientIp(c)),
      );
      const headers = new Headers({
        "Access-Control-Allow-Origin": "*",
        "Timing-Allow-Origin": "*",
        "Cache-Control": "public, max-age=86400",
        "Content-Type": "text/css; charset=utf-8",
        Vary: "Accept-Encoding",
      });
      return sendStored(c, css, headers);
    } catch (error) {
      if (error instanceof Css2QueryError) return refuse(c, 400, error.message);
      if (error instanceof ApiError) return refuse(c, error.status as 400 | 422 | 429 | 503, error.message, error.headers);
      throw error;
    }
  });

  const font = (c: Context, body: Uint8Array, key: string) => {
    shared(c);
    c.header("Content-Type", "font/woff2");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("ETag", `"${key}"`);
    if (c.req.header("If-None-Match") === `"${key}"`) return c.body(null, 304);
    c.header("Content-Length", String(body.byteLength));
    return c.body(body as Uint8Array<ArrayBuffer>);
  };
  const notFound = (c: Context) => {
    shared(c);
    return c.text(MESSAGES.notFound, 404);
  };

  api.get(honoPath(API_PATHS.webfontSlice), async (c) => {
    const { sha, face, strategy } = c.req.param();
    const file = parseSliceFile(c.req.param("file"));
    if (!/^[0-9a-f]{64}$/.test(sha) || !/^\d{1,3}$/.test(face) || !isStrategyName(strategy) || !file) return notFound(c);
    const record = await service.faceByFile(sha, Number(face));
    if (!record) return notFound(c);
    try {
      const r = await slicer.slice(record, strategy, file.index, file.key);
      return font(c, r.bytes, r.hash);
    } catch (error) {
      if (error instanceof SliceNotFound) return notFound(c);
      if (error instanceof SubsetError) {
        logger.warn({ err: error, sha, face }, "webfont: slice failed");
        shared(c);
        return c.text(error.message, error.status === 400 ? 422 : error.status);
      }
      throw error;
    }
  });

  api.get(honoPath(API_PATHS.webfontText), async (c) => {
    const key = parseTextFile(c.req.param("file"));
    if (!key) return notFound(c);
    let bytes = await store.read(`subsets/${key}.woff2`);
    // Evicted to keep the store within SUBSET_STORE_MB: the same name is made again.
    if (!bytes && (await deps.subsets?.restore(key).catch(() => false))) bytes = await store.read(`subsets/${key}.woff2`);
    if (!bytes) return notFound(c);
    deps.subsets?.used(key);
    return font(c, bytes, key);
  });

  return api;
}
