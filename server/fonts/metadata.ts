/**
 * Reads font files — TTF, OTF, TTC/OTC (every face), WOFF and WOFF2 — with fontkit, after a
 * structural check of the container (so a truncated file is refused instead of half read), and
 * extracts what the catalogue shows: names (Chinese name records first), weight, style, version,
 * designer and foundry, licence, glyph count, coverage and variable axes.
 */
import type { FontAxis } from "#contract/fonts";
import type { Font, FontCollection } from "fontkit";
import { lazyRequire } from "#server/lazy-require";
import type { CodePointSet } from "./charset";
import { readCmap } from "./cmap";
import { coverageOf, languagesOf, type Coverage } from "./coverage";
import { FontFileError } from "./font-file-error";
import { checkFaceTables, type TableMap } from "./table-bounds";
import { checkWoff2, DEFAULT_UNPACK_LIMITS, woffTables, woffToSfnt, type UnpackLimits, type Woff2Directory } from "./unpack";

export { FontFileError };

const fontkit = lazyRequire<typeof import("fontkit")>("fontkit");

export type FontFormat = "ttf" | "otf" | "ttc" | "otc" | "woff" | "woff2";


export interface FaceMeta {
  faceIndex: number;
  /** Grouping key: the typographic family name (name ID 16, else 1) in English, lower-cased. */
  familyKey: string;
  /** Typographic family name, English (or whatever the font has). */
  familyNameEn: string;
  /** Typographic family name from a Chinese name record, when it holds Chinese characters. */
  familyNameZh: string | null;
  styleNameEn: string;
  styleNameZh: string | null;
  fullName: string;
  postscriptName: string;
  weight: number;
  italic: boolean;
  /** "1.250" from "Version 1.250;January 17, 2023". */
  version: string;
  designer: string;
  manufacturer: string;
  copyright: string;
  /** Name ID 13 and 14. */
  licenseDescription: string;
  licenseUrl: string;
  description: string;
  glyphCount: number;
  unitsPerEm: number;
  coverage: Coverage;
  /** fontLanguage dictNumbers this face serves. */
  languages: string[];
  axes: FontAxis[];
  isVariable: boolean;
}

export interface ParsedFontFile {
  format: FontFormat;
  faces: FaceMeta[];
  /** fontkit objects of the faces, same order, for rendering specimens. */
  fonts: Font[];
  /** What each face's cmap maps, same order (faces sharing one cmap share one set). */
  codePoints: CodePointSet[];
  /** For WOFF: the unpacked TrueType/OpenType (harfbuzz reads neither WOFF nor WOFF2). */
  sfnt?: Uint8Array;
}

/** Chinese name records in order of preference: zh-CN (0x0804 and Mac 33 → "zh"), zh-SG, zh-TW, zh-HK, zh-MO, Mac Traditional. */
const ZH_LANGS = ["zh", "zh-CN", "zh-Hans", "zh-SG", "zh-TW", "zh-HK", "zh-MO", "zh-Hant"];
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Detects the container from the magic bytes; null when it is no font. */
export function detectFormat(bytes: Uint8Array): FontFormat | null {
  if (bytes.length < 12) return null;
  const tag = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  if (tag === "\0\x01\0\0" || tag === "true") return "ttf";
  if (tag === "OTTO") return "otf";
  if (tag === "wOFF") return "woff";
  if (tag === "wOF2") return "woff2";
  if (tag === "ttcf") {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const first = view.getUint32(12);
    if (first + 4 <= bytes.length && String.fromCharCode(...bytes.subarray(first, first + 4)) === "OTTO") return "otc";
    return "ttc";
  }
  return null;
}

const REQUIRED = ["cmap", "head", "hhea", "hmtx", "maxp", "name"];

/** The table directory of an sfnt at `at`: every table inside the file, and the required ones there. */
function sfntDirectory(view: DataView, at: number, size: number, where: string): TableMap {
  if (at + 12 > size) throw new FontFileError(`${where}文件被截断（表目录不完整）`);
  const numTables = view.getUint16(at + 4);
  if (numTables === 0 || numTables > 512) throw new FontFileError(`${where}表目录无效`);
  if (at + 12 + numTables * 16 > size) throw new FontFileError(`${where}文件被截断（表目录不完整）`);
  const tables: TableMap = new Map();
  for (let i = 0; i < numTables; i++) {
    const rec = at + 12 + i * 16;
    const tag = String.fromCharCode(view.getUint8(rec), view.getUint8(rec + 1), view.getUint8(rec + 2), view.getUint8(rec + 3));
    const offset = view.getUint32(rec + 8);
    const length = view.getUint32(rec + 12);
    if (offset + length > size) throw new FontFileError(`${where}文件被截断（${tag.trim()} 表超出文件末尾：偏移 ${offset}，长度 ${length}，文件只有 ${size} 字节）`);
    tables.set(tag, { offset, length });
  }
  checkTables(new Set(tables.keys()), where);
  return tables;
}

function checkTables(tags: Set<string>, where: string) {
  const missing = REQUIRED.filter((t) => !tags.has(t));
  if (!(tags.has("glyf") && tags.has("loca")) && !tags.has("CFF ") && !tags.has("CFF2")) missing.push("glyf/CFF");
  if (missing.length) throw new FontFileError(`${where}缺少必需的表: ${missing.join(", ")}`);
}

/** How a face is named in a message: nothing for a single font, "第 N 个字体：" in a collection. */
const faceLabel = (i: number, faces: number) => (faces > 1 ? `第 ${i + 1} 个字体：` : "");

/** The table directory of every face of a TrueType/OpenType font or collection. */
function sfntFaces(bytes: Uint8Array): TableMap[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = bytes.length;
  if (size >= 12 && view.getUint32(0) === 0x74746366) {
    const numFonts = view.getUint32(8);
    if (numFonts === 0 || numFonts > 1024 || 12 + numFonts * 4 > size) throw new FontFileError("字体集合头无效或被截断");
    return Array.from({ length: numFonts }, (_, i) => sfntDirectory(view, view.getUint32(12 + i * 4), size, faceLabel(i, numFonts)));
  }
  return [sfntDirectory(view, 0, size, "")];
}

/**
 * Structural check of the container, before fontkit (which reads lazily and would not notice):
 * the number of faces. WOFF and WOFF2 sizes are checked against `limits` before anything is
 * decompressed (unpack.ts).
 */
export function checkContainer(bytes: Uint8Array, format: FontFormat, limits: UnpackLimits = DEFAULT_UNPACK_LIMITS): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = bytes.length;
  switch (format) {
    case "ttf":
    case "otf":
    case "ttc":
    case "otc":
      return sfntFaces(bytes).length;
    case "woff": {
      if (size < 44) throw new FontFileError("WOFF 文件被截断");
      if (view.getUint32(8) !== size) throw new FontFileError(`WOFF 文件长度不符（头部记录 ${view.getUint32(8)} 字节，实际 ${size} 字节），文件可能被截断`);
      checkTables(new Set(woffTables(bytes, limits).map((t) => t.name.padEnd(4))), "");
      return 1;
    }
    case "woff2":
      if (size < 48) throw new FontFileError("WOFF2 文件被截断");
      if (view.getUint32(8) !== size) throw new FontFileError(`WOFF2 文件长度不符（头部记录 ${view.getUint32(8)} 字节，实际 ${size} 字节），文件可能被截断`);
      checkWoff2(bytes, limits);
      return 1;
  }
}

type NameRecords = Record<string, Record<string, string> | undefined>;

function records(font: Font): NameRecords {
  return ((font as unknown as { name?: { records?: NameRecords } }).name?.records ?? {}) as NameRecords;
}

const clean = (s: unknown) => (typeof s === "string" ? s.replace(/\0/g, "").trim() : "");

function english(rec: Record<string, string> | undefined): string {
  if (!rec) return "";
  return clean(rec.en) || clean(rec["en-US"]) || clean(Object.values(rec).find((v) => clean(v)));
}

function chinese(rec: Record<string, string> | undefined): string | null {
  if (!rec) return null;
  for (const lang of ZH_LANGS) {
    const v = clean(rec[lang]);
    if (v && HAN.test(v)) return v;
  }
  return null;
}

/** "Version 1.250;January 17, 2023" → "1.250". */
export function cleanVersion(raw: string): string {
  const m = /version\s*([0-9][\w.+-]*)/i.exec(raw);
  if (m) return m[1].replace(/[.;]+$/, "");
  return raw.split(";")[0].trim();
}

/** Typographic family names of a face: English (ID 16, else 1) and Chinese where the name table has it. */
export function familyNames(font: Font): { familyNameEn: string; familyNameZh: string | null } {
  const r = records(font);
  const fam1 = english(r.fontFamily);
  const fam16 = english(r.preferredFamily);
  const familyNameEn = fam16 || fam1 || clean(font.postscriptName) || "未命名字体";
  let familyNameZh = chinese(r.preferredFamily);
  if (!familyNameZh) {
    const zh1 = chinese(r.fontFamily);
    if (zh1 && (!fam16 || fam1 === fam16)) familyNameZh = zh1;
    else if (zh1 && fam1.startsWith(fam16)) {
      // ID 1 "LXGW WenKai Light" / "霞鹜文楷 Light" with ID 16 "LXGW WenKai": drop the style suffix.
      const suffix = fam1.slice(fam16.length).trim();
      familyNameZh = suffix && zh1.endsWith(suffix) ? zh1.slice(0, -suffix.length).trim() : zh1;
    }
  }
  return { familyNameEn, familyNameZh };
}

/** Coverage and languages of a cmap, shared by the faces of a collection that point at the same cmap subtable. */
type CmapFacts = { coverage: Coverage; languages: string[] };

/**
 * The metadata of one face. `codePoints`: what its cmap maps (readCmap); `memo` keeps the facts
 * drawn from each set, so the faces of a collection that share a cmap count it once.
 */
export function faceMeta(font: Font, faceIndex: number, codePoints: CodePointSet, memo = new Map<CodePointSet, CmapFacts>()): FaceMeta {
  const r = records(font);
  const { familyNameEn, familyNameZh } = familyNames(font);
  const styleNameEn = english(r.preferredSubfamily) || english(r.fontSubfamily) || "Regular";
  const styleZh = chinese(r.preferredSubfamily) ?? (r.preferredSubfamily ? null : chinese(r.fontSubfamily));

  const os2 = font["OS/2"] as (Font["OS/2"] & { fsSelection?: { italic?: boolean; oblique?: boolean } }) | undefined;
  let weight = os2?.usWeightClass ?? 400;
  if (weight > 0 && weight < 10) weight *= 100; // some old fonts use 1–9
  if (!weight || weight > 1000) weight = 400;
  const italic = Boolean(os2?.fsSelection?.italic || os2?.fsSelection?.oblique || (font.italicAngle && Math.abs(font.italicAngle) > 0.01));

  if (codePoints.size === 0) throw new FontFileError("字体没有可用的字符映射 (cmap)");
  let facts = memo.get(codePoints);
  if (!facts) {
    const coverage = coverageOf(codePoints);
    facts = { coverage, languages: languagesOf(codePoints, coverage) };
    memo.set(codePoints, facts);
  }
  const { coverage, languages } = facts;
  const axes: FontAxis[] = Object.entries(font.variationAxes ?? {}).map(([tag, a]) => ({
    tag,
    name: clean(a?.name) || tag,
    min: a!.min,
    default: a!.default,
    max: a!.max,
  }));
  if (!font.numGlyphs || font.numGlyphs < 2) throw new FontFileError("字体没有字形");
  const unitsPerEm = font.unitsPerEm;
  if (!unitsPerEm || unitsPerEm < 16 || unitsPerEm > 16384) throw new FontFileError("字体头 (head) 无效");

  return {
    faceIndex,
    familyKey: familyKeyOf(familyNameEn),
    familyNameEn,
    familyNameZh,
    styleNameEn,
    styleNameZh: styleZh && styleZh !== styleNameEn ? styleZh : null,
    fullName: chinese(r.fullName) ?? (english(r.fullName) || `${familyNameEn} ${styleNameEn}`),
    postscriptName: clean(font.postscriptName) || english(r.postscriptName) || `${familyNameEn}-${styleNameEn}`.replace(/\s+/g, ""),
    weight,
    italic,
    version: cleanVersion(english(r.version)),
    designer: chinese(r.designer) ?? english(r.designer),
    manufacturer: chinese(r.manufacturer) ?? english(r.manufacturer),
    copyright: english(r.copyright),
    licenseDescription: chinese(r.license) ?? english(r.license),
    licenseUrl: english(r.licenseURL),
    description: chinese(r.description) ?? english(r.description),
    glyphCount: font.numGlyphs,
    unitsPerEm,
    coverage,
    languages,
    axes,
    isVariable: axes.length > 0,
  };
}

export function familyKeyOf(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Parses a whole file: every face of a collection. Throws FontFileError, naming the problem, for
 * a bad, damaged or hostile file. Everything fontkit will read is checked first: the container
 * (checkContainer), each face's tables (table-bounds.ts) and its cmap (cmap.ts); WOFF and WOFF2
 * are unpacked within `limits` (unpack.ts). Runs in a parse worker for files from outside
 * (parse-pool.ts), which bounds its time and heap as well.
 */
export function parseFontFile(bytes: Uint8Array, limits: UnpackLimits = DEFAULT_UNPACK_LIMITS): ParsedFontFile {
  const format = detectFormat(bytes);
  if (!format) throw new FontFileError("不是可识别的字体文件（支持 TTF、OTF、TTC/OTC、WOFF、WOFF2）");
  const declaredFaces = checkContainer(bytes, format, limits);
  // fontkit inflates a WOFF table again on every glyph it reads (seconds for a CJK specimen):
  // unpack WOFF to a plain sfnt once instead.
  const sfnt = format === "woff" ? woffToSfnt(bytes, limits) : bytes;
  const woff2 = format === "woff2" ? checkWoff2(bytes, limits) : undefined;
  const directories = woff2 ? [] : sfntFaces(sfnt);
  directories.forEach((tables, i) => checkFaceTables(sfnt, tables, faceLabel(i, directories.length)));
  const fonts = openFonts(sfnt);
  if (fonts.length !== declaredFaces) throw new FontFileError("字体集合中的字体数量不符");
  const cmaps = new Map<number, CodePointSet>();
  const facts = new Map<CodePointSet, CmapFacts>();
  const codePoints: CodePointSet[] = [];
  const faces = fonts.map((font, i) => {
    const where = faceLabel(i, fonts.length);
    try {
      // WOFF2 tables exist only inside fontkit's decompressed stream: they are checked there.
      const { bytes: tableBytes, tables } = woff2 ? woff2Tables(font, woff2, where) : { bytes: sfnt, tables: directories[i] };
      const cmap = tables.get("cmap")!;
      const mapped = readCmap(tableBytes, cmap.offset, cmap.length, cmaps);
      if (!mapped) throw new FontFileError("字体没有可用的字符映射 (cmap)");
      codePoints.push(mapped);
      return faceMeta(font, i, mapped, facts);
    } catch (error) {
      if (error instanceof FontFileError) throw error.message.startsWith(where) ? error : new FontFileError(`${where}${error.message}`);
      throw new FontFileError(`第 ${i + 1} 个字体无法读取: ${(error as Error).message}`);
    }
  });
  return { format, faces, fonts, codePoints, ...(format === "woff" ? { sfnt } : {}) };
}

/** fontkit's faces of a checked sfnt or WOFF2 (WOFF is unpacked before). */
function openFonts(sfnt: Uint8Array): Font[] {
  let parsed: Font | FontCollection;
  try {
    parsed = fontkit().create(Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength));
  } catch (error) {
    throw new FontFileError(`字体文件无法解析: ${(error as Error).message}`);
  }
  return "fonts" in parsed ? parsed.fonts : [parsed];
}

/**
 * A WOFF2 face's tables in fontkit's decompressed stream (brotli, decoded on fontkit's first table
 * read within the size checkWoff2 allowed), checked like an sfnt's.
 */
function woff2Tables(font: Font, dir: Woff2Directory, where: string): { bytes: Uint8Array; tables: TableMap } {
  void font.unitsPerEm; // reading head makes fontkit decompress the stream
  const stream = (font as unknown as { stream?: { buffer?: Uint8Array } }).stream?.buffer;
  if (!stream || stream.length < dir.streamSize) throw new FontFileError("WOFF2 解压后的数据比表目录声明的短，文件已损坏");
  checkTables(new Set(dir.tables.keys()), where);
  checkFaceTables(stream, dir.tables);
  return { bytes: stream, tables: dir.tables };
}

/** One face of a stored font file for drawing, checked as parseFontFile checks it (WOFF unpacked first). */
export function openFace(bytes: Uint8Array, faceIndex = 0, limits: UnpackLimits = DEFAULT_UNPACK_LIMITS): Font {
  const format = detectFormat(bytes);
  if (!format) throw new FontFileError("不是可识别的字体文件");
  checkContainer(bytes, format, limits);
  const sfnt = format === "woff" ? woffToSfnt(bytes, limits) : bytes;
  if (format !== "woff2") sfntFaces(sfnt).forEach((tables, i, all) => checkFaceTables(sfnt, tables, faceLabel(i, all.length)));
  const font = openFonts(sfnt)[faceIndex];
  if (!font) throw new FontFileError(`字体集合中没有第 ${faceIndex + 1} 个字体`);
  if (format === "woff2") woff2Tables(font, checkWoff2(bytes, limits), "");
  return font;
}

/** The file extension the original is stored under. */
export function extensionOf(format: FontFormat): string {
  return format;
}
