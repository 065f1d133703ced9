/**
 * Which slices a font face is served as: the strategy's subsets cut down to the code points the
 * face maps (subsets with none are left out), then the face's code points beyond the strategy
 * (Latin, punctuation, rare hanzi …) in extra slices of their own, in code-point order so each
 * has a short unicode-range. Slice numbers are stable for a given font and strategy: strategy
 * subsets keep their index (0–119), extra slices follow from 120.
 */
import { charsets } from "#server/fonts/coverage";
import { strategy as loadStrategy, type StrategyName } from "./strategies";

/** Code points per extra slice: about the size of the strategy's own subsets (138–273). */
export const EXTRA_SLICE_SIZE = 200;

/** Bump when the partition for the same font and strategy changes (it is part of slice URLs). */
export const PLAN_VERSION = 1;

export interface Slice {
  index: number;
  /** Sorted ascending. */
  codePoints: number[];
}

export interface SlicePlan {
  strategy: StrategyName;
  slices: Slice[];
}

export function planSlices(cmap: Iterable<number>, name: StrategyName): SlicePlan {
  const s = loadStrategy(name);
  const have = cmap instanceof Set ? (cmap as Set<number>) : new Set(cmap);
  const slices: Slice[] = [];
  s.subsets.forEach((subset, index) => {
    const codePoints = subset.filter((cp) => have.has(cp));
    if (codePoints.length) slices.push({ index, codePoints });
  });
  const extra = [...have].filter((cp) => !s.slot.has(cp)).sort((a, b) => a - b);
  for (let i = 0; i < extra.length; i += EXTRA_SLICE_SIZE) {
    slices.push({ index: s.subsets.length + i / EXTRA_SLICE_SIZE, codePoints: extra.slice(i, i + EXTRA_SLICE_SIZE) });
  }
  return { strategy: name, slices };
}

/**
 * The strategy for a face when `subset=` is not given: simplified Chinese, unless the face
 * covers clearly more of Big5's hanzi than of GB 2312's (a traditional-Chinese font).
 */
export function pickStrategy(cmap: Iterable<number>): StrategyName {
  const have = cmap instanceof Set ? (cmap as Set<number>) : new Set(cmap);
  const { gb2312, big5 } = charsets();
  const share = (list: number[]) => list.reduce((n, cp) => n + (have.has(cp) ? 1 : 0), 0) / list.length;
  return share(big5) > share(gb2312) + 0.05 ? "chinese-traditional" : "chinese-simplified";
}

/** CSS unicode-range of sorted code points: `U+4e00-4e05, U+4e07`. */
export function unicodeRange(sorted: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    const a = sorted[i].toString(16);
    parts.push(j > i ? `U+${a}-${sorted[j].toString(16)}` : `U+${a}`);
    i = j + 1;
  }
  return parts.join(", ");
}
