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
