/**
 * The compare page's text, size and line height, carried to /pdf/compare and the PDF in the query;
 * with the fonts (`fonts=ID,ID…`), the comparison is a link anyone can open (shareUrl), and the
 * PDF takes the very same parameters.
 */
import { COMPARE_DEFAULT_TEXT, COMPARE_MAX, COMPARE_TEXT_MAX } from "#contract/compare-constants";
import { API_PATHS } from "#contract/api-paths";

export interface CompareSettings {
  text: string;
  /** Font size in px (screen) / pt (PDF). */
  size: number;
  lineHeight: number;
}

export const SIZE_RANGE = { min: 16, max: 72 } as const;
export const LINE_HEIGHT_RANGE = { min: 1, max: 2.4 } as const;
export const DEFAULT_SETTINGS: CompareSettings = { text: COMPARE_DEFAULT_TEXT, size: 32, lineHeight: 1.5 };

const clamp = (n: number, min: number, max: number, fallback: number) => (Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback);

export function settingsFromSearch(search: URLSearchParams): CompareSettings {
  return {
    text: (search.get("text") ?? "").slice(0, COMPARE_TEXT_MAX) || DEFAULT_SETTINGS.text,
    size: Math.round(clamp(Number(search.get("size") ?? NaN), SIZE_RANGE.min, SIZE_RANGE.max, DEFAULT_SETTINGS.size)),
    lineHeight: clamp(Number(search.get("lh") ?? NaN), LINE_HEIGHT_RANGE.min, LINE_HEIGHT_RANGE.max, DEFAULT_SETTINGS.lineHeight),
  };
}

export function settingsSearch(s: CompareSettings): string {
  return new URLSearchParams({ text: s.text, size: String(s.size), lh: String(s.lineHeight) }).toString();
}

/** The query of a shared comparison: the fonts, then the settings. */
export function shareSearch(ids: readonly number[], s: CompareSettings): string {
  return `fonts=${ids.join(",")}&${settingsSearch(s)}`;
}

export function pdfUrl(apiBase: string, ids: number[], s: CompareSettings): string {
  return `${apiBase}${API_PATHS.comparePdf}?${shareSearch(ids, s)}`;
}

/** The comparison as a link anyone can open without signing in. */
export function shareUrl(origin: string, ids: readonly number[], s: CompareSettings): string {
  return `${origin}/pdf/compare?${shareSearch(ids, s)}`;
}

/** The fonts of a shared comparison's `fonts=` (distinct ids, at most COMPARE_MAX), or null when there are none. */
export function sharedFontIds(search: URLSearchParams): number[] | null {
  const raw = search.get("fonts");
  if (!raw || !/^\d{1,9}(,\d{1,9})*$/.test(raw)) return null;
  const ids = [...new Set(raw.split(",").map(Number))].filter((id) => id > 0).slice(0, COMPARE_MAX);
  return ids.length ? ids : null;
}
