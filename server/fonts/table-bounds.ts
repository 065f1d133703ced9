/**
 * The tables fontkit reads while a font is parsed and drawn, checked against their own length
 * before fontkit sees them (docs/decisions/011-untrusted-font-parsing.md): every count is bounded
 * by the bytes that hold it (glyphs by hmtx and loca, name records by the name table, variation
 * axes by fvar), so a font cannot declare 65,535 glyphs in a few bytes and have them read from
 * whatever follows the table.
 */
import { FontFileError } from "./font-file-error";

export interface TableEntry {
  offset: number;
  length: number;
  /** A WOFF2 table stored transformed (glyf, loca, hmtx): its own layout, not checked here. */
  transformed?: boolean;
}

export type TableMap = Map<string, TableEntry>;

/** Minimum lengths of the fixed parts (OpenType 1.9: head 54, hhea 36, maxp 0.5 is 6, name 6, fvar 16). */
const FIXED: Record<string, [number, string]> = {
  head: [54, "字体头 (head)"],
  hhea: [36, "水平头 (hhea)"],
  maxp: [6, "最大值表 (maxp)"],
  name: [6, "名称表 (name)"],
  fvar: [16, "可变轴表 (fvar)"],
};

/**
 * Checks one face's tables (`tables`: tag → place in `bytes`). `where` prefixes each message
 * (e.g. "第 2 个字体：" in a collection). Throws FontFileError naming the table and the problem.
 */
export function checkFaceTables(bytes: Uint8Array, tables: TableMap, where = ""): void {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fail = (message: string): never => {
    throw new FontFileError(`${where}${message}`);
  };
  for (const [tag, t] of tables) {
    if (t.offset + t.length > bytes.length) fail(`${tag.trim()} 表超出文件末尾`);
    const fixed = FIXED[tag];
    if (fixed && !t.transformed && t.length < fixed[0]) fail(`${fixed[1]}只有 ${t.length} 字节，不完整`);
  }
  const head = tables.get("head");
  const maxp = tables.get("maxp");
  const hhea = tables.get("hhea");
  if (!head || !maxp || !hhea) return; // checkTables names what is missing

  const unitsPerEm = v.getUint16(head.offset + 18);
  if (unitsPerEm < 16 || unitsPerEm > 16384) fail(`字体头 (head) 的 unitsPerEm 为 ${unitsPerEm}，应在 16 到 16384 之间`);
  const numGlyphs = v.getUint16(maxp.offset + 4);
  if (numGlyphs < 2) fail("字体没有字形");

  const metrics = v.getUint16(hhea.offset + 34);
  const hmtx = tables.get("hmtx");
  if (hmtx && !hmtx.transformed) {
    if (metrics === 0) fail("水平头 (hhea) 的度量数为 0");
    const needed = 4 * metrics + 2 * Math.max(0, numGlyphs - metrics);
    if (hmtx.length < needed) fail(`水平度量表 (hmtx) 只有 ${hmtx.length} 字节，装不下 maxp 声明的 ${numGlyphs} 个字形（需要 ${needed} 字节）`);
  }

  const loca = tables.get("loca");
  if (loca && !loca.transformed && tables.has("glyf")) {
    const long = v.getInt16(head.offset + 50);
    if (long !== 0 && long !== 1) fail(`字体头 (head) 的 indexToLocFormat 为 ${long}，只能是 0 或 1`);
    const needed = (numGlyphs + 1) * (long ? 4 : 2);
    if (loca.length < needed) fail(`字形位置表 (loca) 只有 ${loca.length} 字节，装不下 maxp 声明的 ${numGlyphs} 个字形（需要 ${needed} 字节）`);
  }

  const name = tables.get("name");
  if (name) {
    const count = v.getUint16(name.offset + 2);
    const strings = v.getUint16(name.offset + 4);
    if (6 + 12 * count > name.length) fail(`名称表 (name) 的记录数 (${count}) 超出表的长度（${name.length} 字节）`);
    if (strings > name.length) fail("名称表 (name) 的字符串区超出表的范围");
    for (let i = 0; i < count; i++) {
      const rec = name.offset + 6 + i * 12;
      const length = v.getUint16(rec + 8);
      const offset = v.getUint16(rec + 10);
      if (strings + offset + length > name.length) fail(`名称表 (name) 的第 ${i + 1} 条记录超出表的范围`);
    }
  }

  const fvar = tables.get("fvar");
  if (fvar) {
    const axesAt = v.getUint16(fvar.offset + 4);
    const axisCount = v.getUint16(fvar.offset + 8);
    const axisSize = v.getUint16(fvar.offset + 10);
    const instanceCount = v.getUint16(fvar.offset + 12);
    const instanceSize = v.getUint16(fvar.offset + 14);
    if (axesAt + axisCount * axisSize + instanceCount * instanceSize > fvar.length) {
      fail(`可变轴表 (fvar) 的 ${axisCount} 个轴和 ${instanceCount} 个实例超出表的长度（${fvar.length} 字节）`);
    }
  }
}
