/**
 * WOFF and WOFF2 hold their tables compressed (zlib, brotli); a few hundred KB can declare, or
 * inflate to, gigabytes. Before anything is decompressed the declared sizes are checked
 * (docs/decisions/011-untrusted-font-parsing.md):
 *   - their total is at most `maxUnpackedBytes` (FONT_UNPACKED_MAX_MB; a real CJK font is
 *     10–40 MB unpacked) and at most MAX_RATIO times the file (no font compresses that well;
 *     Google's WOFF2 decoder uses the same bound);
 *   - WOFF: each table inflates with zlib's maxOutputLength = its declared origLength, so a
 *     stream that lies about its size stops there;
 *   - WOFF2: what the decoder allocates (the sum of the directory's table lengths, which fontkit's
 *     brotli decoder is given as its output size and cannot exceed) is at most the header's
 *     totalSfntSize, itself within the caps.
 */
import zlib from "node:zlib";
import { FontFileError } from "./font-file-error";
import { KNOWN_TAGS } from "./subset/woff2";

export interface UnpackLimits {
  /** The most a WOFF or WOFF2 may unpack to, in bytes (all tables together). */
  maxUnpackedBytes: number;
}

/** Declared unpacked size ÷ file size beyond which a file is refused as a decompression bomb. */
export const MAX_RATIO = 100;

const mb = (n: number) => `${(n / 1048576).toFixed(n < 10 * 1048576 ? 1 : 0)} MB`;

function checkDeclared(kind: string, declared: number, fileSize: number, limits: UnpackLimits) {
  if (declared > limits.maxUnpackedBytes) {
    throw new FontFileError(`${kind} 声明解压后共 ${mb(declared)}，超过上限 ${mb(limits.maxUnpackedBytes)}（压缩炸弹或过大的字体）`);
  }
  if (declared > MAX_RATIO * fileSize) {
    throw new FontFileError(`${kind} 声明解压后共 ${mb(declared)}，是文件本身 (${mb(fileSize)}) 的 ${Math.round(declared / fileSize)} 倍，超过 ${MAX_RATIO} 倍的上限（压缩炸弹）`);
  }
}

const tagAt = (view: DataView, at: number) => String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3)).trim();

interface WoffTable {
  tag: number;
  name: string;
  offset: number;
  compLength: number;
  origLength: number;
  checksum: number;
}

/** The WOFF 1.0 table directory, checked: every table inside the file, the declared sizes within the caps. */
export function woffTables(woff: Uint8Array, limits: UnpackLimits): WoffTable[] {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const numTables = view.getUint16(12);
  if (44 + numTables * 20 > woff.length) throw new FontFileError("WOFF 文件被截断（表目录不完整）");
  let declared = 12 + numTables * 16;
  const tables = Array.from({ length: numTables }, (_, i) => {
    const rec = 44 + i * 20;
    const t = { tag: view.getUint32(rec), name: tagAt(view, rec), offset: view.getUint32(rec + 4), compLength: view.getUint32(rec + 8), origLength: view.getUint32(rec + 12), checksum: view.getUint32(rec + 16) };
    if (t.offset + t.compLength > woff.length) throw new FontFileError(`WOFF 文件被截断（${t.name} 表超出文件末尾）`);
    if (t.compLength > t.origLength) throw new FontFileError(`WOFF 的 ${t.name} 表压缩后 (${t.compLength} 字节) 比原始长度 (${t.origLength} 字节) 还大，文件已损坏`);
    declared += (t.origLength + 3) & ~3;
    return t;
  });
  checkDeclared("WOFF", declared, woff.length, limits);
  return tables;
}

/** WOFF 1.0 → TrueType/OpenType: every table inflated once, none past its declared length. */
export function woffToSfnt(woff: Uint8Array, limits: UnpackLimits): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const entries = woffTables(woff, limits);
  const tables = entries.map((t) => {
    const raw = woff.subarray(t.offset, t.offset + t.compLength);
    let data: Uint8Array;
    try {
      data = t.compLength < t.origLength ? new Uint8Array(zlib.inflateSync(raw, { maxOutputLength: Math.max(1, t.origLength) })) : raw;
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        throw new FontFileError(`WOFF 的 ${t.name} 表解压后超过它声明的长度 (${t.origLength} 字节)，已停止解压（压缩炸弹）`);
      }
      throw new FontFileError(`WOFF 的 ${t.name} 表数据损坏，无法解压`);
    }
    if (data.length !== t.origLength) throw new FontFileError(`WOFF 的 ${t.name} 表解压后长度 (${data.length} 字节) 与声明的 ${t.origLength} 字节不符，文件已损坏`);
    return { tag: t.tag, checksum: t.checksum, data };
  });
  return buildSfnt(view.getUint32(4), tables);
}

/** A TrueType/OpenType file of the given tables, in their order, each 4-byte aligned. */
export function buildSfnt(flavor: number, tables: { tag: number | string; checksum: number; data: Uint8Array }[]): Uint8Array {
  const numTables = tables.length;
  const align4 = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const out = new Uint8Array(headerSize + tables.reduce((n, t) => n + align4(t.data.length), 0));
  const w = new DataView(out.buffer);
  w.setUint32(0, flavor);
  w.setUint16(4, numTables);
  const pow = 2 ** Math.floor(Math.log2(Math.max(1, numTables)));
  w.setUint16(6, pow * 16);
  w.setUint16(8, Math.log2(pow));
  w.setUint16(10, numTables * 16 - pow * 16);
  let at = headerSize;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    if (typeof t.tag === "number") w.setUint32(rec, t.tag);
    else for (let k = 0; k < 4; k++) out[rec + k] = t.tag.charCodeAt(k);
    w.setUint32(rec + 4, t.checksum);
    w.setUint32(rec + 8, at);
    w.setUint32(rec + 12, t.data.length);
    out.set(t.data, at);
    at += align4(t.data.length);
  });
  return out;
}

export interface Woff2Directory {
  /** Table tag → its place in the decompressed stream, as fontkit lays it out (in directory order). */
  tables: Map<string, { offset: number; length: number; transformed: boolean }>;
  /** Bytes the brotli stream decompresses to (what the decoder allocates). */
  streamSize: number;
}

/**
 * The WOFF2 header and table directory (§4–5), checked before any decoding: the compressed data
 * inside the file, and what the decoder will allocate within the header's totalSfntSize and the caps.
 * fontkit reads one font per WOFF2 (no collection directory), so a WOFF2 collection is refused.
 */
export function checkWoff2(bytes: Uint8Array, limits: UnpackLimits): Woff2Directory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 48) throw new FontFileError("WOFF2 文件被截断");
  const flavor = view.getUint32(4);
  if (flavor === 0x74746366) throw new FontFileError("不支持 WOFF2 格式的字体集合，请上传 TTC/OTC 或单个字体");
  const numTables = view.getUint16(12);
  if (numTables === 0) throw new FontFileError("WOFF2 表目录无效");
  const totalSfntSize = view.getUint32(16);
  const totalCompressedSize = view.getUint32(20);
  let at = 48;
  const byte = () => {
    if (at >= bytes.length) throw new FontFileError("WOFF2 文件被截断（表目录不完整）");
    return bytes[at++];
  };
  // UIntBase128 (§4.1): at most 5 bytes, no leading zeros, below 2^32.
  const base128 = () => {
    let n = 0;
    for (let i = 0; i < 5; i++) {
      const b = byte();
      if (i === 0 && b === 0x80) throw new FontFileError("WOFF2 表目录中的长度编码无效");
      if (n >= 2 ** 25) throw new FontFileError("WOFF2 表目录中的长度超出 32 位");
      n = n * 128 + (b & 0x7f);
      if ((b & 0x80) === 0) return n;
    }
    throw new FontFileError("WOFF2 表目录中的长度编码无效");
  };
  const tables: Woff2Directory["tables"] = new Map();
  let streamSize = 0;
  for (let i = 0; i < numTables; i++) {
    const flags = byte();
    let tag = KNOWN_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) tag = String.fromCharCode(byte(), byte(), byte(), byte());
    const length = base128();
    const version = flags >>> 6;
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const stored = transformed ? base128() : length;
    tables.set(tag, { offset: streamSize, length: stored, transformed });
    streamSize += stored;
  }
  if (at + totalCompressedSize > bytes.length) throw new FontFileError("WOFF2 的压缩数据超出文件末尾，文件可能被截断");
  checkDeclared("WOFF2", Math.max(totalSfntSize, streamSize), bytes.length, limits);
  if (streamSize > totalSfntSize) {
    throw new FontFileError(`WOFF2 的表共需 ${mb(streamSize)}，超过头部声明的解压后大小 ${mb(totalSfntSize)}，文件已损坏`);
  }
  return { tables, streamSize };
}

/** FONT_UNPACKED_MAX_MB's default: three times the largest real CJK font unpacked (10–40 MB). */
export const DEFAULT_UNPACKED_MAX_MB = 128;
export const DEFAULT_UNPACK_LIMITS: UnpackLimits = { maxUnpackedBytes: DEFAULT_UNPACKED_MAX_MB * 1024 * 1024 };
