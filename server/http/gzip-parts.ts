/**
 * A gzip answer assembled from parts compressed at different times: the parts every visitor
 * shares compressed once (when the page's shell is stored), the few bytes of one visitor
 * compressed per response (docs/decisions/028-signed-in-shells-compressed-in-parts.md).
 *
 * Why this is valid gzip: each part is a raw deflate stream cut at a sync flush (a byte boundary,
 * no final block), and the last part ends the stream; deflate blocks may follow each other
 * whatever compressed them, and a part's back-references never reach before its own start. One
 * gzip header goes before the parts and one trailer after them (CRC-32 and length of the whole
 * document), so it is one gzip member: browsers ignore anything after a first member, which is
 * why parts cannot simply be separate gzip files put end to end. Brotli has no such seam (its
 * blocks carry state from the stream before them), so it is not assembled this way.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";

const deflateRaw = promisify(zlib.deflateRaw);

/** A part as stored: its bytes, and their deflate stream cut at a sync flush (or ended, for the last part). */
export interface GzipPart {
  bytes: Buffer;
  deflated: Buffer;
}

/** The 10-byte gzip header: deflate, no name or time, OS "unknown". */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Compresses a shared part once, off the main thread, at the best level (it is served many times). */
export async function storedPart(bytes: Buffer, last: boolean): Promise<GzipPart> {
  return { bytes, deflated: await deflateRaw(bytes, { level: 9, finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH }) };
}

/** Compresses a visitor's part now: it is small (a header corner, a JSON script). */
export function freshPart(bytes: Buffer): GzipPart {
  return { bytes, deflated: zlib.deflateRawSync(bytes, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
}

/** The gzip file of the parts in order; only the last may have ended its deflate stream. */
export function joinGzip(parts: readonly GzipPart[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    crc = zlib.crc32(part.bytes, crc);
    length += part.bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32 (RFC 1952).
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...parts.map((part) => part.deflated), trailer]);
}
