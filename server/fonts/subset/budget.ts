/**
 * One memory budget for the whole subset service (config: SUBSET_MEMORY_MB), split once:
 *
 * - the main thread's part (`mainBytes`): font files read from the store on their way to a worker
 *   and results on their way to the store. Each worker runs one job at a time, so this is at most
 *   one font and one result per worker; the rest of the time it is free.
 * - each worker's own cost outside HarfBuzz (`WORKER_OVERHEAD`, 48 MB): its JavaScript heap, a
 *   font file's bytes after they are copied into wasm (garbage until the next collection) and the
 *   brotli encoder's tables.
 * - each worker's part (`workerBytes`): its whole HarfBuzz wasm heap — the loaded fonts plus what
 *   HarfBuzz allocates while subsetting. Wasm memory grows and never shrinks, so the heap size, not
 *   the sum of font sizes, is what the process holds; a worker whose heap has grown past its part
 *   is replaced by a fresh one before its next job (runner.ts).
 * - inside that, the face cache (`faceBytes`): font bytes kept loaded between jobs, everything but
 *   a reserve (`WORK_RESERVE`) that is kept free in the heap before each job for HarfBuzz's working
 *   memory. Fonts are evicted when a new font or the reserve does not fit in the heap's part
 *   (face-cache.ts), so gaps between fonts in wasm memory count as well as the files' sizes.
 *
 * The queue lives on the main thread as small job descriptions (a few kB each, lanes.ts) and the
 * results are not kept in memory at all (only their keys), so they need no part of their own.
 */

const MB = 1024 * 1024;

/** Smallest budget: one worker's heap and overhead (MIN_WORKER_HEAP + WORKER_OVERHEAD) and the main thread's part. */
export const MIN_SUBSET_MEMORY_MB = 256;

/** Default: room for a few large CJK fonts warm in every worker. */
export const DEFAULT_SUBSET_MEMORY_MB = 1024;

/** What one job in flight holds on the main thread: a large font file and its result. */
const MAIN_PER_WORKER = 64 * MB;
/** A worker's memory outside its wasm heap (see above). */
export const WORKER_OVERHEAD = 48 * MB;
/**
 * The smallest useful heap: HarfBuzz starts with 65 MB, and one large CJK font with its working
 * memory needs about 30 MB more. A budget too small for the worker count gets this anyway (and
 * is exceeded): fewer workers (SUBSET_WORKERS) fit a small budget.
 */
export const MIN_WORKER_HEAP = 96 * MB;

/**
 * Free heap a worker keeps before each job for what HarfBuzz allocates while subsetting: on large
 * CJK fonts (LXGW WenKai, WenQuanYi Zen Hei, Noto Sans CJK SC) a subset of 1000 hanzi needs 3–4 MB
 * and one of 3000 needs 6–9 MB, and nothing stays allocated afterwards
 * (bench/subset/working-memory.ts, figures in bench/README.md). A job that needs more gets the
 * other fonts evicted, then the heap grown (core.ts).
 */
export const WORK_RESERVE = 16 * MB;

/** Whether the budget covers `workers` workers without raising any heap to MIN_WORKER_HEAP. */
export function budgetFits(totalBytes: number, workers: number): boolean {
  const n = Math.max(1, workers);
  const mainBytes = Math.min(Math.floor(totalBytes / 4), n * MAIN_PER_WORKER);
  return Math.floor((totalBytes - mainBytes) / n) - WORKER_OVERHEAD >= MIN_WORKER_HEAP;
}

export interface BudgetSplit {
  totalBytes: number;
  mainBytes: number;
  /** Per worker (the inline runner counts as one). */
  workerBytes: number;
  /** Per worker. */
  faceBytes: number;
}

export function splitBudget(totalBytes: number, workers: number): BudgetSplit {
  const n = Math.max(1, workers);
  const mainBytes = Math.min(Math.floor(totalBytes / 4), n * MAIN_PER_WORKER);
  const workerBytes = Math.max(MIN_WORKER_HEAP, Math.floor((totalBytes - mainBytes) / n) - WORKER_OVERHEAD);
  return { totalBytes, mainBytes, workerBytes, faceBytes: workerBytes - WORK_RESERVE };
}
