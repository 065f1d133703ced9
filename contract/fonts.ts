/**
 * Fonts as the API answers them and the browser shows them (docs/product.md §3 "Fonts", §7
 * "Fonts and subsetting"), and the zod schemas of the font calls' input. Shared by both sides.
 *
 * Ids: a **family** id is what /font/{id}, getFontDetail?id=, search/{id}/childs use; a **font**
 * id (docs/product.md's fontGNo, one face: one weight or variant) is what the subset service,
 * search/fontInformation/{id}, favourites, compare and downloads use.
 */
import { z } from "zod";
import { charCount, COVER_MODES, FIND_TEXT_MAX, FONT_SORT_BY_DICT, FONT_SORTS, FONT_STANDARDS } from "./font-constants";
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
// The answers' shapes, derived from their schemas (contract/answers/fonts.ts).
export type { DictEntry, FontAxis, FontChars, FontCoverage, FontDetail, FontDict, FontFaceInfo, FontFaceItem, FontListItem, FontResource, GlyphGroup, SpecimenImage, VariableFontItem } from "./answers/fonts";

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

