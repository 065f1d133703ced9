/**
 * WOFF2 encoder (W3C "WOFF File Format 2.0"), written here rather than taken from a wasm build of
 * Google's encoder: it does the same transforms (glyf/loca, §5.1–5.3; hmtx, §5.4) in JavaScript
 * and compresses with Node's own native brotli (async on the libuv pool, or sync inside a subset
 * worker thread), with a window no larger than the input. bench/subset/encoders.ts compares it
 * with `woff2_compress`, wawoff2, ttf2woff2 and @napi-rs/ttf2woff2: at quality 11 it matches or
 * beats their size (the hmtx transform they skip); at the engine's quality 9 it is 10–30× faster
 * for 1–3 % more bytes.
 *
 * Input: one sfnt face (TrueType or CFF outlines). A glyf table that cannot be parsed is stored
 * untransformed (the format allows it), never refused.
 */
import zlib from "node:zlib";
import { tablesOf } from "./sfnt";

/** The 63 tags with a one-byte code in the table directory (§4.1, Known Table Tags). */
export const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep", "CFF ", "VORG", "EBDT",
  "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE", "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH",
  "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt", "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar",
  "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
];
const KNOWN_INDEX = new Map(KNOWN_TAGS.map((tag, i) => [tag, i]));

export interface Woff2Options {
  /** Brotli quality 0–11 (11: the format's reference encoder; smallest). */
  quality?: number;
  /** Apply the glyf/loca transform to TrueType outlines (default true). */
  transformGlyf?: boolean;
  /** Apply the hmtx transform where it is lossless (default true). */
  transformHmtx?: boolean;
}

/** A growable byte buffer. */
class Bytes {
  buf: Uint8Array;
  length = 0;
  constructor(capacity = 256) {
    this.buf = new Uint8Array(capacity);
  }
  private ensure(n: number) {
    if (this.length + n <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < this.length + n) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }
  u8(v: number) {
    this.ensure(1);
    this.buf[this.length++] = v;
  }
  u16(v: number) {
    this.ensure(2);
    this.buf[this.length++] = (v >> 8) & 0xff;
    this.buf[this.length++] = v & 0xff;
  }
  u32(v: number) {
    this.ensure(4);
    this.buf[this.length++] = (v >>> 24) & 0xff;
    this.buf[this.length++] = (v >>> 16) & 0xff;
    this.buf[this.length++] = (v >>> 8) & 0xff;
    this.buf[this.length++] = v & 0xff;
  }
  bytes(b: Uint8Array) {
    this.ensure(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }
  /** 255UInt16 (§3.1). */
  u255(v: number) {
    if (v < 253) this.u8(v);
    else if (v < 506) {
      this.u8(255);
      this.u8(v - 253);
    } else if (v < 762) {
      this.u8(254);
      this.u8(v - 506);
    } else {
      this.u8(253);
      this.u16(v);
    }
  }
  /** UIntBase128 (§3.2): big-endian 7-bit groups, no leading zero group. */
  base128(v: number) {
    const groups: number[] = [];
    do {
      groups.unshift(v & 0x7f);
      v = Math.floor(v / 128);
    } while (v > 0);
    for (let i = 0; i < groups.length; i++) this.u8(groups[i] | (i < groups.length - 1 ? 0x80 : 0));
  }
  view(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

class GlyfParseError extends Error {}

/** The result of the glyf/loca transform, plus what the hmtx transform needs. */
interface GlyfTransform {
  glyf: Uint8Array;
  /** xMin of each glyph as the decoder will rebuild it (0 for an empty glyph). */
  xMins: Int16Array;
  /** The loca format the decoder must rebuild with (long when short offsets would overflow). */
  indexFormat: number;
}

/**
 * Largest glyf a short (format 0) loca can address. A decoder rebuilds each glyph in its own
 * encoding and pads it to 4 bytes, so the rebuilt table can outgrow the original: past this,
 * the WOFF2 says long loca (as Google's encoder does when it normalises glyphs), or the
 * rebuilt offsets wrap and the sanitizer refuses the font.
 */
const SHORT_LOCA_MAX = 0x1fffe;
const pad4 = (n: number) => (n + 3) & ~3;

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;
// Composite glyph flags.
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** §5.1–5.2: glyf and loca as the seven streams of the transformed glyf table. */
function transformGlyf(glyf: Uint8Array, loca: Uint8Array, numGlyphs: number, indexFormat: number): GlyfTransform {
  const gv = new DataView(glyf.buffer, glyf.byteOffset, glyf.byteLength);
  const lv = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const locaEntry = indexFormat === 0 ? (i: number) => lv.getUint16(i * 2) * 2 : (i: number) => lv.getUint32(i * 4);
  if (loca.byteLength < (numGlyphs + 1) * (indexFormat === 0 ? 2 : 4)) throw new GlyfParseError("loca too short");

  const nContour = new Bytes(numGlyphs * 2 + 16);
  const nPoints = new Bytes(numGlyphs * 4 + 16);
  const flags = new Bytes(glyf.byteLength / 4 + 16);
  const glyphs = new Bytes(glyf.byteLength / 2 + 16);
  const composite = new Bytes(64);
  const bboxBitmap = new Uint8Array(4 * Math.floor((numGlyphs + 31) / 32));
  const bboxes = new Bytes(64);
  const instructions = new Bytes(64);
  const overlap = new Uint8Array((numGlyphs + 7) >> 3);
  let anyOverlap = false;
  const xMins = new Int16Array(numGlyphs);
  /** An upper bound of the rebuilt glyf's size. */
  let rebuilt = 0;

  // Point scratch space, grown as needed.
  let xs = new Int32Array(256);
  let ys = new Int32Array(256);
  let on = new Uint8Array(256);

  for (let g = 0; g < numGlyphs; g++) {
    const start = locaEntry(g);
    const end = locaEntry(g + 1);
    if (end < start || end > glyf.byteLength) throw new GlyfParseError("bad loca");
    if (end - start < 10) {
      if (end !== start) throw new GlyfParseError("glyph too short");
      nContour.u16(0);
      continue;
    }
    const numberOfContours = gv.getInt16(start);
    const xMin = gv.getInt16(start + 2);
    const yMin = gv.getInt16(start + 4);
    const xMax = gv.getInt16(start + 6);
    const yMax = gv.getInt16(start + 8);
    let p = start + 10;
    const need = (n: number) => {
      if (p + n > end) throw new GlyfParseError("glyph data cut short");
    };

    if (numberOfContours === 0) {
      // No outline: the decoder rebuilds an empty glyph.
      nContour.u16(0);
      continue;
    }

    if (numberOfContours < 0) {
      nContour.u16(0xffff);
      const componentsStart = p;
      let haveInstructions = false;
      let more = true;
      while (more) {
        need(4);
        const f = gv.getUint16(p);
        p += 4;
        p += f & ARG_1_AND_2_ARE_WORDS ? 4 : 2;
        if (f & WE_HAVE_A_SCALE) p += 2;
        else if (f & WE_HAVE_AN_X_AND_Y_SCALE) p += 4;
        else if (f & WE_HAVE_A_TWO_BY_TWO) p += 8;
        need(0);
        if (f & WE_HAVE_INSTRUCTIONS) haveInstructions = true;
        more = (f & MORE_COMPONENTS) !== 0;
      }
      composite.bytes(glyf.subarray(componentsStart, p));
      if (haveInstructions) {
        need(2);
        const n = gv.getUint16(p);
        p += 2;
        need(n);
        glyphs.u255(n);
        instructions.bytes(glyf.subarray(p, p + n));
      }
      // Rebuilt as it is: header, components, instructions.
      rebuilt += pad4(p - start);
      // A composite glyph's bbox is always explicit.
      bboxBitmap[g >> 3] |= 0x80 >> (g & 7);
      bboxes.u16(xMin);
      bboxes.u16(yMin);
      bboxes.u16(xMax);
      bboxes.u16(yMax);
      xMins[g] = xMin;
      continue;
    }

    // Simple glyph.
    need(2 * numberOfContours + 2);
    nContour.u16(numberOfContours);
    let last = -1;
    for (let c = 0; c < numberOfContours; c++) {
      const endPt = gv.getUint16(p + 2 * c);
      if (endPt <= last) throw new GlyfParseError("contour end points not increasing");
      nPoints.u255(endPt - last);
      last = endPt;
    }
    p += 2 * numberOfContours;
    const pointCount = last + 1;
    const instructionLength = gv.getUint16(p);
    p += 2;
    need(instructionLength);
    const instructionBytes = glyf.subarray(p, p + instructionLength);
    p += instructionLength;
    // Header, end points, instruction length and bytes, then at most a flag and two 2-byte coordinates a point.
    rebuilt += pad4(12 + 2 * numberOfContours + instructionLength + 5 * pointCount);

    if (pointCount > xs.length) {
      let cap = xs.length;
      while (cap < pointCount) cap *= 2;
      xs = new Int32Array(cap);
      ys = new Int32Array(cap);
      on = new Uint8Array(cap);
    }
    // Flags.
    const flagStart = p;
    const pointFlags = new Uint8Array(pointCount);
    for (let i = 0; i < pointCount; ) {
      need(1);
      const f = glyf[p++];
      pointFlags[i++] = f;
      if (f & REPEAT) {
        need(1);
        let r = glyf[p++];
        if (i + r > pointCount) throw new GlyfParseError("flag repeat past the end");
        while (r-- > 0) pointFlags[i++] = f;
      }
    }
    if (pointCount > 0 && glyf[flagStart] & OVERLAP_SIMPLE) {
      overlap[g >> 3] |= 0x80 >> (g & 7);
      anyOverlap = true;
    }
    // Coordinates (absolute).
    let x = 0;
    for (let i = 0; i < pointCount; i++) {
      const f = pointFlags[i];
      if (f & X_SHORT) {
        need(1);
        x += f & X_SAME_OR_POSITIVE ? glyf[p] : -glyf[p];
        p += 1;
      } else if (!(f & X_SAME_OR_POSITIVE)) {
        need(2);
        x += gv.getInt16(p);
        p += 2;
      }
      xs[i] = x;
      on[i] = f & ON_CURVE;
    }
    let y = 0;
    for (let i = 0; i < pointCount; i++) {
      const f = pointFlags[i];
      if (f & Y_SHORT) {
        need(1);
        y += f & Y_SAME_OR_POSITIVE ? glyf[p] : -glyf[p];
        p += 1;
      } else if (!(f & Y_SAME_OR_POSITIVE)) {
        need(2);
        y += gv.getInt16(p);
        p += 2;
      }
      ys[i] = y;
    }
    // Triplets (§5.2, the encoding of Google's reference encoder).
    let px = 0;
    let py = 0;
    let bx0 = Infinity;
    let by0 = Infinity;
    let bx1 = -Infinity;
    let by1 = -Infinity;
    for (let i = 0; i < pointCount; i++) {
      const cx = xs[i];
      const cy = ys[i];
      if (cx < bx0) bx0 = cx;
      if (cx > bx1) bx1 = cx;
      if (cy < by0) by0 = cy;
      if (cy > by1) by1 = cy;
      const dx = cx - px;
      const dy = cy - py;
      px = cx;
      py = cy;
      const ax = Math.abs(dx);
      const ay = Math.abs(dy);
      const onBit = on[i] ? 0 : 128;
      const xSign = dx < 0 ? 0 : 1;
      const ySign = dy < 0 ? 0 : 1;
      const xySigns = xSign + 2 * ySign;
      if (dx === 0 && ay < 1280) {
        flags.u8(onBit + ((ay & 0xf00) >> 7) + ySign);
        glyphs.u8(ay & 0xff);
      } else if (dy === 0 && ax < 1280) {
        flags.u8(onBit + 10 + ((ax & 0xf00) >> 7) + xSign);
        glyphs.u8(ax & 0xff);
      } else if (ax < 65 && ay < 65) {
        flags.u8(onBit + 20 + ((ax - 1) & 0x30) + (((ay - 1) & 0x30) >> 2) + xySigns);
        glyphs.u8((((ax - 1) & 0xf) << 4) | ((ay - 1) & 0xf));
      } else if (ax < 769 && ay < 769) {
        flags.u8(onBit + 84 + 12 * (((ax - 1) & 0x300) >> 8) + (((ay - 1) & 0x300) >> 6) + xySigns);
        glyphs.u8((ax - 1) & 0xff);
        glyphs.u8((ay - 1) & 0xff);
      } else if (ax < 4096 && ay < 4096) {
        flags.u8(onBit + 120 + xySigns);
        glyphs.u8(ax >> 4);
        glyphs.u8(((ax & 0xf) << 4) | (ay >> 8));
        glyphs.u8(ay & 0xff);
      } else {
        flags.u8(onBit + 124 + xySigns);
        glyphs.u8((ax >> 8) & 0xff);
        glyphs.u8(ax & 0xff);
        glyphs.u8((ay >> 8) & 0xff);
        glyphs.u8(ay & 0xff);
      }
    }
    glyphs.u255(instructionLength);
    instructions.bytes(instructionBytes);
    // The bbox is explicit only where it is not the points' own.
    if (pointCount === 0 || bx0 !== xMin || by0 !== yMin || bx1 !== xMax || by1 !== yMax) {
      bboxBitmap[g >> 3] |= 0x80 >> (g & 7);
      bboxes.u16(xMin);
      bboxes.u16(yMin);
      bboxes.u16(xMax);
      bboxes.u16(yMax);
    }
    xMins[g] = xMin;
  }

  const out = new Bytes(
    36 + nContour.length + nPoints.length + flags.length + glyphs.length + composite.length + bboxBitmap.length + bboxes.length + instructions.length + (anyOverlap ? overlap.length : 0),
  );
  out.u16(0); // reserved
  out.u16(anyOverlap ? 1 : 0); // optionFlags: overlapSimpleBitmap present
  out.u16(numGlyphs);
  const format = indexFormat === 0 && rebuilt > SHORT_LOCA_MAX ? 1 : indexFormat;
  out.u16(format);
  out.u32(nContour.length);
  out.u32(nPoints.length);
  out.u32(flags.length);
  out.u32(glyphs.length);
  out.u32(composite.length);
  out.u32(bboxBitmap.length + bboxes.length);
  out.u32(instructions.length);
  out.bytes(nContour.view());
  out.bytes(nPoints.view());
  out.bytes(flags.view());
  out.bytes(glyphs.view());
  out.bytes(composite.view());
  out.bytes(bboxBitmap);
  out.bytes(bboxes.view());
  out.bytes(instructions.view());
  if (anyOverlap) out.bytes(overlap);
  return { glyf: out.view(), xMins, indexFormat: format };
}

/**
 * §5.4: hmtx without the left side bearings that equal the glyphs' xMin, or null when none can
 * be dropped (then the table is stored as it is).
 */
function transformHmtx(hmtx: Uint8Array, numHMetrics: number, numGlyphs: number, xMins: Int16Array): Uint8Array | null {
  const v = new DataView(hmtx.buffer, hmtx.byteOffset, hmtx.byteLength);
  if (numHMetrics < 1 || numHMetrics > numGlyphs || hmtx.byteLength < 4 * numHMetrics + 2 * (numGlyphs - numHMetrics)) return null;
  let proportionalMatch = true;
  for (let i = 0; i < numHMetrics && proportionalMatch; i++) proportionalMatch = v.getInt16(4 * i + 2) === xMins[i];
  let monoMatch = true;
  for (let i = numHMetrics; i < numGlyphs && monoMatch; i++) monoMatch = v.getInt16(4 * numHMetrics + 2 * (i - numHMetrics)) === xMins[i];
  if (!proportionalMatch && !monoMatch) return null;
  const out = new Bytes(1 + hmtx.byteLength);
  out.u8((proportionalMatch ? 1 : 0) | (monoMatch ? 2 : 0));
  for (let i = 0; i < numHMetrics; i++) out.u16(v.getUint16(4 * i));
  if (!proportionalMatch) for (let i = 0; i < numHMetrics; i++) out.u16(v.getUint16(4 * i + 2));
  if (!monoMatch) for (let i = numHMetrics; i < numGlyphs; i++) out.u16(v.getUint16(4 * numHMetrics + 2 * (i - numHMetrics)));
  return out.view();
}

interface Entry {
  tag: string;
  origLength: number;
  /** Bytes in the compressed stream (transformed or not). */
  data: Uint8Array;
  /** Transform version in the flags byte (bits 6–7). */
  version: number;
  /** transformLength is written (the table is transformed). */
  transformed: boolean;
}

/** The table entries and uncompressed stream of a WOFF2 for `sfnt`. */
export function woff2Tables(sfnt: Uint8Array, options: Woff2Options = {}): { flavor: number; entries: Entry[] } {
  const { flavor, tables } = tablesOf(sfnt);
  const tags = [...tables.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // loca must follow glyf in the directory (§5.3).
  if (tables.has("glyf") && tables.has("loca")) {
    tags.splice(tags.indexOf("loca"), 1);
    tags.splice(tags.indexOf("glyf") + 1, 0, "loca");
  }
  const entries = new Map<string, Entry>(
    tags.map((tag) => {
      const data = tables.get(tag)!;
      // glyf/loca: version 3 is the null transform; other tables: version 0 is.
      const version = tag === "glyf" || tag === "loca" ? 3 : 0;
      return [tag, { tag, origLength: data.byteLength, data, version, transformed: false }];
    }),
  );

  const glyf = tables.get("glyf");
  const loca = tables.get("loca");
  const head = tables.get("head");
  const maxp = tables.get("maxp");
  if (options.transformGlyf !== false && glyf && loca && head && maxp && head.byteLength >= 54 && maxp.byteLength >= 6) {
    const numGlyphs = new DataView(maxp.buffer, maxp.byteOffset, maxp.byteLength).getUint16(4);
    const indexFormat = new DataView(head.buffer, head.byteOffset, head.byteLength).getInt16(50);
    try {
      if (indexFormat !== 0 && indexFormat !== 1) throw new GlyfParseError("bad indexToLocFormat");
      const { glyf: transformed, xMins, indexFormat: format } = transformGlyf(glyf, loca, numGlyphs, indexFormat);
      entries.set("glyf", { tag: "glyf", origLength: glyf.byteLength, data: transformed, version: 0, transformed: true });
      const locaLength = format === indexFormat ? loca.byteLength : (numGlyphs + 1) * 4;
      entries.set("loca", { tag: "loca", origLength: locaLength, data: new Uint8Array(0), version: 0, transformed: true });
      if (format !== indexFormat) {
        // head must announce the long loca the decoder rebuilds.
        const longHead = head.slice();
        new DataView(longHead.buffer).setInt16(50, format);
        entries.set("head", { ...entries.get("head")!, data: longHead });
      }
      const hmtx = tables.get("hmtx");
      const hhea = tables.get("hhea");
      if (options.transformHmtx !== false && hmtx && hhea && hhea.byteLength >= 36) {
        const numHMetrics = new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength).getUint16(34);
        const t = transformHmtx(hmtx, numHMetrics, numGlyphs, xMins);
        if (t) entries.set("hmtx", { tag: "hmtx", origLength: hmtx.byteLength, data: t, version: 1, transformed: true });
      }
    } catch (error) {
      if (!(error instanceof GlyfParseError)) throw error;
      // Keep the null transform: a valid WOFF2 all the same.
    }
  }
  return { flavor, entries: tags.map((t) => entries.get(t)!) };
}

function header(flavor: number, entries: Entry[], compressed: Uint8Array): Uint8Array {
  const dir = new Bytes(entries.length * 10);
  for (const e of entries) {
    const known = KNOWN_INDEX.get(e.tag);
    dir.u8((known ?? 63) | (e.version << 6));
    if (known === undefined) for (let i = 0; i < 4; i++) dir.u8(e.tag.charCodeAt(i));
    dir.base128(e.origLength);
    if (e.transformed) dir.base128(e.data.byteLength);
  }
  const totalSfntSize = 12 + 16 * entries.length + entries.reduce((n, e) => n + ((e.origLength + 3) & ~3), 0);
  const unpadded = 48 + dir.length + compressed.byteLength;
  const length = (unpadded + 3) & ~3;
  const out = new Bytes(length);
  out.u32(0x774f4632); // 'wOF2'
  out.u32(flavor);
  out.u32(length);
  out.u16(entries.length);
  out.u16(0);
  out.u32(totalSfntSize);
  out.u32(compressed.byteLength);
  out.u16(1); // majorVersion
  out.u16(0); // minorVersion
  out.u32(0); // metaOffset
  out.u32(0); // metaLength
  out.u32(0); // metaOrigLength
  out.u32(0); // privOffset
  out.u32(0); // privLength
  out.bytes(dir.view());
  out.bytes(compressed);
  while (out.length < length) out.u8(0);
  return out.view();
}

function stream(entries: Entry[]): Uint8Array {
  const total = entries.reduce((n, e) => n + e.data.byteLength, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const e of entries) {
    out.set(e.data, at);
    at += e.data.byteLength;
  }
  return out;
}

function brotliParams(size: number, quality: number) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_FONT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      // A window no larger than the input: the default 4 MB window makes quality 10–11 allocate
      // and clear tens of MB per call, which costs more than compressing a preview's subset.
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(size + 16)))),
    },
  };
}

/** Default brotli quality: 11 like the reference encoder (it is fast on preview-sized subsets). */
export const DEFAULT_QUALITY = 11;

/** WOFF2 of one sfnt face; brotli runs on the thread pool. */
export async function encodeWoff2(sfnt: Uint8Array, options: Woff2Options = {}): Promise<Uint8Array> {
  const { flavor, entries } = woff2Tables(sfnt, options);
  const data = stream(entries);
  const compressed = await new Promise<Uint8Array>((resolve, reject) =>
    zlib.brotliCompress(data, brotliParams(data.byteLength, options.quality ?? DEFAULT_QUALITY), (error, result) =>
      error ? reject(error) : resolve(new Uint8Array(result.buffer, result.byteOffset, result.byteLength)),
    ),
  );
  return header(flavor, entries, compressed);
}

/** The same, synchronously (for measurements). */
export function encodeWoff2Sync(sfnt: Uint8Array, options: Woff2Options = {}): Uint8Array {
  const { flavor, entries } = woff2Tables(sfnt, options);
  const data = stream(entries);
  const result = zlib.brotliCompressSync(data, brotliParams(data.byteLength, options.quality ?? DEFAULT_QUALITY));
  return header(flavor, entries, new Uint8Array(result.buffer, result.byteOffset, result.byteLength));
}
