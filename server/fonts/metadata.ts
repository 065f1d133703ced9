/**
 * Reads font files — TTF, OTF, TTC/OTC (every face), WOFF and WOFF2 — with fontkit, after a
 * structural check of the container (so a truncated file is refused instead of half read), and
 * extracts what the catalogue shows: names (Chinese name records first), weight, style, version,
 * designer and foundry, licence, glyph count, coverage and variable axes.
 */
import type { FontAxis } from "#contract/fonts";
import zlib from "node:zlib";
import type { Font, FontCollection } from "fontkit";
import { lazyRequire } from "#server/lazy-require";
import { coverageOf, languagesOf, type Coverage } from "./coverage";

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
  /** For WOFF: the unpacked TrueType/OpenType (harfbuzz reads neither WOFF nor WOFF2). */
  sfnt?: Uint8Array;
}

export class FontFileError extends Error {}

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

/** Every table of an sfnt directory at `at` lies inside the file, and the required ones exist. */
function checkSfnt(view: DataView, at: number, size: number, where: string) {
  if (at + 12 > size) throw new FontFileError(`${where}文件被截断（表目录不完整）`);
  const numTables = view.getUint16(at + 4);
  if (numTables === 0 || numTables > 512) throw new FontFileError(`${where}表目录无效`);
  if (at + 12 + numTables * 16 > size) throw new FontFileError(`${where}文件被截断（表目录不完整）`);
  const tags = new Set<string>();
  for (let i = 0; i < numTables; i++) {
    const rec = at + 12 + i * 16;
    const tag = String.fromCharCode(view.getUint8(rec), view.getUint8(rec + 1), view.getUint8(rec + 2), view.getUint8(rec + 3));
    const offset = view.getUint32(rec + 8);
    const length = view.getUint32(rec + 12);
    if (offset + length > size) throw new FontFileError(`${where}文件被截断（${tag.trim()} 表超出文件末尾）`);
    tags.add(tag);
  }
  checkTables(tags, where);
}

function checkTables(tags: Set<string>, where: string) {
  const missing = REQUIRED.filter((t) => !tags.has(t));
  if (!(tags.has("glyf") && tags.has("loca")) && !tags.has("CFF ") && !tags.has("CFF2")) missing.push("glyf/CFF");
  if (missing.length) throw new FontFileError(`${where}缺少必需的表: ${missing.join(", ")}`);
}

/** Structural check of the container, before fontkit (which reads lazily and would not notice). */
export function checkContainer(bytes: Uint8Array, format: FontFormat): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = bytes.length;
  switch (format) {
    case "ttf":
    case "otf":
      checkSfnt(view, 0, size, "");
      return 1;
    case "ttc":
    case "otc": {
      const numFonts = view.getUint32(8);
      if (numFonts === 0 || numFonts > 1024 || 12 + numFonts * 4 > size) throw new FontFileError("字体集合头无效或被截断");
      for (let i = 0; i < numFonts; i++) checkSfnt(view, view.getUint32(12 + i * 4), size, `第 ${i + 1} 个字体：`);
      return numFonts;
    }
    case "woff": {
      if (size < 44) throw new FontFileError("WOFF 文件被截断");
      if (view.getUint32(8) !== size) throw new FontFileError(`WOFF 文件长度不符（头部记录 ${view.getUint32(8)} 字节，实际 ${size} 字节），文件可能被截断`);
      const numTables = view.getUint16(12);
      if (44 + numTables * 20 > size) throw new FontFileError("WOFF 文件被截断（表目录不完整）");
      const tags = new Set<string>();
      for (let i = 0; i < numTables; i++) {
        const rec = 44 + i * 20;
        const tag = String.fromCharCode(view.getUint8(rec), view.getUint8(rec + 1), view.getUint8(rec + 2), view.getUint8(rec + 3));
        if (view.getUint32(rec + 4) + view.getUint32(rec + 8) > size) throw new FontFileError(`WOFF 文件被截断（${tag.trim()} 表超出文件末尾）`);
        tags.add(tag);
      }
      checkTables(tags, "");
      return 1;
    }
    case "woff2":
      if (size < 48) throw new FontFileError("WOFF2 文件被截断");
      if (view.getUint32(8) !== size) throw new FontFileError(`WOFF2 文件长度不符（头部记录 ${view.getUint32(8)} 字节，实际 ${size} 字节），文件可能被截断`);
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

/** Coverage and languages of a cmap, shared by the faces of a collection that point at the same cmap table. */
type CmapFacts = { coverage: Coverage; languages: string[] };

/** The metadata of one face. */
export function faceMeta(font: Font, faceIndex: number, cmapMemo?: Map<string, CmapFacts>, sfnt?: Uint8Array): FaceMeta {
  const r = records(font);
  const { familyNameEn, familyNameZh } = familyNames(font);
  const styleNameEn = english(r.preferredSubfamily) || english(r.fontSubfamily) || "Regular";
  const styleZh = chinese(r.preferredSubfamily) ?? (r.preferredSubfamily ? null : chinese(r.fontSubfamily));

  const os2 = font["OS/2"] as (Font["OS/2"] & { fsSelection?: { italic?: boolean; oblique?: boolean } }) | undefined;
  let weight = os2?.usWeightClass ?? 400;
  if (weight > 0 && weight < 10) weight *= 100; // some old fonts use 1–9
  if (!weight || weight > 1000) weight = 400;
  const italic = Boolean(os2?.fsSelection?.italic || os2?.fsSelection?.oblique || (font.italicAngle && Math.abs(font.italicAngle) > 0.01));

  const cmap = (font as unknown as { directory?: { tables?: Record<string, { offset: number; length: number }> } }).directory?.tables?.cmap;
  const memoKey = cmap ? `${cmap.offset}:${cmap.length}` : "";
  let facts = memoKey ? cmapMemo?.get(memoKey) : undefined;
  if (!facts) {
    const characterSet = (cmap && sfnt && readCmap(sfnt, cmap.offset, cmap.length)) || font.characterSet;
    if (!characterSet || characterSet.length === 0) throw new FontFileError("字体没有可用的字符映射 (cmap)");
    const coverage = coverageOf(characterSet);
    facts = { coverage, languages: languagesOf(characterSet, coverage) };
    if (memoKey) cmapMemo?.set(memoKey, facts);
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

/** Parses a whole file: every face of a collection. Throws FontFileError for a bad or damaged file. */
export function parseFontFile(bytes: Uint8Array): ParsedFontFile {
  const format = detectFormat(bytes);
  if (!format) throw new FontFileError("不是可识别的字体文件（支持 TTF、OTF、TTC/OTC、WOFF、WOFF2）");
  const declaredFaces = checkContainer(bytes, format);
  let parsed: Font | FontCollection;
  // fontkit inflates a WOFF table again on every glyph it reads (seconds for a CJK specimen):
  // unpack WOFF to a plain sfnt once instead.
  const sfnt = format === "woff" ? woffToSfnt(bytes) : bytes;
  try {
    const buffer = Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    parsed = fontkit().create(buffer);
  } catch (error) {
    throw new FontFileError(`字体文件无法解析: ${(error as Error).message}`);
  }
  const fonts = "fonts" in parsed ? parsed.fonts : [parsed];
  if (fonts.length !== declaredFaces) throw new FontFileError("字体集合中的字体数量不符");
  const cmapMemo = new Map<string, CmapFacts>();
  const faces = fonts.map((font, i) => {
    try {
      const tables = (font as unknown as { directory?: { tables?: Record<string, unknown> } }).directory?.tables;
      if (tables) checkTables(new Set(Object.keys(tables)), declaredFaces > 1 ? `第 ${i + 1} 个字体：` : "");
      // The cmap is read straight from the bytes (fontkit's characterSet is ~10× slower on CJK fonts);
      // WOFF2 tables exist only inside fontkit's decompressed stream, so there fontkit reads it.
      return faceMeta(font, i, cmapMemo, format === "woff2" ? undefined : sfnt);
    } catch (error) {
      if (error instanceof FontFileError) throw error;
      throw new FontFileError(`第 ${i + 1} 个字体无法读取: ${(error as Error).message}`);
    }
  });
  return { format, faces, fonts, ...(format === "woff" ? { sfnt } : {}) };
}

/** fontkit's order of preference among cmap subtables (platform, encoding). */
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

/**
 * The code points a cmap maps to a glyph other than .notdef, read from the table's bytes
 * (formats 4 and 12, which every font here uses); null for anything else, so the caller falls
 * back to fontkit.
 */
export function readCmap(bytes: Uint8Array, offset: number, length: number): number[] | null {
  if (offset + length > bytes.length || length < 4) return null;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = v.getUint16(offset + 2);
  const records = Array.from({ length: n }, (_, i) => ({
    platform: v.getUint16(offset + 4 + i * 8),
    encoding: v.getUint16(offset + 6 + i * 8),
    at: offset + v.getUint32(offset + 8 + i * 8),
  }));
  for (const [platform, encoding] of CMAP_PREFERENCE) {
    const rec = records.find((r) => r.platform === platform && r.encoding === encoding);
    if (!rec || rec.at + 4 > offset + length) continue;
    const format = v.getUint16(rec.at);
    const out: number[] = [];
    if (format === 12) {
      const groups = v.getUint32(rec.at + 12);
      if (rec.at + 16 + groups * 12 > offset + length) return null;
      for (let g = 0; g < groups; g++) {
        const at = rec.at + 16 + g * 12;
        const start = v.getUint32(at);
        const end = Math.min(v.getUint32(at + 4), 0x10ffff);
        const glyph = v.getUint32(at + 8);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) out.push(c);
      }
      return out;
    }
    if (format === 4) {
      const segX2 = v.getUint16(rec.at + 6);
      const ends = rec.at + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const ranges = deltas + segX2;
      if (ranges + segX2 > offset + length) return null;
      for (let i = 0; i < segX2 / 2; i++) {
        const end = v.getUint16(ends + i * 2);
        const start = v.getUint16(starts + i * 2);
        const delta = v.getUint16(deltas + i * 2);
        const rangeOffset = v.getUint16(ranges + i * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = ranges + i * 2 + rangeOffset + (c - start) * 2;
            if (at + 2 > offset + length) return null;
            glyph = v.getUint16(at);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) out.push(c);
        }
      }
      return out;
    }
    return null;
  }
  return null;
}

/** WOFF 1.0 → TrueType/OpenType: every table inflated once (the container was checked before). */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const rec = 44 + i * 20;
    const offset = view.getUint32(rec + 4);
    const compLength = view.getUint32(rec + 8);
    const origLength = view.getUint32(rec + 12);
    const raw = woff.subarray(offset, offset + compLength);
    let data: Uint8Array;
    try {
      data = compLength < origLength ? new Uint8Array(zlib.inflateSync(raw)) : raw;
    } catch {
      throw new FontFileError("WOFF 表数据损坏，无法解压");
    }
    if (data.length !== origLength) throw new FontFileError("WOFF 表数据长度不符，文件已损坏");
    return { tag: view.getUint32(rec), checksum: view.getUint32(rec + 16), data };
  });
  const align4 = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + numTables * 16;
  const out = new Uint8Array(headerSize + tables.reduce((n, t) => n + align4(t.data.length), 0));
  const w = new DataView(out.buffer);
  w.setUint32(0, view.getUint32(4)); // flavor
  w.setUint16(4, numTables);
  const pow = 2 ** Math.floor(Math.log2(Math.max(1, numTables)));
  w.setUint16(6, pow * 16);
  w.setUint16(8, Math.log2(pow));
  w.setUint16(10, numTables * 16 - pow * 16);
  let at = headerSize;
  tables.forEach((t, i) => {
    const rec = 12 + i * 16;
    w.setUint32(rec, t.tag);
    w.setUint32(rec + 4, t.checksum);
    w.setUint32(rec + 8, at);
    w.setUint32(rec + 12, t.data.length);
    out.set(t.data, at);
    at += align4(t.data.length);
  });
  return out;
}

/** One face of a stored font file for drawing (WOFF unpacked first, see parseFontFile). */
export function openFace(bytes: Uint8Array, faceIndex = 0): Font {
  const sfnt = detectFormat(bytes) === "woff" ? woffToSfnt(bytes) : bytes;
  const parsed = fontkit().create(Buffer.from(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength));
  const font = "fonts" in parsed ? parsed.fonts[faceIndex] : parsed;
  if (!font) throw new FontFileError(`字体集合中没有第 ${faceIndex + 1} 个字体`);
  return font;
}

/** The file extension the original is stored under. */
export function extensionOf(format: FontFormat): string {
  return format;
}
