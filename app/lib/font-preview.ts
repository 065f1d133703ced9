/**
 * Live previews in the browser (docs/product.md §7 "Subsets"): the fonts in
 * view are subset in ONE batched call to `${subsetBase}/webfont/http`, and each answer becomes an
 * @font-face rule in one <style> element managed here:
 *
 *   @font-face{font-family:"<cssFontName(familyName)>";
 *              src:url("<woffPath>?t=<timestamp>") format("woff2");
 *              unicode-range:<the text's code points>;font-display:swap}
 *
 * - The single-item rule of docs/product.md §7 is kept literally: a batch of exactly one item answers an
 *   empty list and makes no call. A page previewing one font must batch it with others (the
 *   detail page previews the family's faces together).
 * - The timestamp query ("a timestamp query on each path", docs/product.md §7) is the page's load time:
 *   fixed for the life of the page, so re-rendering does not re-download fonts that the
 *   immutable, content-addressed paths already let the browser keep.
 * - unicode-range makes several subsets of the same font (two texts on one page) add up to one
 *   composite face instead of the last rule hiding the others' characters.
 * - Changes of the text are debounced by 300 ms (AUTOCOMPLETE_DEBOUNCE_MS); the first request
 *   goes at once, and a newer batch aborts an older one still in flight.
 */
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "#app/lib/toast";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "#contract/constants";
import { isSuccess, type Envelope } from "#contract/envelope";
import { cssFontName } from "#contract/font-name";
import { createHttp } from "#app/lib/http";
import { useSessionStore } from "#app/lib/session";

export interface PreviewRequest {
  gno: string | number;
  /** The text shown in that font; an empty text is not requested. */
  text: string;
}

/** One answer of the subset service (a failed item has no paths and says why in `error`). */
export interface SubsetFace {
  gno: string;
  familyName: string;
  woffPath: string | null;
  ttfPath: string | null;
  error?: string;
}

export interface SubsetItem {
  gno: string;
  text: string;
}

/** Posts a JSON body to the subset service and answers its envelope. */
export type SubsetPost = (path: string, body: unknown, init?: { signal?: AbortSignal }) => Promise<Envelope<unknown>>;

/** The subset service's path (relative to config.subsetBase). */
export const WEBFONT_PATH = "/webfont/http";

/** The page's timestamp for the `?t=` query of every injected path. */
export const PAGE_STAMP = Date.now();

/** The body of one batched call: one item per distinct (gno, text), in order, empty texts dropped. */
export function batchItems(requests: readonly PreviewRequest[]): SubsetItem[] {
  const seen = new Set<string>();
  const items: SubsetItem[] = [];
  for (const { gno, text } of requests) {
    const id = String(gno).trim();
    if (!id || !text) continue;
    const key = `${id}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ gno: id, text });
  }
  return items;
}

/**
 * One batched subset call. docs/product.md §7: "A single-item subset returns an empty list with no call" —
 * so one item (like none) answers [] without calling the service.
 */
export async function requestSubsets(post: SubsetPost, items: readonly SubsetItem[], signal?: AbortSignal): Promise<SubsetFace[]> {
  if (items.length <= 1) return [];
  const envelope = await post(WEBFONT_PATH, items, { signal });
  if (!isSuccess(envelope) || !Array.isArray(envelope.data)) return [];
  return envelope.data as SubsetFace[];
}

/** The code points of `text` as a CSS unicode-range ("U+4E00-4E01,U+6C38"). */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`);
    i = j + 1;
  }
  return parts.join(",");
}

/** A CSS string literal. */
function cssString(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, " ")}"`;
}

/** The path with the page's timestamp query. */
export function stampedUrl(path: string, stamp: number = PAGE_STAMP): string {
  return `${path}${path.includes("?") ? "&" : "?"}t=${stamp}`;
}

/** The CSS font name of a face (docs/product.md §3: a leading digit gets an "A"). */
export function previewFamily(familyName: string): string {
  return cssFontName(familyName);
}

/** A font-family value that uses the preview face, then the site's own fonts. */
export function fontFamilyValue(family: string): string {
  return `${cssString(family)}, sans-serif`;
}

/** The @font-face rule of one answer for `text`; null when the item failed. */
export function fontFaceRule(face: SubsetFace, text: string, stamp: number = PAGE_STAMP): string | null {
  if (!face.woffPath) return null;
  const range = unicodeRange(text);
  return (
    `@font-face{font-family:${cssString(previewFamily(face.familyName))};` +
    `src:url(${cssString(stampedUrl(face.woffPath, stamp))}) format("woff2");` +
    (range ? `unicode-range:${range};` : "") +
    `font-display:swap}`
  );
}

/**
 * The one <style> element of the injected rules: one rule per key (a face and text), the most
 * recently used last, at most `limit` (older previews drop out; the browser keeps their fonts).
 */
export class FontFaceSheet {
  private rules = new Map<string, string>();
  /** The live rule of each key, where the browser gives us the CSSOM. */
  private live = new Map<string, CSSRule>();
  private element: HTMLStyleElement | null = null;

  constructor(
    private readonly doc: Document,
    readonly id = "cu-preview-fonts",
    readonly limit = 300,
  ) {}

  add(entries: Iterable<[key: string, rule: string]>): void {
    const inserted: string[] = [];
    const removed: string[] = [];
    for (const [key, rule] of entries) {
      const same = this.rules.get(key) === rule;
      // Least recently used order: a rule asked for again moves to the end.
      this.rules.delete(key);
      this.rules.set(key, rule);
      if (!same) {
        removed.push(key);
        inserted.push(key);
      }
    }
    while (this.rules.size > this.limit) {
      const oldest = this.rules.keys().next().value!;
      this.rules.delete(oldest);
      removed.push(oldest);
    }
    if (inserted.length || removed.length) this.apply(removed, inserted);
  }

  get size(): number {
    return this.rules.size;
  }

  text(): string {
    return [...this.rules.values()].join("\n");
  }

  clear(): void {
    const keys = [...this.rules.keys()];
    this.rules.clear();
    this.apply(keys, []);
  }

  private styleElement(): HTMLStyleElement {
    if (!this.element || !this.element.isConnected) {
      this.element = (this.doc.getElementById(this.id) as HTMLStyleElement | null) ?? this.doc.createElement("style");
      this.element.id = this.id;
      if (!this.element.isConnected) this.doc.head.appendChild(this.element);
    }
    return this.element;
  }

  /**
   * Changes only the rules that changed: rewriting the whole sheet would make the browser drop
   * and re-create every FontFace, leaving unloaded duplicates behind (and a flash of fallback).
   */
  private apply(removed: string[], inserted: string[]) {
    const element = this.styleElement();
    const css = element.sheet;
    if (!css) {
      // No CSSOM (server, tests): the element's text is the sheet.
      element.textContent = this.text();
      return;
    }
    for (const key of removed) {
      const rule = this.live.get(key);
      this.live.delete(key);
      const index = rule ? Array.prototype.indexOf.call(css.cssRules, rule) : -1;
      if (index >= 0) css.deleteRule(index);
    }
    for (const key of inserted) {
      const rule = this.rules.get(key);
      if (rule === undefined) continue;
      const index = css.insertRule(rule, css.cssRules.length);
      this.live.set(key, css.cssRules[index]);
    }
  }
}

let sheet: FontFaceSheet | undefined;

/** The page's sheet (browser only). */
export function previewSheet(): FontFaceSheet {
  sheet ??= new FontFaceSheet(document);
  return sheet;
}

/**
 * Injects the rules of a batch's answers and returns gno → CSS font-family name. Answers are
 * matched to the items by position (the service answers in the order asked), else by gno.
 */
export function applySubsets(target: FontFaceSheet, items: readonly SubsetItem[], faces: readonly SubsetFace[], stamp: number = PAGE_STAMP): Record<string, string> {
  const families: Record<string, string> = {};
  const entries: [string, string][] = [];
  faces.forEach((face, i) => {
    const item = items[i]?.gno === String(face.gno) ? items[i] : items.find((it) => it.gno === String(face.gno));
    if (!item) return;
    const rule = fontFaceRule(face, item.text, stamp);
    if (!rule) return;
    entries.push([face.woffPath!, rule]);
    families[item.gno] = previewFamily(face.familyName);
  });
  target.add(entries);
  return families;
}

/** The subset service's client: the site's HTTP client (docs/product.md §7) on config.subsetBase. */
export function useSubsetPost(): SubsetPost {
  const root = useRouteLoaderData("root") as { config?: { subsetBase?: string } } | undefined;
  const base = root?.config?.subsetBase ?? "";
  const store = useSessionStore();
  return useMemo(() => {
    const http = createHttp({ base, getToken: () => store.getState().token, notifyError: (message) => toast.error(message) });
    return (path: string, body: unknown, init?: { signal?: AbortSignal }) => http.post(path, body, init);
  }, [base, store]);
}

export interface PreviewFonts {
  /** gno → CSS font-family name, for the fonts whose preview face is injected. */
  families: Record<string, string>;
  loading: boolean;
}

/**
 * Previews for the fonts in view: one batched subset call (debounced on changes), rules injected,
 * and gno → font-family answered. Use `fontFamilyValue(families[gno])` in a style.
 */
export function usePreviewFonts(requests: readonly PreviewRequest[], options: { debounceMs?: number } = {}): PreviewFonts {
  const post = useSubsetPost();
  const debounceMs = options.debounceMs ?? AUTOCOMPLETE_DEBOUNCE_MS;
  const key = JSON.stringify(batchItems(requests));
  const [state, setState] = useState<PreviewFonts>({ families: {}, loading: false });
  const started = useRef(false);

  useEffect(() => {
    const items = JSON.parse(key) as SubsetItem[];
    if (items.length <= 1) return;
    const controller = new AbortController();
    // Transitions: a page of previews re-renders every row, which React then does in slices
    // between the visitor's input instead of one long task (TBT, bench/README.md).
    const update = (next: (s: PreviewFonts) => PreviewFonts) => startTransition(() => setState(next));
    const run = async () => {
      update((s) => ({ ...s, loading: true }));
      try {
        const faces = await requestSubsets(post, items, controller.signal);
        if (controller.signal.aborted) return;
        const families = applySubsets(previewSheet(), items, faces);
        update((s) => ({ families: { ...s.families, ...families }, loading: false }));
      } catch {
        // The client has shown the failure (docs/product.md §8); an abort is a newer batch taking over.
        if (!controller.signal.aborted) update((s) => ({ ...s, loading: false }));
      }
    };
    const delay = started.current ? debounceMs : 0;
    started.current = true;
    const timer = setTimeout(run, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, post, debounceMs]);

  return state;
}
