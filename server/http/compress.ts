/**
 * Compresses text answers with brotli or gzip, as the browser accepts. Hono's own compress
 * middleware has no brotli, which saves a further 15–20 % on HTML, JS and JSON.
 * Files that exist precompressed (built assets) are served as such by the static handler.
 */
import { Readable } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** The encodings an Accept-Encoding header names with a weight above 0. */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if ((q ? Number(q.slice(2)) : 1) > 0) accepted.add(name);
  }
  return accepted;
}

export function pickEncoding(acceptEncoding: string | undefined, prefer: "br" | "gzip" = "br"): "br" | "gzip" | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has(prefer)) return prefer;
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || c.req.method === "HEAD" || res.headers.has("Content-Encoding")) return;
    if (!COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")) return;
    if (/no-transform/.test(res.headers.get("Cache-Control") ?? "")) return;
    const length = Number(res.headers.get("Content-Length") ?? NaN);
    if (length < MIN_BYTES) return;
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = pickEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const encoder =
      encoding === "br"
        ? zlib.createBrotliCompress({
            // Quality 5 is ~10× faster than the default 11 for nearly the same size on HTML.
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          })
        : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
    // Flush per chunk so streamed server rendering still reaches the browser as it comes.
    const body = Readable.fromWeb(res.body as import("node:stream/web").ReadableStream).pipe(encoder);
    const headers = new Headers(res.headers);
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    // Hono copies the previous response's headers onto a new one; clear it so the old length goes.
    c.res = undefined;
    c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, statusText: res.statusText, headers });
  };
}
