/** Font constants both sides use (free of zod: the list and detail pages load this module). */

export const COVERAGE_TOTALS = { gb2312: 6763, tongyong8105: 8105, big5: 13053 } as const;

export const FONT_SORTS = ["featured", "newest", "downloads", "favorites", "name"] as const;
export type FontSort = (typeof FONT_SORTS)[number];
/** The fontSort dictionary's numbers, accepted for `sort` as well. */
export const FONT_SORT_BY_DICT: Record<string, FontSort> = { "1": "newest", "2": "downloads", "3": "favorites", "4": "name" };

/** usWeightClass → fontWeight dictNumber: 100 → "1" … 900 → "9". */
export function weightDict(weight: number): string {
  return String(Math.min(9, Math.max(1, Math.round(weight / 100))));
}

/**
 * Limits of the subset calls' input (server/fonts/subset/input.ts reads it; the answer schemas of
 * contract/answers/account.ts describe the same bodies): items per request, characters and distinct
 * code points of a text, the gno's length, the raw body and the axes of a variable subset.
 */
export const SUBSET_LIMITS = {
  items: 50,
  textChars: 20_000,
  codePoints: 2_000,
  gnoChars: 64,
  bodyBytes: 4 * 1024 * 1024,
  axes: 16,
} as const;

/* ------------------------------------------------------------------ finding fonts by text */

/** getFontList `text`: at most this many characters (code points, as typed). */
export const FIND_TEXT_MAX = 1000;

/** getFontList `cover`: `all` keeps the families whose shown face has every character; `any` keeps all, with `missingChars`. */
export const COVER_MODES = ["all", "any"] as const;
export type CoverMode = (typeof COVER_MODES)[number];

/** getFontList `standard`: families with a face that covers the whole character set. */
export const FONT_STANDARDS = ["gb2312", "tygf1", "tygf2", "tygf3", "big5"] as const;
export type FontStandard = (typeof FONT_STANDARDS)[number];

export const STANDARD_INFO: Record<FontStandard, { label: string; short: string; total: number }> = {
  gb2312: { label: "GB 2312", short: "GB 2312", total: 6763 },
  tygf1: { label: "通用规范汉字表 一级字", short: "通规一级", total: 3500 },
  tygf2: { label: "通用规范汉字表 一、二级字", short: "通规一二级", total: 6500 },
  tygf3: { label: "通用规范汉字表 全部 8105 字", short: "通规 8105", total: 8105 },
  big5: { label: "Big5", short: "Big5", total: 13053 },
};

/**
 * The characters a text asks a font for, deduplicated in order of first use (as code points).
 * Whitespace, control characters, lone surrogates, variation selectors and zero-width joiners
 * are left out: a font needs no glyph of its own for them, and none maps a line break.
 */
export function neededCodePoints(text: string): number[] {
  const seen = new Set<number>();
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) continue;
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef) || cp === 0x200c || cp === 0x200d) continue;
    if (/\s/u.test(char)) continue;
    seen.add(cp);
  }
  return [...seen];
}

/** Characters (code points) of a text as typed, for the FIND_TEXT_MAX limit. */
export const charCount = (text: string) => Array.from(text).length;
