/**
 * Just enough of the sfnt (TrueType/OpenType) container for the subset engine: the table
 * directory of a font or of one face of a collection, checked against the file's length, so a
 * truncated or garbled file is refused before HarfBuzz sees it.
 */

export const SFNT_TRUETYPE = 0x00010000;
export const SFNT_CFF = 0x4f54544f; // 'OTTO'
const SFNT_APPLE_TRUE = 0x74727565; // 'true'
const TTC_TAG = 0x74746366; // 'ttcf'

export interface SfntTable {
  tag: string;
  checksum: number;
  offset: number;
  length: number;
}

export interface SfntFace {
  /** sfnt version: SFNT_TRUETYPE or SFNT_CFF. */
  flavor: number;
  tables: SfntTable[];
}

export class FontFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FontFormatError";
  }
}

const tagAt = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

function viewOf(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Number of faces: the count of a TTC/OTC header, 1 for a plain font. */
export function faceCount(bytes: Uint8Array): number {
  if (bytes.byteLength < 12) throw new FontFormatError("字体文件过短");
  const view = viewOf(bytes);
  return view.getUint32(0) === TTC_TAG ? view.getUint32(8) : 1;
}

/**
 * The table directory of face `index`, every table inside the file. Throws FontFormatError on a
 * file that is not an sfnt (WOFF/WOFF2 are converted on import), has no such face, or is cut short.
 */
export function readFace(bytes: Uint8Array, index = 0): SfntFace {
  const view = viewOf(bytes);
  const size = bytes.byteLength;
  if (size < 12) throw new FontFormatError("字体文件过短");
  let start = 0;
  if (view.getUint32(0) === TTC_TAG) {
    const count = view.getUint32(8);
    if (!Number.isInteger(index) || index < 0 || index >= count) throw new FontFormatError(`字体集合中没有第 ${index} 个字体`);
    if (12 + 4 * (index + 1) > size) throw new FontFormatError("字体集合头部不完整");
    start = view.getUint32(12 + 4 * index);
  } else if (index !== 0) {
    throw new FontFormatError(`字体文件中没有第 ${index} 个字体`);
  }
  if (start + 12 > size) throw new FontFormatError("字体表目录不完整");
  const flavor = view.getUint32(start);
  if (flavor !== SFNT_TRUETYPE && flavor !== SFNT_CFF && flavor !== SFNT_APPLE_TRUE) {
    throw new FontFormatError("不是 TrueType/OpenType 字体");
  }
  const numTables = view.getUint16(start + 4);
  if (numTables === 0 || start + 12 + 16 * numTables > size) throw new FontFormatError("字体表目录不完整");
  const tables: SfntTable[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = start + 12 + 16 * i;
    const table = { tag: tagAt(view, at), checksum: view.getUint32(at + 4), offset: view.getUint32(at + 8), length: view.getUint32(at + 12) };
    if (table.offset + table.length > size) throw new FontFormatError(`字体文件不完整（${table.tag.trim()} 表超出文件末尾）`);
    tables.push(table);
  }
  const has = (tag: string) => tables.some((t) => t.tag === tag);
  for (const tag of ["cmap", "head", "hhea", "hmtx", "maxp"]) {
    if (!has(tag)) throw new FontFormatError(`字体缺少 ${tag} 表`);
  }
  if (!(has("glyf") && has("loca")) && !has("CFF ") && !has("CFF2")) throw new FontFormatError("字体没有字形轮廓");
  return { flavor: flavor === SFNT_APPLE_TRUE ? SFNT_TRUETYPE : flavor, tables };
}

/** The tables of a single-face sfnt (HarfBuzz's output), as views into `bytes`. */
export function tablesOf(bytes: Uint8Array): { flavor: number; tables: Map<string, Uint8Array> } {
  const face = readFace(bytes, 0);
  const tables = new Map<string, Uint8Array>();
  for (const t of face.tables) tables.set(t.tag, bytes.subarray(t.offset, t.offset + t.length));
  return { flavor: face.flavor, tables };
}
