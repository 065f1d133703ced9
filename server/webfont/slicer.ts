/**
 * Slices of a font face as WOFF2 files, made by the subset engine: each slice is an ordinary
 * subset job, so it is stored under its content address (`subsets/<hash>.woff2`), made once
 * across processes, and concurrent first requests for the same slice share one computation
 * (engine.ts). What this module adds: the face's code points (its cmap, read once and kept), the
 * slice plan of a strategy, and making every slice of a face at once over all worker threads.
 */
import type { SubsetEngine, SubsetJob, SubsetResult } from "#server/fonts/subset/engine";
import type { ObjectStore } from "#server/storage/store";
import { cmapOf } from "./cmap";
import { pickStrategy, planSlices, unicodeRange, type Slice, type SlicePlan } from "./plan";
import type { StrategyName } from "./strategies";

export type SliceFont = SubsetJob["font"] & { fileKey: string };

export interface SlicerDeps {
  store: ObjectStore;
  engine: SubsetEngine;
  /** Faces whose code points are kept in memory (about 0.2 MB each). */
  keep?: number;
}

export class SliceNotFound extends Error {}

interface Keyed {
  plan: SlicePlan;
  keys: string[];
  /** Each slice's unicode-range descriptor. */
  ranges: string[];
}

/**
 * Brotli quality of slice files. Slices are many and made on a visitor's first request: quality
 * 6 encodes LXGW WenKai's 179 slices about 4.5× faster than the engine's 9 for 0.9 % more bytes
 * in all (8.55 vs 8.47 MB, measured with bench/webfont's fonts), which is what brings making
 * every slice of a family within seconds.
 */
export const SLICE_BROTLI_QUALITY = 6;

const jobOf = (font: SliceFont, s: Slice, spread?: number): SubsetJob => ({ font, codePoints: s.codePoints, quality: SLICE_BROTLI_QUALITY, spread });

export function createSlicer({ store, engine, keep = 200 }: SlicerDeps) {
  const cmaps = new Map<string, Promise<number[]>>();
  const plans = new Map<string, Keyed>();
  const picks = new Map<string, StrategyName>();

  const idOf = (font: SliceFont) => `${font.sha256}:${font.faceIndex}`;

  function remember<V>(map: Map<string, V>, key: string, value: V) {
    map.set(key, value);
    if (map.size > keep) map.delete(map.keys().next().value!);
  }

  /** The code points of a face, read from its file once per process. */
  function cmap(font: SliceFont): Promise<number[]> {
    const id = idOf(font);
    let found = cmaps.get(id);
    if (!found) {
      found = store.read(font.fileKey).then((bytes) => {
        if (!bytes) throw new SliceNotFound(`font file missing: ${font.fileKey}`);
        return cmapOf(bytes, font.faceIndex);
      });
      found.catch(() => cmaps.delete(id));
      remember(cmaps, id, found);
    }
    return found;
  }

  /** The strategy for a face: `subset=` if given, else the one its coverage suits (worked out once per face). */
  async function strategyFor(font: SliceFont, asked?: StrategyName): Promise<StrategyName> {
    if (asked) return asked;
    let picked = picks.get(idOf(font));
    if (!picked) {
      picked = pickStrategy(await cmap(font));
      remember(picks, idOf(font), picked);
    }
    return picked;
  }

  /**
   * The slice plan of a face, each slice's content address (what its URL carries) and its CSS
   * unicode-range, made once per face and strategy: the ranges are most of a stylesheet's text.
   */
  async function keyed(font: SliceFont, strategy: StrategyName): Promise<Keyed> {
    const id = `${idOf(font)}:${strategy}`;
    let p = plans.get(id);
    if (!p) {
      const made = planSlices(await cmap(font), strategy);
      p = { plan: made, keys: made.slices.map((s) => engine.keyOf(jobOf(font, s))), ranges: made.slices.map((s) => unicodeRange(s.codePoints)) };
      remember(plans, id, p);
    }
    return p;
  }

  const plan = async (font: SliceFont, strategy: StrategyName) => (await keyed(font, strategy)).plan;

  /**
   * One slice by its number, with its WOFF2 bytes, made if not stored (or evicted); with
   * `keyPrefix` (from its URL), only if its content address still starts so.
   */
  async function slice(font: SliceFont, strategy: StrategyName, index: number, keyPrefix?: string): Promise<SubsetResult & { slice: Slice; bytes: Uint8Array }> {
    const { plan: p, keys } = await keyed(font, strategy);
    const at = p.slices.findIndex((x) => x.index === index);
    if (at < 0 || (keyPrefix && !keys[at].startsWith(keyPrefix))) throw new SliceNotFound(`no slice ${index}`);
    const s = p.slices[at];
    return { ...(await engine.object(jobOf(font, s), "woff2")), slice: s };
  }

  /**
   * Every slice of a face, spread over the engine's worker threads. One slice per worker goes
   * first, so each worker loads the font once; otherwise every job queued on a worker that has
   * not loaded it yet would ask for the file's bytes.
   */
  async function makeAll(
    font: SliceFont,
    strategy: StrategyName,
    onSlice?: (done: number, total: number, result: SubsetResult) => void,
  ): Promise<{ plan: SlicePlan; results: SubsetResult[] }> {
    const p = await plan(font, strategy);
    const lanes = Math.max(1, engine.stats().workers);
    let done = 0;
    const run = (s: Slice, lane: number) =>
      engine.subset(jobOf(font, s, lane)).then((r) => {
        onSlice?.(++done, p.slices.length, r);
        return r;
      });
    const head = await Promise.all(p.slices.slice(0, lanes).map((s, i) => run(s, i)));
    const rest = await Promise.all(p.slices.slice(lanes).map((s, i) => run(s, i + lanes)));
    return { plan: p, results: [...head, ...rest] };
  }

  return { cmap, strategyFor, plan, keyed, slice, makeAll };
}

export type Slicer = ReturnType<typeof createSlicer>;
