/**
 * The subset engine: a font face and a set of code points in, two content-addressed objects out —
 * `subsets/<hash>.woff2` for browsers and `subsets/<hash>.ttf|.otf` (the source's outline
 * flavour) for `ttfPath`.
 *
 * - The hash is SHA-256 over the engine version, the font file's SHA-256, the face index, the
 *   sorted code points and the options: equal requests from any process give the same key, and
 *   an object once written never changes (served with immutable caching by server/http/files.ts).
 * - A key already in the store is answered without subsetting; keys known to exist are also
 *   remembered in memory, so a repeated request does no I/O at all.
 * - Identical requests in flight at the same time share one computation.
 * - Fonts stay loaded in a memory-bounded LRU (face-cache.ts), under one budget for the whole
 *   service (budget.ts: SUBSET_MEMORY_MB covers every worker's heap and the jobs in flight), each
 *   in one worker; a batch is spread over every free worker (runner.ts).
 * - Requests are admitted per lane (lanes.ts): beyond a lane's limit of items waiting or running,
 *   or (batches) beyond an expected wait of 30 s, a request is refused at once with
 *   SubsetBusyError (HTTP 503 + Retry-After), so a burst is held to a bounded queue instead of
 *   piling up.
 * - With a ledger (server/fonts/subset-ledger.ts), every object written is recorded with what it
 *   takes to make it again, and every use is noted: the store keeps the least recently used within
 *   SUBSET_STORE_MB and evicts the rest. A key remembered in memory may then be gone from the
 *   store; `object()` and the file routes make it again.
 * - A damaged font fails its own request with a SubsetError; the process and the other fonts
 *   carry on. A font that failed is remembered as broken (by content hash) and refused at once.
 */
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { ObjectStore } from "#server/storage/store";
import { AxisError, HbTrap, HB_SUBSET_FLAGS, type AxisSetting } from "./hb";
import { budgetFits, DEFAULT_SUBSET_MEMORY_MB, splitBudget, type BudgetSplit } from "./budget";
import type { Lane } from "./lanes";
import { createRunner, WorkerDiedError, WorkersDownError, workUnits, type Runner, type RunnerOptions, type RunnerStats } from "./runner";
import { FontFormatError, SFNT_CFF } from "./sfnt";
import type { FontRecord } from "./source";

/** Part of every key: bump it when the output for the same input changes. */
export const ENGINE_VERSION = "hb-subset-2";


export type EngineLogger = Pick<Logger, "info" | "warn" | "error">;

/** What the engine tells the subset ledger (server/fonts/subset-ledger.ts). */
export interface SubsetLedgerHooks {
  /** Both objects of `job` were written under `hash`, `bytes` in all. */
  recorded(hash: string, job: SubsetJob, ext: "ttf" | "otf", bytes: number): Promise<void>;
  /** A request was answered with `hash` (recency, for eviction). */
  used(hash: string): void;
}

export interface EngineOptions {
  store: ObjectStore;
  /** Records what is written and used, for the store's size bound; absent, nothing is evicted. */
  ledger?: SubsetLedgerHooks;
  logger?: EngineLogger;
  /** The whole service's memory budget in bytes (config: SUBSET_MEMORY_MB); default 1 GB. */
  memoryBytes?: number;
  /** Overrides the face cache's part of the budget, per worker (tests). */
  faceBytes?: number;
  /** Items admitted at once (waiting or running) per lane; beyond, requests are refused. */
  queueLimits?: Partial<Record<Lane, number>>;
  /**
   * Longest expected wait a batch request is admitted into (ms; default 30 s): the work admitted
   * ahead of it and its own (runner.ts workUnits: code points + a fixed part per job) times the
   * recent time per unit, over the workers. It adapts the limit to the machine and the texts.
   */
  maxWaitMs?: number;
  /** Passed to the runner (tests shorten the idle time before a grown worker is replaced). */
  runner?: RunnerOptions;
  /** Brotli quality of the WOFF2 (0–11). */
  brotliQuality?: number;
  /** Keep TrueType/CFF hinting in the output (default false: browsers barely use it for CJK). */
  hinting?: boolean;
  /** Known-key memory (entries). */
  knownKeys?: number;
  /** Worker threads for HarfBuzz (config: SUBSET_WORKERS); 0 runs it on the calling thread. Default 1. */
  workers?: number;
}

export interface SubsetJob {
  font: Pick<FontRecord, "fileKey" | "faceIndex" | "sha256">;
  /** Code points, any order, duplicates allowed. */
  codePoints: Iterable<number>;
  /** Variable fonts: pin (number) or limit ({min, max, default}) axes; others keep their range. */
  axes?: Record<string, AxisSetting>;
  /**
   * Lets a batch over one font use every worker thread: the job may run on any worker, even one
   * that must load the font first, so each worker loads it once. Not part of the key. Default:
   * the job waits for the worker that holds its font, if one does.
   */
  spread?: number;
  /** Brotli quality of this job's WOFF2 (part of the key); default: the engine's. */
  quality?: number;
}

export interface SubsetResult {
  hash: string;
  woffKey: string;
  sfntKey: string;
  /** How it was answered: computed now, found in the store, or remembered. */
  source: "computed" | "store" | "memory";
}

/** A request the engine cannot answer; `status` is what the API answers with. */
export class SubsetError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 422 | 500 | 503,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "SubsetError";
  }
}

/** The service is at its queue limit: try again after `retryAfter` seconds (HTTP 503). */
export class SubsetBusyError extends SubsetError {
  constructor(readonly retryAfter: number) {
    super(`字体子集服务繁忙，请 ${retryAfter} 秒后再试`, 503);
    this.name = "SubsetBusyError";
  }
}

/**
 * Default admission limits, in items: a hard cap on what waits in memory. The batch lane is
 * usually bounded first by time (maxWaitMs): a batch of 50 on large CJK fonts is 2–30 s of
 * HarfBuzz and brotli depending on the text and the machine, and a client is better told to come
 * back than kept waiting minutes. Previews are small and go first; their cap only stops a flood.
 */
export const DEFAULT_QUEUE_LIMITS: Record<Lane, number> = { preview: 200, batch: 1000 };
export const DEFAULT_MAX_WAIT_MS = 30_000;

export interface EngineStats extends RunnerStats {
  computed: number;
  storeHits: number;
  memoryHits: number;
  inFlightJoins: number;
  failures: number;
  /** Requests refused at the queue limit. */
  refused: number;
  /** Items admitted and not answered yet, per lane. */
  admitted: Record<Lane, number>;
}

/** WOFF2 brotli quality: 9 keeps a preview subset within a few % of quality 11 at a tenth of the time. */
export const DEFAULT_BROTLI_QUALITY = 9;

/** Sorted unique code points. */
export function normaliseCodePoints(codePoints: Iterable<number>): number[] {
  return [...new Set(codePoints)].sort((a, b) => a - b);
}

/** Axis settings in a canonical form (sorted tags, explicit fields) for the key. */
function canonicalAxes(axes: Record<string, AxisSetting> | undefined): [string, AxisSetting][] {
  return Object.entries(axes ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([tag, s]) => [tag, typeof s === "number" ? s : { min: s.min ?? null, max: s.max ?? null, default: s.default ?? null } as AxisSetting]);
}

export class SubsetEngine {
  private readonly store: ObjectStore;
  private readonly ledger?: SubsetLedgerHooks;
  private readonly logger?: EngineLogger;
  private readonly quality: number;
  private readonly flags: number;
  private readonly knownLimit: number;
  private readonly runner: Runner;
  readonly budget: BudgetSplit;
  private readonly queueLimits: Record<Lane, number>;
  private readonly maxWaitMs: number;
  /** Items of admitted requests not answered yet, per lane. */
  private admitted: Record<Lane, number> = { preview: 0, batch: 0 };
  /** Their work units (runner.ts workUnits), both lanes. */
  private admittedUnits = 0;
  /** Keys whose objects are in the store → the sfnt extension. Insertion order = recency. */
  private known = new Map<string, "ttf" | "otf">();
  private inFlight = new Map<string, Promise<SubsetResult>>();
  /** Outline flavour of each font face seen (`${sha256}:${face}`), so a store lookup is one request. */
  private flavours = new Map<string, "ttf" | "otf">();
  /** Worker deaths while subsetting a font face: twice and it is marked broken. */
  private deaths = new Map<string, number>();
  /** Fonts that failed: `${sha256}:${face}` → message. */
  private broken = new Map<string, string>();
  private counters = { computed: 0, storeHits: 0, memoryHits: 0, inFlightJoins: 0, failures: 0, refused: 0 };

  constructor(options: EngineOptions) {
    this.store = options.store;
    this.ledger = options.ledger;
    this.logger = options.logger;
    const workers = options.workers ?? 1;
    const split = splitBudget(options.memoryBytes ?? DEFAULT_SUBSET_MEMORY_MB * 1024 * 1024, workers);
    this.budget = options.faceBytes ? { ...split, faceBytes: options.faceBytes } : split;
    if (!budgetFits(split.totalBytes, workers)) {
      this.logger?.warn(
        { memoryMB: Math.round(split.totalBytes / 1024 / 1024), workers },
        "subset: the memory budget is too small for this many workers; each gets the minimum heap and the budget will be exceeded (lower SUBSET_WORKERS or raise SUBSET_MEMORY_MB)",
      );
    }
    this.runner = createRunner(workers, this.budget, {
      ...options.runner,
      onRecycle: (reason, wasmBytes) => {
        options.runner?.onRecycle?.(reason, wasmBytes);
        this.logger?.info({ reason, wasmMB: Math.round(wasmBytes / 1024 / 1024) }, "subset: worker replaced to give its heap back");
      },
    });
    this.queueLimits = { ...DEFAULT_QUEUE_LIMITS, ...options.queueLimits };
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.quality = options.brotliQuality ?? DEFAULT_BROTLI_QUALITY;
    // CFF charstrings without subroutines compress 6–8 % better with brotli (measured on Noto
    // Sans CJK SC, 10–1000 hanzi); TrueType outlines are unaffected by the flag.
    this.flags = HB_SUBSET_FLAGS.DESUBROUTINIZE | (options.hinting ? 0 : HB_SUBSET_FLAGS.NO_HINTING);
    this.knownLimit = options.knownKeys ?? 50_000;
  }

  /** The content address of a job. */
  keyOf(job: SubsetJob): string {
    const payload = JSON.stringify([
      ENGINE_VERSION,
      job.font.sha256,
      job.font.faceIndex,
      normaliseCodePoints(job.codePoints),
      canonicalAxes(job.axes),
      this.flags,
      job.quality ?? this.quality,
    ]);
    return createHash("sha256").update(payload).digest("hex");
  }

  /**
   * Admits a request of `jobs` in `lane`, or throws SubsetBusyError when the lane is full. Jobs
   * already known to be in the store, or being computed for another request (which this one
   * joins), cost nothing and are not counted. Call the returned function once the request is
   * answered.
   */
  admit(jobs: readonly SubsetJob[], lane: Lane): () => void {
    const counted = jobs.filter((job) => {
      const key = this.keyOf(job);
      return !this.known.has(key) && !this.inFlight.has(key);
    });
    const count = counted.length;
    const units = counted.reduce((sum, job) => sum + workUnits(new Set(job.codePoints).size), 0);
    // An empty lane takes any request, so a request larger than the limit is slow, not refused forever.
    const full =
      this.admitted[lane] > 0 &&
      (this.admitted[lane] + count > this.queueLimits[lane] || (lane === "batch" && this.expectedWaitMs(units) > this.maxWaitMs));
    if (count > 0 && full) {
      this.counters.refused++;
      throw new SubsetBusyError(this.retryAfter());
    }
    this.admitted[lane] += count;
    this.admittedUnits += units;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.admitted[lane] -= count;
      this.admittedUnits -= units;
    };
  }

  /** How long work of `more` units would wait behind what is admitted, from the recent time per unit. */
  private expectedWaitMs(more: number): number {
    const { msPerUnit, workers } = this.runner.stats();
    return ((this.admittedUnits + more) * msPerUnit) / Math.max(1, workers);
  }

  /** Seconds until half the admitted work is done, estimated (1–60): the lane has room by then. */
  private retryAfter(): number {
    return Math.min(60, Math.max(1, Math.ceil(this.expectedWaitMs(0) / 2000)));
  }

  /** The two objects of `job`, computed only when the store does not have them yet. */
  subset(job: SubsetJob, lane: Lane = "batch"): Promise<SubsetResult> {
    const hash = this.keyOf(job);
    const ext = this.known.get(hash);
    if (ext) {
      this.known.delete(hash);
      this.known.set(hash, ext);
      this.counters.memoryHits++;
      this.ledger?.used(hash);
      return Promise.resolve(result(hash, ext, "memory"));
    }
    const running = this.inFlight.get(hash);
    if (running) {
      this.counters.inFlightJoins++;
      return running;
    }
    const promise = this.run(hash, job, lane).finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, promise);
    return promise;
  }

  stats(): EngineStats {
    return { ...this.runner.stats(), ...this.counters, admitted: { ...this.admitted } };
  }

  /** Resolves once HarfBuzz is up (in every worker thread). */
  ready(): Promise<void> {
    return this.runner.ready();
  }

  /** Stops the worker threads (tests, shutdown). */
  close(): Promise<void> {
    return this.runner.close();
  }

  /** Forgets which keys exist (the store is asked again). */
  forgetKnownKeys(): void {
    this.known.clear();
  }

  /** Forgets that `hash` exists: its objects were evicted, the next request looks again. */
  forget(hash: string): void {
    this.known.delete(hash);
  }

  /**
   * One object of `job` with its bytes, made again when the store no longer has it (evicted by
   * another process while this one still remembered it).
   */
  async object(job: SubsetJob, kind: "woff2" | "sfnt", lane: Lane = "batch"): Promise<SubsetResult & { bytes: Uint8Array }> {
    for (let attempt = 0; ; attempt++) {
      const r = await this.subset(job, lane);
      const bytes = await this.store.read(kind === "woff2" ? r.woffKey : r.sfntKey);
      if (bytes) return { ...r, bytes };
      if (attempt > 0) throw new SubsetError("字体子集暂不可用，请稍后再试", 503);
      this.forget(r.hash);
    }
  }

  private remember(hash: string, ext: "ttf" | "otf") {
    this.known.set(hash, ext);
    if (this.known.size > this.knownLimit) this.known.delete(this.known.keys().next().value!);
  }

  private async run(hash: string, job: SubsetJob, lane: Lane): Promise<SubsetResult> {
    const fontId = `${job.font.sha256}:${job.font.faceIndex}`;
    const stored = await this.findStored(hash, this.flavours.get(fontId));
    if (stored) {
      this.counters.storeHits++;
      this.flavours.set(fontId, stored);
      this.remember(hash, stored);
      this.ledger?.used(hash);
      return result(hash, stored, "store");
    }
    const broken = this.broken.get(fontId);
    if (broken) throw new SubsetError(broken, 422);

    const { sfnt, woff2 } = await this.compute(job, fontId, lane);
    const ext = new DataView(sfnt.buffer, sfnt.byteOffset, 4).getUint32(0) === SFNT_CFF ? "otf" : "ttf";
    this.flavours.set(fontId, ext);
    if (this.flavours.size > 10_000) this.flavours.delete(this.flavours.keys().next().value!);
    const { woffKey, sfntKey } = result(hash, ext, "computed");
    try {
      // The sfnt first: a WOFF2 in the store means both objects are there (findStored).
      await this.store.put(sfntKey, sfnt, ext === "otf" ? "font/otf" : "font/ttf");
      await this.store.put(woffKey, woff2, "font/woff2");
    } catch (error) {
      this.counters.failures++;
      this.logger?.error({ err: error, key: woffKey }, "subset: storing the result failed");
      throw new SubsetError("字体子集保存失败", 503, { cause: error });
    }
    this.counters.computed++;
    try {
      await this.ledger?.recorded(hash, job, ext, sfnt.byteLength + woff2.byteLength);
    } catch (error) {
      // The objects are there and answer; only their eviction is not accounted for.
      this.logger?.error({ err: error, key: woffKey }, "subset: recording the result failed");
    }
    this.remember(hash, ext);
    return result(hash, ext, "computed");
  }

  /**
   * The sfnt extension of a stored result, or null when it is not stored. The WOFF2 is written
   * last, so its presence means the pair is complete; with the font's flavour known, that is
   * the only question asked.
   */
  private async findStored(hash: string, flavour?: "ttf" | "otf"): Promise<"ttf" | "otf" | null> {
    if (flavour) return (await this.store.exists(`subsets/${hash}.woff2`)) ? flavour : null;
    const [woff, ttf, otf] = await Promise.all([
      this.store.exists(`subsets/${hash}.woff2`),
      this.store.exists(`subsets/${hash}.ttf`),
      this.store.exists(`subsets/${hash}.otf`),
    ]);
    if (!woff) return null;
    return ttf ? "ttf" : otf ? "otf" : null;
  }

  /**
   * The font file's bytes, read afresh for each load and owned by the caller: the runner hands
   * them to a worker without a copy. Reads are not shared between jobs — each worker runs one job
   * at a time and a font lives in one worker, so two loads of a file do not overlap.
   */
  private async readFont(fileKey: string): Promise<Uint8Array> {
    const bytes = await this.store.read(fileKey);
    if (!bytes) throw new SubsetError("字体文件不存在", 422);
    return bytes;
  }

  /** HarfBuzz's subset of the job as an sfnt, and its WOFF2. */
  private async compute(job: SubsetJob, fontId: string, lane: Lane): Promise<{ sfnt: Uint8Array; woff2: Uint8Array }> {
    try {
      return await this.runner.run({
        id: job.font.sha256,
        faceIndex: job.font.faceIndex,
        codePoints: normaliseCodePoints(job.codePoints),
        options: { flags: this.flags, axes: job.axes },
        quality: job.quality ?? this.quality,
        read: () => this.readFont(job.font.fileKey),
        lane,
        spread: job.spread,
      });
    } catch (error) {
      if (error instanceof AxisError) throw new SubsetError(error.message, 400);
      if (error instanceof SubsetError) throw error;
      this.counters.failures++;
      if (error instanceof HbTrap) {
        // The runner has started a fresh instance; refuse this font from now on.
        this.logger?.error({ err: error, font: job.font.fileKey }, "subset: harfbuzz trapped; wasm instance replaced");
        this.markBroken(fontId, "字体文件已损坏，无法生成子集");
        throw new SubsetError("字体文件已损坏，无法生成子集", 422, { cause: error });
      }
      if (error instanceof WorkersDownError) {
        this.logger?.error({ err: error }, "subset: no worker could start");
        throw new SubsetError("字体子集服务暂时不可用，请稍后再试", 503, { cause: error });
      }
      if (error instanceof WorkerDiedError) {
        // Not the font's fault as far as we know — unless it happens again with the same font.
        this.logger?.error({ err: error, font: job.font.fileKey }, "subset: worker died; restarted");
        const deaths = (this.deaths.get(fontId) ?? 0) + 1;
        this.deaths.set(fontId, deaths);
        if (deaths >= 2) this.markBroken(fontId, "字体文件已损坏，无法生成子集");
        throw new SubsetError("字体子集服务暂时不可用，请稍后再试", 503, { cause: error });
      }
      if (error instanceof FontFormatError) {
        this.logger?.warn({ err: error, font: job.font.fileKey }, "subset: damaged font");
        const message = `字体文件已损坏，无法生成子集（${error.message}）`;
        this.markBroken(fontId, message);
        throw new SubsetError(message, 422, { cause: error });
      }
      this.logger?.error({ err: error, font: job.font.fileKey }, "subset: failed");
      throw new SubsetError("字体子集生成失败", 500, { cause: error });
    }
  }

  private markBroken(fontId: string, message: string) {
    this.broken.set(fontId, message);
    if (this.broken.size > 1000) this.broken.delete(this.broken.keys().next().value!);
  }
}

function result(hash: string, ext: "ttf" | "otf", source: SubsetResult["source"]): SubsetResult {
  return { hash, woffKey: `subsets/${hash}.woff2`, sfntKey: `subsets/${hash}.${ext}`, source };
}
