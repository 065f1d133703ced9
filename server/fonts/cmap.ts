/**
 * The code points a cmap maps to a glyph other than .notdef, read straight from the table's bytes
 * (fontkit's characterSet is ~10× slower on CJK fonts and trusts every count it reads).
 *
 * Bounded whatever the file says (docs/decisions/011-untrusted-font-parsing.md): every offset,
 * length and count is checked against the cmap table; the code points of a subtable are counted
 * from its groups or segments before any is visited, and a subtable that claims more than Unicode
 * holds (its ranges overlap: one review font repeated U+0000–U+10FFFF 2,000 times in 24 KB) is
 * refused; the code points are gathered in a bitset over Unicode's 0x110000 code points (136 KB),
 * never a list that grows with the groups.
 */
import { CodePointSet } from "./charset";
import { FontFileError } from "./font-file-error";

/** Unicode's code space: U+0000–U+10FFFF. */
export const UNICODE_SIZE = 0x110000;

/**
 * While a subtable is read, its code points go into a flat bitset over the whole code space
 * (136 KB, one write per code point, whatever order the subtable gives them); the finished set is
 * the compact CodePointSet of charset.ts (a CJK face in ~20 KB) that every other part uses.
 */
type Bits = Uint32Array;
const newBits = (): Bits => new Uint32Array(UNICODE_SIZE / 32);
function add(bits: Bits, cp: number): void {
  bits[cp >>> 5] |= 1 << (cp & 31);
}

/** fontkit's order of preference among Unicode subtables (platform, encoding): the same subtable it draws with. */
const CMAP_PREFERENCE = [
  [3, 10],
  [0, 6],
  [0, 4],
  [3, 1],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * The mapped code points of a cmap table at `offset` (`length` bytes) of `bytes`: the preferred
 * Unicode subtable (fontkit's order), else the first subtable of a format read here (0, 4, 6, 10,
 * 12, 13). Null when the table does not fit in `bytes` or has no subtable of those formats.
 * Throws FontFileError, naming the problem, for a subtable outside the table, counts larger than
 * the bytes that hold them, or ranges that overlap past Unicode's size.
 *
 * `memo` (per file) keeps each subtable's set by its position, so the faces of a collection that
 * share one cmap read it once, whatever length their table directories give it.
 */
export function readCmap(bytes: Uint8Array, offset: number, length: number, memo?: Map<number, CodePointSet>): CodePointSet | null {
  if (offset + length > bytes.length) return null;
  if (length < 4) throw new FontFileError("字符映射表 (cmap) 过短");
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = offset + length;
  const n = v.getUint16(offset + 2);
  if (4 + n * 8 > length) throw new FontFileError(`字符映射表 (cmap) 的子表数 (${n}) 超出表的长度（${length} 字节）`);
  const records = Array.from({ length: n }, (_, i) => {
    const rel = v.getUint32(offset + 8 + i * 8);
    // Each subtable starts with at least its format and one more 16-bit field, inside the table.
    if (rel < 4 + n * 8 || rel + 4 > length) throw new FontFileError(`字符映射表 (cmap) 的第 ${i + 1} 个子表超出表的范围（偏移 ${rel}，表长 ${length} 字节）`);
    return { platform: v.getUint16(offset + 4 + i * 8), encoding: v.getUint16(offset + 6 + i * 8), at: offset + rel };
  });
  const preferred = CMAP_PREFERENCE.map(([p, e]) => records.find((r) => r.platform === p && r.encoding === e)).find(Boolean);
  const chosen = preferred ?? records.find((r) => READERS.has(v.getUint16(r.at)));
  if (!chosen) return null;
  const format = v.getUint16(chosen.at);
  const read = READERS.get(format);
  if (!read) throw new FontFileError(`不支持的字符映射表 (cmap) 子表格式 ${format}`);
  const extent = read.extent(v, chosen.at, end);
  if (chosen.at + extent > end) throw new FontFileError(`字符映射表 (cmap) 的格式 ${format} 子表超出表的范围（需要 ${fmt(extent)} 字节，表内只剩 ${fmt(end - chosen.at)} 字节）`);
  const known = memo?.get(chosen.at);
  if (known) return known;
  const bits = newBits();
  read.fill(v, chosen.at, end, bits);
  const set = CodePointSet.fromBits(bits);
  memo?.set(chosen.at, set);
  return set;
}

interface SubtableReader {
  /** The bytes the subtable's header says it needs (its counts bounded by this, checked against the table). */
  extent(v: DataView, at: number, end: number): number;
  /** Adds the mapped code points; the extent was checked. */
  fill(v: DataView, at: number, end: number, out: Bits): void;
}

/** Format 4: segments of U+0000–U+FFFF. */
const format4: SubtableReader = {
  extent(v, at, end) {
    if (at + 8 > end) return 8;
    const segX2 = v.getUint16(at + 6);
    return 16 + segX2 * 4;
  },
  fill(v, at, end, out) {
    const segX2 = v.getUint16(at + 6);
    const segs = segX2 >>> 1;
    const ends = at + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    // Non-overlapping segments cover at most the 65,536 code points of the BMP.
    let claimed = 0;
    for (let i = 0; i < segs; i++) {
      const first = v.getUint16(starts + i * 2);
      const last = v.getUint16(ends + i * 2);
      if (first <= last) claimed += last - first + 1;
    }
    if (claimed > 0x10000) {
      throw new FontFileError(`字符映射表 (cmap) 的分段超出 U+0000–U+FFFF 的范围：${fmt(segs)} 个分段合计 ${fmt(claimed)} 个码位，而该范围只有 65,536 个（分段互相重叠）`);
    }
    for (let i = 0; i < segs; i++) {
      const last = v.getUint16(ends + i * 2);
      const first = v.getUint16(starts + i * 2);
      const delta = v.getUint16(deltas + i * 2);
      const rangeOffset = v.getUint16(ranges + i * 2);
      for (let c = first; c <= last && c !== 0xffff; c++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
        else {
          const g = ranges + i * 2 + rangeOffset + (c - first) * 2;
          // A glyph index outside the table maps nothing (fontkit reads it as .notdef too).
          glyph = g + 2 <= end ? v.getUint16(g) : 0;
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) add(out, c);
      }
    }
  },
};

/** Formats 12 and 13: groups of 32-bit code points. */
const groups = (constantGlyph: boolean): SubtableReader => ({
  extent(v, at, end) {
    if (at + 16 > end) return 16;
    return 16 + v.getUint32(at + 12) * 12;
  },
  fill(v, at, _end, out) {
    const count = v.getUint32(at + 12);
    // Groups must not overlap, so together they cover at most Unicode's 1,114,112 code points:
    // counted before a single one is visited.
    let claimed = 0;
    for (let g = 0; g < count; g++) {
      const first = v.getUint32(at + 16 + g * 12);
      const last = Math.min(v.getUint32(at + 20 + g * 12), UNICODE_SIZE - 1);
      if (first <= last) claimed += last - first + 1;
    }
    if (claimed > UNICODE_SIZE) {
      throw new FontFileError(
        `字符映射表 (cmap) 的分组超出 Unicode 的范围：${fmt(count)} 个分组合计 ${fmt(claimed)} 个码位，而 Unicode 只有 1,114,112 个（分组互相重叠）`,
      );
    }
    for (let g = 0; g < count; g++) {
      const rec = at + 16 + g * 12;
      const first = v.getUint32(rec);
      const last = Math.min(v.getUint32(rec + 4), UNICODE_SIZE - 1);
      const glyph = v.getUint32(rec + 8);
      if (constantGlyph) {
        if (glyph !== 0) for (let c = first; c <= last; c++) add(out, c);
      } else {
        // Only the group's first code point can map to .notdef (glyph 0).
        for (let c = glyph === 0 ? first + 1 : first; c <= last; c++) add(out, c);
      }
    }
  },
});

/** Formats 6 (16-bit) and 10 (32-bit): one run of consecutive code points with a glyph each. */
const trimmed = (wide: boolean): SubtableReader => {
  const header = wide ? 20 : 10;
  const head = (v: DataView, at: number) => (wide ? [v.getUint32(at + 12), v.getUint32(at + 16)] : [v.getUint16(at + 6), v.getUint16(at + 8)]);
  return {
    extent(v, at, end) {
      if (at + header > end) return header;
      return header + head(v, at)[1] * 2;
    },
    fill(v, at, _end, out) {
      const [first, count] = head(v, at);
      for (let i = 0; i < count && first + i < UNICODE_SIZE; i++) if (v.getUint16(at + header + i * 2) !== 0) add(out, first + i);
    },
  };
};

/** Format 0: 256 one-byte glyph indices. */
const format0: SubtableReader = {
  extent: () => 6 + 256,
  fill(v, at, _end, out) {
    for (let c = 0; c < 256; c++) if (v.getUint8(at + 6 + c) !== 0) add(out, c);
  },
};

const READERS = new Map<number, SubtableReader>([
  [0, format0],
  [4, format4],
  [6, trimmed(false)],
  [10, trimmed(true)],
  [12, groups(false)],
  [13, groups(true)],
]);
