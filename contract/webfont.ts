/**
 * The web-font CSS API (`GET /css2`): its query grammar — that of the Google Fonts CSS
 * API where it applies — the Chinese refusals, and the link builder the detail page uses.
 *
 *   /css2?family=霞鹜文楷:wght@400;700&family=Noto+Sans+CJK+SC&display=swap
 *   /css2?family=得意黑&text=%E6%A0%87%E9%A2%98            one exact subset per face
 *   /css2?family=霞鹜文楷&subset=chinese-traditional        slices of another strategy
 *
 * `family` repeats; after the name, `:wght@w1;w2`, `:ital,wght@0,400;1,700`, `:ital@0;1`, and a
 * weight range `wght@100..900` for a variable face.
 */
import { API_PATHS } from "./api-paths";

/**
 * fontLicense dictNumbers that allow embedding the font in web pages (server/fonts/catalogue.ts;
 * docs/decisions/008-webfont-css-api.md): 1 SIL OFL 1.1, 2 GPL with the font exception,
 * 3 文鼎公众授权 (Arphic Public License), 4 Apache 2.0, 5 政府资料开放授权, 6 GPL 2.0+.
 * Unknown ("") or any other licence is refused.
 */
export const WEB_EMBEDDABLE_LICENSES: ReadonlySet<string> = new Set(["1", "2", "3", "4", "5", "6"]);

export const DISPLAY_VALUES = ["auto", "block", "swap", "fallback", "optional"] as const;
export type FontDisplay = (typeof DISPLAY_VALUES)[number];
/**
 * The font-display the detail page's links name: text shows at once in a fallback, then swaps
 * (the usual choice for CJK). A query without `display=` gets no font-display descriptor at all,
 * as from Google Fonts (the browser's own default, `auto`, applies).
 */
export const DEFAULT_DISPLAY: FontDisplay = "swap";

export const SUBSET_VALUES = ["chinese-simplified", "chinese-traditional", "chinese-hongkong"] as const;

/**
 * At most this many families in one request, styles per family (Google's most: 9 weights, upright
 * and italic), faces in all (families × styles: each is ~120 @font-face slices or one subset made
 * now; docs/decisions/014-edges.md), and characters in `text=`.
 */
export const CSS2_LIMITS = { families: 10, styles: 18, faces: 12, textChars: 5000 } as const;

export interface StyleSpec {
  italic: boolean;
  /** One weight, or a range [min, max] (variable faces only). */
  weight: number | [number, number] | null;
}

export interface FamilySpec {
  /** The name as asked (spaces collapsed). */
  name: string;
  /** Empty: the family's regular face. */
  styles: StyleSpec[];
}

export const WEBFONT_MESSAGES = {
  noFamily: "缺少 family 参数，例如 /css2?family=霞鹜文楷",
  tooManyFamilies: `一次最多请求 ${CSS2_LIMITS.families} 个字体家族`,
  tooManyStyles: `每个字体家族最多请求 ${CSS2_LIMITS.styles} 种样式`,
  tooManyFaces: `一次最多请求 ${CSS2_LIMITS.faces} 种字体样式（字体家族数 × 字重数），请分成几个链接`,
  rateLimited: "生成字体样式表过于频繁，请稍后再试",
  busy: "字体样式表服务繁忙，请稍后再试",
  badFamily: (spec: string) => `无法解析 family 参数：${spec}`,
  badAxis: (axis: string) => `不支持的轴：${axis}（可用 ital、wght）`,
  badWeight: (value: string) => `字重无效：${value}（应为 1–1000 的整数或 100..900 这样的范围）`,
  badItal: (value: string) => `ital 只能是 0 或 1：${value}`,
  badDisplay: (value: string) => `display 无效：${value}（可用 ${DISPLAY_VALUES.join("、")}）`,
  badSubset: (value: string) => `subset 无效：${value}（可用 ${SUBSET_VALUES.join("、")}）`,
  emptyText: "text 参数不能为空",
  longText: `text 最多 ${CSS2_LIMITS.textChars} 个字符`,
  unknownFamily: (name: string) => `字体家族不存在：${name}`,
  unknownWeight: (name: string, asked: string, have: string) => `字体家族“${name}”没有字重 ${asked}（有 ${have}）`,
  noItalic: (name: string) => `字体家族“${name}”没有斜体`,
  notEmbeddable: (name: string) => `字体家族“${name}”的授权不允许在网页中嵌入`,
  unavailable: (name: string) => `字体家族“${name}”暂时无法提供网页字体`,
} as const;

/** A refusal of the query; the server answers it as 400. */
export class Css2QueryError extends Error {}

function parseWeight(raw: string): number | [number, number] {
  const one = (s: string) => {
    if (!/^\d{1,4}$/.test(s) || Number(s) < 1 || Number(s) > 1000) throw new Css2QueryError(WEBFONT_MESSAGES.badWeight(raw));
    return Number(s);
  };
  const range = raw.split("..");
  if (range.length === 2) {
    const [a, b] = range.map(one);
    if (a > b) throw new Css2QueryError(WEBFONT_MESSAGES.badWeight(raw));
    return a === b ? a : [a, b];
  }
  if (range.length !== 1) throw new Css2QueryError(WEBFONT_MESSAGES.badWeight(raw));
  return one(raw);
}

/** One `family=` value: `name`, `name:wght@400;700`, `name:ital,wght@0,400;1,700`, `name:ital@1`. */
export function parseFamilySpec(value: string): FamilySpec {
  const at = value.indexOf(":");
  const name = (at < 0 ? value : value.slice(0, at)).replace(/\s+/g, " ").trim();
  if (!name) throw new Css2QueryError(WEBFONT_MESSAGES.badFamily(value));
  if (at < 0) return { name, styles: [] };
  const m = /^([a-z,]+)@(.+)$/.exec(value.slice(at + 1).trim());
  if (!m) throw new Css2QueryError(WEBFONT_MESSAGES.badFamily(value));
  const axes = m[1].split(",");
  for (const axis of axes) if (axis !== "ital" && axis !== "wght") throw new Css2QueryError(WEBFONT_MESSAGES.badAxis(axis));
  if (new Set(axes).size !== axes.length || (axes.length === 2 && axes[0] !== "ital")) throw new Css2QueryError(WEBFONT_MESSAGES.badFamily(value));
  const styles: StyleSpec[] = [];
  for (const tuple of m[2].split(";")) {
    const values = tuple.split(",");
    if (values.length !== axes.length) throw new Css2QueryError(WEBFONT_MESSAGES.badFamily(value));
    const style: StyleSpec = { italic: false, weight: null };
    axes.forEach((axis, i) => {
      if (axis === "ital") {
        if (values[i] !== "0" && values[i] !== "1") throw new Css2QueryError(WEBFONT_MESSAGES.badItal(values[i]));
        style.italic = values[i] === "1";
      } else style.weight = parseWeight(values[i]);
    });
    if (!styles.some((s) => s.italic === style.italic && JSON.stringify(s.weight) === JSON.stringify(style.weight))) styles.push(style);
  }
  if (styles.length > CSS2_LIMITS.styles) throw new Css2QueryError(WEBFONT_MESSAGES.tooManyStyles);
  return { name, styles };
}

export interface Css2Query {
  families: FamilySpec[];
  /** null: `display=` was not given, and the rules carry no font-display. */
  display: FontDisplay | null;
  /** Exact characters (deduplicated code points, in order of first use); null = slices. */
  text: number[] | null;
  subset: (typeof SUBSET_VALUES)[number] | null;
}

/** The whole query, from URLSearchParams-like access. */
export function parseCss2Query(get: (name: string) => string | undefined, getAll: (name: string) => string[]): Css2Query {
  const raw = getAll("family").flatMap((f) => f.split("|")).filter((f) => f.trim());
  if (!raw.length) throw new Css2QueryError(WEBFONT_MESSAGES.noFamily);
  if (raw.length > CSS2_LIMITS.families) throw new Css2QueryError(WEBFONT_MESSAGES.tooManyFamilies);
  const families = raw.map(parseFamilySpec);
  if (families.reduce((n, f) => n + Math.max(1, f.styles.length), 0) > CSS2_LIMITS.faces) throw new Css2QueryError(WEBFONT_MESSAGES.tooManyFaces);
  const display = get("display") ?? null;
  if (display !== null && !(DISPLAY_VALUES as readonly string[]).includes(display)) throw new Css2QueryError(WEBFONT_MESSAGES.badDisplay(display));
  const subset = get("subset") ?? null;
  if (subset !== null && !(SUBSET_VALUES as readonly string[]).includes(subset)) throw new Css2QueryError(WEBFONT_MESSAGES.badSubset(subset));
  const textRaw = get("text");
  let text: number[] | null = null;
  if (textRaw !== undefined) {
    const chars = [...new Set(Array.from(textRaw, (c) => c.codePointAt(0)!))];
    if (!chars.length) throw new Css2QueryError(WEBFONT_MESSAGES.emptyText);
    if (chars.length > CSS2_LIMITS.textChars) throw new Css2QueryError(WEBFONT_MESSAGES.longText);
    text = chars;
  }
  return { families, display: display as FontDisplay | null, text, subset: subset as Css2Query["subset"] };
}

export interface Css2LinkOptions {
  family: string;
  /** Weights to include; empty or absent: the regular face. */
  weights?: readonly number[];
  /** Only these characters (a `text=` link). */
  text?: string;
  display?: FontDisplay;
}

/** The CSS link for one family, as the detail page shows it: `${origin}/css2?family=…`. */
export function css2Href(origin: string, o: Css2LinkOptions): string {
  const weights = [...new Set(o.weights ?? [])].sort((a, b) => a - b);
  // Google's style: spaces as "+", the rest of the name percent-encoded.
  let q = `family=${encodeURIComponent(o.family).replace(/%20/g, "+")}`;
  if (weights.length) q += `:wght@${weights.join(";")}`;
  if (o.display && o.display !== DEFAULT_DISPLAY) q += `&display=${o.display}`;
  else q += `&display=${DEFAULT_DISPLAY}`;
  const text = o.text ? [...new Set(Array.from(o.text))].join("") : "";
  if (text) q += `&text=${encodeURIComponent(text)}`;
  return `${origin.replace(/\/+$/, "")}${API_PATHS.css2}?${q}`;
}
