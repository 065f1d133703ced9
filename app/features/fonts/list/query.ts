/**
 * The /font list's state in the URL: filters, keyword, sort and paging are query parameters, so
 * a filtered list is a shareable link and the server renders it. Parsing is lenient (a value
 * that cannot be right is dropped, not an error page); the API still checks that dictionary
 * numbers exist. Defaults are left out of the URL, parameters come in one stable order.
 *
 *   /font?category=3&license=1&keyword=文楷&sort=downloads&current=2&size=48
 *   /font?text=张𠮷&cover=any&standard=tygf3&commercial=1     the text filter (find-text.tsx)
 */
import { FIND_TEXT_MAX, FONT_SORT_BY_DICT, FONT_SORTS, FONT_STANDARDS, type CoverMode, type FontSort, type FontStandard } from "#contract/font-constants";

/** The font dictionary's filter categories, in the order the page shows them. */
export const FILTERS = [
  { key: "category", dict: "fontCategory", label: "分类" },
  { key: "license", dict: "fontLicense", label: "授权" },
  { key: "weight", dict: "fontWeight", label: "字重" },
  { key: "language", dict: "fontLanguage", label: "语言" },
] as const;

export type FilterKey = (typeof FILTERS)[number]["key"];

/** Page sizes of the font list: multiples of 2, 3 and 4 for the card grid, each ≤ 50 so one subset call previews a page. */
export const LIST_PAGE_SIZES = [12, 24, 48] as const;
export const LIST_DEFAULT_SIZE = 24;
/** The subset service takes at most 50 items a call (server/fonts/subset/input.ts). */
export const LIST_MAX_SIZE = 50;
export const KEYWORD_MAX = 50;

export interface ListQuery {
  category: string;
  license: string;
  weight: string;
  language: string;
  keyword: string;
  /** Only fonts that can write this text ("" = no text filter). */
  text: string;
  /** With a text: "all" keeps the fonts that have every character, "any" shows all with what they lack. */
  cover: CoverMode;
  standard: FontStandard | "";
  /** Only licences that allow free commercial use. */
  commercial: boolean;
  sort: FontSort;
  current: number;
  size: number;
}

export const DEFAULT_LIST_QUERY: Readonly<ListQuery> = {
  category: "",
  license: "",
  weight: "",
  language: "",
  keyword: "",
  text: "",
  cover: "all",
  standard: "",
  commercial: false,
  sort: "featured",
  current: 1,
  size: LIST_DEFAULT_SIZE,
};

/** The sort select's options: "featured" first, then the fontSort dictionary's order. */
export const SORT_LABELS: Record<FontSort, string> = {
  featured: "推荐",
  newest: "最新收录",
  downloads: "最多下载",
  favorites: "最多收藏",
  name: "名称",
};

const ORDER: readonly (keyof ListQuery)[] = ["category", "license", "weight", "language", "standard", "commercial", "keyword", "text", "cover", "sort", "current", "size"];

const dictNumber = (v: string | null) => (v && /^\d{1,3}$/.test(v.trim()) ? v.trim() : "");

function positiveInt(v: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!v || !/^\d{1,9}$/.test(v.trim())) return fallback;
  const n = Number(v.trim());
  return n >= 1 ? Math.min(n, max) : fallback;
}

function sortOf(v: string | null): FontSort {
  const s = (v ?? "").trim();
  const mapped = FONT_SORT_BY_DICT[s] ?? s;
  return (FONT_SORTS as readonly string[]).includes(mapped) ? (mapped as FontSort) : "featured";
}

/** The list query of a URL's search parameters (anything unusable falls back to its default). */
export function parseListQuery(params: URLSearchParams): ListQuery {
  return {
    category: dictNumber(params.get("category")),
    license: dictNumber(params.get("license")),
    weight: dictNumber(params.get("weight")),
    language: dictNumber(params.get("language")),
    keyword: [...(params.get("keyword") ?? "").trim()].slice(0, KEYWORD_MAX).join(""),
    text: clipText(params.get("text") ?? ""),
    cover: params.get("cover") === "any" ? "any" : "all",
    standard: (FONT_STANDARDS as readonly string[]).includes(params.get("standard") ?? "") ? (params.get("standard") as FontStandard) : "",
    commercial: params.get("commercial") === "1",
    sort: sortOf(params.get("sort")),
    current: positiveInt(params.get("current"), 1),
    size: positiveInt(params.get("size"), LIST_DEFAULT_SIZE, LIST_MAX_SIZE),
  };
}

/** The search string of a query ("" or "?…"), defaults left out. */
export function listSearch(q: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = q[key];
    if (value === DEFAULT_LIST_QUERY[key] || value === "") continue;
    // cover says something only with a text.
    if (key === "cover" && !q.text) continue;
    params.set(key, typeof value === "boolean" ? "1" : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * The query after a change. Changing what is listed (a filter, the keyword, the sort or the page
 * size) goes back to page 1 unless the change names a page itself.
 */
export function patchQuery(q: ListQuery, patch: Partial<ListQuery>): ListQuery {
  const next = { ...q, ...patch };
  const relists = (Object.keys(patch) as (keyof ListQuery)[]).some((k) => k !== "current" && patch[k] !== q[k]);
  if (relists && patch.current === undefined) next.current = 1;
  return next;
}

/** The query with `key` set to `value`, or cleared when it already is `value` (chips toggle). */
export function toggleFilter(q: ListQuery, key: FilterKey, value: string): ListQuery {
  return patchQuery(q, { [key]: q[key] === value ? "" : value });
}

/** Whether anything narrows the list (filters, keyword, text; sort and paging do not). */
export function hasFilters(q: ListQuery): boolean {
  return FILTERS.some(({ key }) => q[key] !== "") || q.keyword !== "" || q.text.trim() !== "" || q.standard !== "" || q.commercial;
}

/** The text filter's value as kept: at most FIND_TEXT_MAX characters, as typed. */
export function clipText(text: string): string {
  return Array.from(text).slice(0, FIND_TEXT_MAX).join("");
}

/** Filters and keyword cleared; sort and page size kept. */
export function clearFilters(q: ListQuery): ListQuery {
  return { ...DEFAULT_LIST_QUERY, sort: q.sort, size: q.size };
}

/** The getFontList parameters of a query (empty values are left out by the HTTP client). */
export function apiParams(q: ListQuery): Record<string, string | number> {
  const { commercial, cover, text, ...rest } = q;
  return { ...rest, ...(text.trim() ? { text, cover } : {}), ...(commercial ? { commercial: "1" } : {}) };
}
