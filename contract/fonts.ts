/**
 * Fonts as the API answers them and the browser shows them (docs/product.md §3 "Fonts", §7
 * "Fonts and subsetting"), and the zod schemas of the font calls' input. Shared by both sides.
 *
 * Ids: a **family** id is what /font/{id}, getFontDetail?id=, search/{id}/childs use; a **font**
 * id (docs/product.md's fontGNo, one face: one weight or variant) is what the subset service,
 * search/fontInformation/{id}, favourites, compare and downloads use.
 */
import { z } from "zod";
import { charCount, COVER_MODES, FIND_TEXT_MAX, FONT_SORT_BY_DICT, FONT_SORTS, FONT_STANDARDS, type FontStandard } from "./font-constants";
import type { LicensePermissions } from "./licenses";
// The constants pages use live apart, free of zod, so a page needing one does not load the schemas.
export {
  COVERAGE_TOTALS,
  COVER_MODES,
  FIND_TEXT_MAX,
  FONT_SORT_BY_DICT,
  FONT_SORTS,
  FONT_STANDARDS,
  STANDARD_INFO,
  neededCodePoints,
  weightDict,
  type CoverMode,
  type FontSort,
  type FontStandard,
} from "./font-constants";
import { idQuery, paging, text, textProblem } from "./validators";
import { MESSAGES } from "./messages";

/** docs/product.md §3: a font with the faces of its family. `ttfPath`/`woffPath` are filled by the subset service. */
export interface FontResource {
  fontGNo: number;
  /** CSS family name of the face (unique per face); cssFontName() makes it a valid CSS name. */
  familyName: string;
  /** Paths of a subset of this face from POST /webfont/http; "" until a subset was asked for. */
  ttfPath: string;
  woffPath: string;
  childFontResource: FontResource[];
}

export interface FontCoverage {
  /** Of GB 2312's 6763 hanzi. */
  gb2312: number;
  /** Of 通用规范汉字表's 8105 characters. */
  tongyong8105: number;
  /** Of Big5's 13053 hanzi. */
  big5: number;
  /** CJK ideographs of any block. */
  hanzi: number;
  /** Every mapped code point. */
  total: number;
}


export interface FontAxis {
  tag: string;
  name: string;
  min: number;
  default: number;
  max: number;
}

/** One face, as listed under its family. */
export interface FontFaceItem {
  id: number;
  fontGNo: number;
  familyId: number;
  /** CSS family name for @font-face. */
  familyName: string;
  fullName: string;
  postscriptName: string;
  /** Chinese where known (粗体, 斜体, CN 简体 …), else the font's own. */
  styleName: string;
  styleNameEn: string;
  /** usWeightClass, 100–900. */
  weight: number;
  /** fontWeight dictNumber ("1" = 100 … "9" = 900). */
  weightDict: string;
  italic: boolean;
  isVariable: boolean;
  axes: FontAxis[];
  glyphCount: number;
  coverage: FontCoverage;
  version: string;
  /** ttf, otf, ttc, otc, woff, woff2 — the container of the original file. */
  format: string;
  /** List specimen PNG (drawn from the face's own outlines), or "". */
  specimenUrl: string;
  downloads: number;
}

/** Everything known about one face (search/fontInformation/{id}). */
export interface FontFaceInfo extends FontFaceItem {
  designer: string;
  manufacturer: string;
  copyright: string;
  unitsPerEm: number;
  faceIndex: number;
  fileSize: number;
  sha256: string;
  /** fontLanguage dictNumbers. */
  languages: string[];
  createdTime: string;
  family: FontListItem;
}

export interface SpecimenImage {
  url: string;
  kind: string;
  title: string;
  width: number;
  height: number;
}

/** A family in the font list. It is also a FontResource: fontGNo/familyName are its main face's. */
export interface FontListItem extends FontResource {
  /** Family id (/font/{id}). */
  id: number;
  name: string;
  nameEn: string;
  /** fontCategory dictNumber and label. */
  category: string;
  categoryName: string;
  /** fontLicense dictNumber and label; licenseName is the exact licence. */
  license: string;
  licenseLabel: string;
  licenseName: string;
  tags: string[];
  /** fontLanguage dictNumbers. */
  languages: string[];
  designer: string;
  foundry: string;
  description: string;
  fontCount: number;
  /** Distinct usWeightClass values of the faces, ascending. */
  weights: number[];
  isVariable: boolean;
  /** Coverage of the main face. */
  coverage: FontCoverage;
  glyphCount: number;
  /** List specimen of the main face. */
  specimenUrl: string;
  featured: number;
  downloads: number;
  favorites: number;
  createdTime: string;
  /** Character standards a face of the family covers completely (the `standard` filter's values). */
  standards: FontStandard[];
  /**
   * With `text` and `cover=any`: the characters of the text the shown face (fontGNo) lacks,
   * deduplicated, in order of first use; [] when it has them all. Absent otherwise.
   */
  missingChars?: string[];
}

/** getFontDetail. */
export interface FontDetail extends FontListItem {
  /** Faces, main face first then by weight (the detail page only: the list shows none of them). */
  fonts: FontFaceItem[];
  licenseText: string;
  licenseUrl: string;
  source: string;
  homepage: string;
  /** Nickname of the member whose accepted submission brought the family in (贡献者); "" for the catalogue's own. */
  contributor: string;
  /** Image-viewer specimens (poster, text, sizes). */
  specimens: SpecimenImage[];
  updatedTime: string;
  /** What the licence lets you do (contract/licenses.ts; docs/decisions/020-licence-permissions.md). */
  permissions: LicensePermissions;
}

/** One group of the glyph view (search/fontInformation/{id}/chars). */
export interface GlyphGroup {
  key: string;
  label: string;
  hint: string;
  /** A character standard (通用规范 levels, GB 2312, Big5): `missing` lists what the face lacks of it. */
  standard: boolean;
  /** Characters of the group: the standard's for a standard group, else the face's. */
  total: number;
  /** The face's characters of this group, in code-point order. */
  chars: string;
  missing: string;
}

/** Every character a face maps, grouped for the glyph view. */
export interface FontChars {
  fontId: number;
  /** Code points the face maps. */
  total: number;
  groups: GlyphGroup[];
}

/** A variable face with its axes (variable/query-list). */
export type VariableFontItem = FontFaceItem & { familyDisplayName: string };


/** A dictionary number ("1", "2" …); empty or absent means no filter. */
const dictNumber = (what: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.string().regex(/^\d{1,3}$/, `${what}参数不正确`).optional());

/** An optional query value: absent, blank or repeated-empty all mean "not given". */
const emptyAsUndefined = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** GET /web/api/font/getFontList query. */
export const fontListQuery = paging.extend({
  category: dictNumber("字体分类"),
  license: dictNumber("授权类型"),
  weight: dictNumber("字重"),
  language: dictNumber("语言"),
  keyword: text(50, "关键词").trim().optional().default(""),
  sort: z
    .string()
    .trim()
    .optional()
    .default("featured")
    .transform((v) => (v === "" ? "featured" : (FONT_SORT_BY_DICT[v] ?? v)))
    .pipe(z.enum(FONT_SORTS, { message: "排序方式不正确（featured、newest、downloads、favorites、name）" })),
  /** Only the families whose shown face can write this text (cover=all), or every family with what it lacks (cover=any). */
  text: z
    .string({ message: "文字必须是文本" })
    .refine((v) => charCount(v) <= FIND_TEXT_MAX, `文字最多 ${FIND_TEXT_MAX} 个字`)
    .refine((v) => textProblem(v) === null, MESSAGES.badCharacters)
    .optional()
    .default(""),
  cover: emptyAsUndefined.pipe(z.enum(COVER_MODES, { message: "cover 参数不正确（all 或 any）" }).optional()).transform((v) => v ?? "all"),
  standard: emptyAsUndefined.pipe(z.enum(FONT_STANDARDS, { message: "字符标准参数不正确（gb2312、tygf1、tygf2、tygf3、big5）" }).optional()),
  commercial: emptyAsUndefined
    .pipe(z.enum(["0", "1"], { message: "commercial 参数不正确（0 或 1）" }).optional())
    .transform((v) => v === "1"),
});
export type FontListQuery = z.output<typeof fontListQuery>;

/** `?id=` / path `{id}` of the font calls. */
export const fontIdParam = idQuery;

/** GET /api/v1/variable/query-list query. */
export const variableListQuery = paging.extend({
  keyword: text(50, "关键词").trim().optional().default(""),
});

export const FONT_MESSAGES = {
  notFound: MESSAGES.compareMissing,
  unknownCategory: (v: string) => `字体分类不存在: ${v}`,
  unknownLicense: (v: string) => `授权类型不存在: ${v}`,
  unknownWeight: (v: string) => `字重不存在: ${v}`,
  unknownLanguage: (v: string) => `语言不存在: ${v}`,
} as const;


/** One entry of the font dictionary (docs/product.md §3): compared by dictNumber as a string. */
export interface DictEntry {
  dictNumber: string;
  label: string;
  sort: number;
}

/** The font dictionary keyed by category (fontCategory, fontLicense, fontWeight, fontLanguage, fontSort). */
export type FontDict = Record<string, DictEntry[]>;
