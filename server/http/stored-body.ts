/**
 * An answer kept in memory and served many times (the anonymous page cache, the /css2 stylesheet
 * cache): its bytes, a strong ETag, and each compressed form made once, off the main thread, the
 * first time a browser asks for that encoding. Serving it again costs no rendering, hashing or
 * compressing: a 304 when the browser has it, else the stored bytes. Two compress at a time: a
 * brotli encoder at quality 9 holds tens of MB while it works, and twenty of them started at once
 * (twenty new 2.9 MB stylesheets) took the process from 0.4 to 1.2 GB.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context } from "hono";
import pLimit from "p-limit";
import { pickEncoding } from "./compress";

type Encoding = "br" | "gzip";
export type Bytes = Uint8Array<ArrayBuffer>;

export interface StoredBody {
  bytes: Bytes;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Bytes>>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressing = pLimit(2);
/** Compressed once per stored answer, off the main thread: a good ratio is worth it here. */
const encode = (encoding: Encoding, bytes: Bytes): Promise<Bytes> =>
  compressing(async () =>
    new Uint8Array(
      encoding === "br"
        ? await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
        : await gzip(bytes, { level: 9 }),
    ),
  );

export function storeBody(bytes: Bytes): StoredBody {
  return { bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"`, encoded: {} };
}

/** Memory a stored answer may take: the raw bytes plus room for its compressed forms. */
export const storedSize = (body: StoredBody) => Math.ceil(body.bytes.length * 1.4) + 200;

/** The stored answer for this request: 304 when If-None-Match names it, else its bytes in the best encoding the browser takes. */
export async function sendStored(c: Context, body: StoredBody, headers: Headers): Promise<Response> {
  headers.set("ETag", body.etag);
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === body.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  let bytes = body.bytes;
  if (encoding) {
    bytes = await (body.encoded[encoding] ??= encode(encoding, body.bytes));
    headers.set("Content-Encoding", encoding);
  }
  headers.set("Content-Length", String(bytes.length));
  return new Response(c.req.method === "HEAD" ? null : bytes, { status: 200, headers });
}
