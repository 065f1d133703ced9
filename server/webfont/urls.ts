/**
 * The file URLs the stylesheet points at. Both carry the content address of what they serve, so
 * they are immutable and a CDN may keep them forever:
 *
 *   /webfont/s/<font sha256>/<face>/<strategy>/<slice>.<key>.woff2   a slice, made on first request
 *   /webfont/t/<key>.woff2                                            a `text=` subset (made with the CSS)
 *
 * `key` is the engine's content address of the subset (the first 16 hex digits for a slice: the
 * slice is found by its number, the key only tells a stale URL from a current one).
 */
import type { PublicConfig } from "#contract/config";
import type { StrategyName } from "./strategies";
import { API_PATHS, fillPath } from "#contract/api-paths";

/**
 * The origin the stylesheet's font URLs are written on: where the detail page links /css2 — the
 * subset service's base when it is absolute (SUBSET_BASE), else the site's configured origin
 * (PUBLIC_ORIGIN …, server/config.ts). Absolute, because downloaders of Google-style CSS (build
 * plugins that make fonts self-hosted) fetch each url() as written, with no stylesheet URL to
 * resolve it against; never the request's Host (docs/decisions/022-css2-parity.md).
 */
export function fileOrigin(pub: Pick<PublicConfig, "origin" | "subsetBase">): string {
  const base = /^https?:\/\//.test(pub.subsetBase) ? pub.subsetBase : pub.origin;
  return base.replace(/\/+$/, "");
}

export const SLICE_KEY_DIGITS = 16;

export const sliceUrl = (base: string, sha256: string, faceIndex: number, strategy: StrategyName, index: number, key: string) =>
  `${base}${fillPath(API_PATHS.webfontSlice, { sha: sha256, face: faceIndex, strategy, file: `${index}.${key.slice(0, SLICE_KEY_DIGITS)}.woff2` })}`;

export const textUrl = (base: string, key: string) => `${base}${fillPath(API_PATHS.webfontText, { file: `${key}.woff2` })}`;

/** `<slice>.<key>.woff2` → its parts, or null. */
export function parseSliceFile(file: string): { index: number; key: string } | null {
  const m = /^(\d{1,4})\.([0-9a-f]{16})\.woff2$/.exec(file);
  return m ? { index: Number(m[1]), key: m[2] } : null;
}

export const parseTextFile = (file: string): string | null => /^([0-9a-f]{64})\.woff2$/.exec(file)?.[1] ?? null;
