/**
 * Where HarfBuzz (and the WOFF2 encoding) runs: on the main thread (InlineRunner; brotli on the
 * libuv pool) or in worker threads (WorkerRunner, the default: SUBSET_WORKERS, else one per core
 * up to 4). HarfBuzz is synchronous wasm: a 1000-character subset of a large CJK font takes
 * 100–300 ms, which on the main thread would stall every other request for that long; in
 * workers it does not, and a batch uses every core. Measured on the 20-font batch of
 * bench/subset: 151 ms inline → 86 ms with two workers (same run conditions, 2 cores).
 *
 * Memory (budget.ts): each worker runs ONE job at a time; the others wait on the main thread in
 * one queue (lanes.ts: previews first), so no font bytes or results pile up in message queues —
 * before this, a burst posted every job at once, each job whose font was not loaded yet got its
 * own copy of the file, and 30 batches of 50 held 6–14 GB. A worker whose wasm heap has grown past
 * its part of the budget is replaced (terminated and started afresh) between two jobs, and one
 * that has been idle for a while with a grown heap is replaced too: wasm memory never shrinks, a
 * new worker gives it back to the system.
 *
 * Which worker runs a job (WorkerRunner.dispatch). Fonts used to be sharded by hash: a batch
 * waited on one worker while another had nothing to do, and a worker being replaced held up its
 * shard until it was up again. Now the jobs wait in one queue and:
 * - a font is loaded in one worker only: a job whose font a worker holds (has loaded, or is
 *   loading) waits for that worker; any other job goes to the first worker free, which prefers
 *   jobs on its own fonts. A batch over fonts nobody holds is spread over every free worker, and
 *   each font stays where it was loaded;
 * - of the workers free at once, the one with the fewest bytes of fonts loaded picks first: fonts
 *   requested one at a time alternate between workers instead of all filling the first one. A
 *   batch loads its fonts in parallel, so the worker loading a large font takes fewer of them:
 *   the bytes stay about even, and so does the next batch's split (10/10 to 12/8 jobs measured).
 *   Moving fonts between workers, or placing them by each heap's free room, did not make the
 *   20-font batch faster (docs/decisions/018-subset-batch-placement.md);
 * - a worker takes jobs only once HarfBuzz is up in it: while one is replaced, the others carry on;
 * - a job with `spread` may go to any worker (the web-font slicer loads one font in every worker
 *   on purpose).
 */
import type { Worker } from "node:worker_threads";
import { spawnWorker } from "#server/worker-thread";
import type { BudgetSplit } from "./budget";
import { SubsetCore } from "./core";
import type { FaceCacheStats } from "./face-cache";
import { AxisError, compiledHarfBuzz, compiledModule, HbTrap, type SubsetOptions } from "./hb";
import { Lanes, type Lane } from "./lanes";
import { FontFormatError } from "./sfnt";
import { encodeWoff2 } from "./woff2";

export interface RunJob {
  /** The font file's SHA-256. */
  id: string;
  faceIndex: number;
  codePoints: readonly number[];
  options: SubsetOptions;
  /** Brotli quality of the WOFF2. */
  quality: number;
  /** The font file's bytes, read only when the runner has not loaded the font; the runner owns (and may transfer) them. */
  read: () => Promise<Uint8Array>;
  /** Which lane it waits in (default batch). */
  lane?: Lane;
  /** May run on any worker, even one that must load the font first (a batch over one font uses every worker). */
  spread?: number;
}

export type RunnerStats = FaceCacheStats & {
  resets: number;
  workers: number;
  /** Workers replaced because their heap outgrew their part of the budget (or idle with a grown heap). */
  recycles: number;
  /** Jobs waiting for a worker. */
  queued: number;
  /** Recent time a worker spends per work unit (ms; see workUnits), for admission and Retry-After. */
  msPerUnit: number;
  /** Jobs each worker has run (the inline runner: one entry). */
  jobs: number[];
};

export interface RunResult {
  sfnt: Uint8Array;
  woff2: Uint8Array;
}

export interface Runner {
  /** Resolves once HarfBuzz is instantiated (in every worker). */
  ready(): Promise<void>;
  /** The subset (sfnt) and its WOFF2. */
  run(job: RunJob): Promise<RunResult>;
  stats(): RunnerStats;
  close(): Promise<void>;
}

export interface RunnerOptions {
  /** A worker idle this long with a heap grown past its start size is replaced (default 10 s). */
  idleRecycleMs?: number;
  /** Told each time a worker is replaced, with why and the heap it gave back. */
  onRecycle?: (reason: "heap" | "idle", wasmBytes: number) => void;
}

export function createRunner(workers: number, budget: BudgetSplit, options: RunnerOptions = {}): Runner {
  return workers > 0 ? new WorkerRunner(workers, budget, options) : new InlineRunner(budget);
}

interface Task {
  font: string;
  job: RunJob;
  resolve: (result: RunResult) => void;
  reject: (error: unknown) => void;
}

const EMPTY_STATS: WorkerStats = { fonts: 0, bytes: 0, loads: 0, evictions: 0, wasmBytes: 0, resets: 0, loaded: [] };

/**
 * The cost model of a job, in work units: one per code point plus a fixed part for the rest
 * (reading, maybe loading the font, the WOFF2 container). A 200-character job is about 2.5 times
 * a 50-character one; per-job averages would let a burst of long texts in on the figures of
 * short ones.
 */
export function workUnits(codePoints: number): number {
  return codePoints + 50;
}

/**
 * Milliseconds per work unit, weighted to the recent jobs. It starts at 1 ms (a 50-character job
 * on a large CJK font in about 100 ms, as on an idle 2-core machine) until jobs have been timed.
 */
class JobTimer {
  msPerUnit = 1;
  private timed = false;
  add(ms: number, units: number) {
    const sample = ms / units;
    this.msPerUnit = this.timed ? this.msPerUnit * 0.8 + sample * 0.2 : sample;
    this.timed = true;
  }
}

/** HarfBuzz on the calling thread, one job at a time (its wasm heap is the one worker's part). */
export class InlineRunner implements Runner {
  private core: SubsetCore | undefined;
  private starting: Promise<SubsetCore> | undefined;
  private lanes = new Lanes<Task>();
  private running = false;
  private timer = new JobTimer();
  private jobs = 0;

  constructor(private readonly budget: BudgetSplit) {}

  private start(): Promise<SubsetCore> {
    this.starting ??= SubsetCore.create(this.budget.faceBytes, this.budget.workerBytes).then((core) => (this.core = core));
    return this.starting;
  }

  async ready(): Promise<void> {
    await this.start();
  }

  run(job: RunJob): Promise<RunResult> {
    return new Promise((resolve, reject) => {
      this.lanes.push({ font: job.id, job, resolve, reject }, job.lane ?? "batch");
      void this.pump();
    });
  }

  private async pump() {
    if (this.running) return;
    this.running = true;
    try {
      for (let task = this.next(); task; task = this.next()) {
        const t0 = performance.now();
        this.jobs++;
        try {
          task.resolve(await this.runOne(task.job));
        } catch (error) {
          task.reject(error);
        }
        this.timer.add(performance.now() - t0, workUnits(task.job.codePoints.length));
      }
    } finally {
      this.running = false;
    }
  }

  private next(): Task | undefined {
    return this.lanes.next(new Set(this.core?.loaded() ?? []));
  }

  private async runOne(job: RunJob): Promise<RunResult> {
    const core = this.core ?? (await this.start());
    let bytes: Uint8Array | undefined;
    // Read the file unless the font is loaded. One job at a time: nothing evicts it meanwhile.
    if (!core.has(job.id)) bytes = await job.read();
    const sfnt = core.subset(job.id, job.faceIndex, bytes, job.codePoints, job.options);
    // Brotli on the libuv thread pool, not this thread.
    return { sfnt, woff2: await encodeWoff2(sfnt, { quality: job.quality }) };
  }

  stats(): RunnerStats {
    const { loaded: _, ...core } = this.core?.stats() ?? EMPTY_STATS;
    return { ...core, workers: 0, recycles: 0, queued: this.lanes.size, msPerUnit: this.timer.msPerUnit, jobs: [this.jobs] };
  }

  async close(): Promise<void> {
    for (const task of this.lanes.drain()) task.reject(new WorkerDiedError(new Error("subset runner closed")));
  }
}

export interface WorkerRequest {
  seq: number;
  id: string;
  faceIndex: number;
  codePoints: Uint32Array;
  options: SubsetOptions;
  quality: number;
  bytes?: ArrayBuffer;
}

export interface WorkerReply {
  seq: number;
  ready?: boolean;
  need?: boolean;
  sfnt?: Uint8Array;
  woff2?: Uint8Array;
  error?: { name: string; message: string };
  stats: WorkerStats;
}

/** What a worker reports with every reply: its face cache, its heap and the fonts it has loaded. */
export type WorkerStats = FaceCacheStats & { resets: number; loaded: string[] };

/** The worker thread: build/node/worker.js bundled, worker.ts from the sources (server/worker-thread.ts). */
function spawnSubsetWorker(workerData: { faceBytes: number; harfbuzz?: WebAssembly.Module }): Worker {
  return spawnWorker(import.meta.url, { bundled: "./worker.js", source: "./worker.ts" }, { workerData });
}

/** A worker died (crashed or failed to start) with this job in it. */
export class WorkerDiedError extends Error {
  constructor(cause: unknown) {
    super(`subset worker died: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "WorkerDiedError";
  }
}

/** No worker could start, so a job was not run (it is not the font's fault). */
export class WorkersDownError extends Error {
  constructor(cause: unknown) {
    super(`no subset worker could start: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "WorkersDownError";
  }
}

/** Rebuilds the error classes the engine tells apart. */
function revive(error: { name: string; message: string }): Error {
  if (error.name === "FontFormatError") return new FontFormatError(error.message);
  if (error.name === "AxisError") return new AxisError(error.message.replace(/^字体没有可变轴 /, ""));
  if (error.name === "HbTrap") return new HbTrap(new Error(error.message));
  return new Error(error.message);
}

/**
 * An ArrayBuffer holding exactly `bytes`, to transfer to a worker. A font file read from the store
 * fills its own buffer (RunJob.read gives the runner its own copy), which is moved as it is —
 * copying a 20–60 MB font for every load doubled what the main thread held; anything else (a
 * view into a larger or pooled buffer) is copied.
 */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes.buffer;
  }
  return bytes.slice().buffer as ArrayBuffer;
}

/**
 * One worker thread. It is given one job at a time by the runner (`take`), and only once HarfBuzz
 * is up in it; after each job the reply tells its heap size, and a heap past `budget.workerBytes`
 * gets the worker replaced before it takes another. Started at once; replaced after a crash.
 */
class WorkerSlot {
  private worker: Worker | undefined;
  /** The current worker has answered that HarfBuzz is up. */
  private up = false;
  /** The job in it. */
  private current: { seq: number; task: Task; started: number } | undefined;
  private seq = 0;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Heap of a fresh worker (its first reply), to tell a grown heap from a new one. */
  private freshWasmBytes = 0;
  private markReady!: () => void;
  /** Resolves when the first worker has instantiated HarfBuzz. */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));
  last: WorkerStats = EMPTY_STATS;
  loaded = new Set<string>();
  /** Counters of the workers this slot has replaced (their loads, evictions and resets). */
  retired = { loads: 0, evictions: 0, resets: 0 };
  deaths = 0;
  recycles = 0;
  jobs = 0;
  timer = new JobTimer();

  constructor(
    private readonly budget: BudgetSplit,
    private readonly options: RunnerOptions,
    /** Called whenever the slot can take a job: its worker is up and has nothing to do. */
    private readonly onFree: () => void,
    /** Called when a worker died before HarfBuzz was up in it. */
    private readonly onStartFailed: (error: unknown) => void,
  ) {
    this.start();
  }

  /** HarfBuzz is up in the current worker. */
  get isUp(): boolean {
    return this.up;
  }

  /** Up and without a job. */
  get free(): boolean {
    return this.up && !this.current && !this.closed;
  }

  /** Whether font `font` is loaded in this worker, or is being loaded or subset by it now. */
  holds(font: string): boolean {
    return this.loaded.has(font) || this.current?.task.font === font;
  }

  /** Runs `task` (the slot is free). */
  take(task: Task) {
    clearTimeout(this.idleTimer);
    const seq = ++this.seq;
    this.current = { seq, task, started: performance.now() };
    this.jobs++;
    // Keep the process alive while a job is out; an idle worker does not hold it open.
    this.worker!.ref();
    this.send(seq, task.job);
  }

  private start() {
    const worker = spawnSubsetWorker({ faceBytes: this.budget.faceBytes, harfbuzz: compiledHarfBuzz() });
    this.worker = worker;
    this.up = false;
    this.loaded = new Set();
    this.last = EMPTY_STATS;
    worker.unref();
    worker.on("message", (reply: WorkerReply) => {
      if (this.worker === worker) this.onReply(reply);
    });
    const fail = (error: unknown) => {
      // A worker this slot retired on purpose is not a death.
      if (this.worker !== worker || this.closed) return;
      const started = this.up;
      this.deaths++;
      this.retire();
      const current = this.current;
      this.current = undefined;
      current?.task.reject(new WorkerDiedError(error));
      this.start();
      if (!started) this.onStartFailed(error);
      // Jobs on the fonts it held are free for the other workers now.
      this.onFree();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`subset worker exited (${code})`)));
  }

  /** Keeps the counters of the current worker and lets it go. */
  private retire() {
    this.retired.loads += this.last.loads;
    this.retired.evictions += this.last.evictions;
    this.retired.resets += this.last.resets;
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }

  /** Replaces the worker by a fresh one, giving its wasm heap back to the system. */
  private recycle(reason: "heap" | "idle") {
    this.options.onRecycle?.(reason, this.last.wasmBytes);
    this.recycles++;
    this.retire();
    this.start();
  }

  /** Nothing for this slot now: a grown heap is given back after a while. */
  idle() {
    clearTimeout(this.idleTimer);
    if (this.last.wasmBytes <= this.freshWasmBytes) return;
    this.idleTimer = setTimeout(() => {
      if (this.free && this.last.wasmBytes > this.freshWasmBytes) {
        this.recycle("idle");
        this.onFree();
      }
    }, this.options.idleRecycleMs ?? 10_000).unref();
  }

  private send(seq: number, job: RunJob, bytes?: ArrayBuffer) {
    const req: WorkerRequest = { seq, id: job.id, faceIndex: job.faceIndex, codePoints: Uint32Array.from(job.codePoints), options: job.options, quality: job.quality, bytes };
    this.worker!.postMessage(req, bytes ? [req.codePoints.buffer as ArrayBuffer, bytes] : [req.codePoints.buffer as ArrayBuffer]);
  }

  private onReply(reply: WorkerReply) {
    this.last = reply.stats;
    this.loaded = new Set(reply.stats.loaded);
    if (reply.ready) {
      this.freshWasmBytes = reply.stats.wasmBytes;
      this.up = true;
      this.markReady();
      this.onFree();
      return;
    }
    const current = this.current;
    if (!current || current.seq !== reply.seq) return;
    const { task } = current;
    if (reply.need) {
      task.job.read().then(
        (bytes) => {
          if (this.current === current && this.worker) this.send(reply.seq, task.job, ownBuffer(bytes));
        },
        (error) => {
          if (this.current !== current) return;
          this.done(current);
          task.reject(error);
        },
      );
      return;
    }
    this.done(current);
    if (reply.error) task.reject(revive(reply.error));
    else task.resolve({ sfnt: reply.sfnt!, woff2: reply.woff2! });
  }

  /** The job in flight is over: replace an overgrown worker (it takes jobs again once up), or take the next job. */
  private done({ started, task }: { started: number; task: Task }) {
    this.timer.add(performance.now() - started, workUnits(task.job.codePoints.length));
    this.current = undefined;
    this.worker?.unref();
    if (this.last.wasmBytes > this.budget.workerBytes) this.recycle("heap");
    this.onFree();
  }

  /** Stops the worker; the job in it fails. */
  async close() {
    this.closed = true;
    clearTimeout(this.idleTimer);
    this.current?.task.reject(new WorkerDiedError(new Error("subset runner closed")));
    this.current = undefined;
    await this.worker?.terminate();
  }
}

/** HarfBuzz in worker threads (started on first use), fed from one queue (see the top of this file). */
export class WorkerRunner implements Runner {
  private started: WorkerSlot[] | undefined;
  private lanes = new Lanes<Task>();

  constructor(
    private readonly count: number,
    private readonly budget: BudgetSplit,
    private readonly options: RunnerOptions = {},
  ) {}

  private get workers(): WorkerSlot[] {
    // Compiled here once (a few MB of code, no instance), so replaced workers skip compiling it.
    if (!this.started) compiledModule().catch(() => {});
    this.started ??= Array.from(
      { length: this.count },
      () =>
        new WorkerSlot(
          this.budget,
          this.options,
          () => this.dispatch(),
          (error) => this.startFailed(error),
        ),
    );
    return this.started;
  }

  async ready(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.ready));
  }

  run(job: RunJob): Promise<RunResult> {
    const workers = this.workers;
    return new Promise((resolve, reject) => {
      this.lanes.push({ font: job.id, job, resolve, reject }, job.lane ?? "batch");
      if (workers.some((w) => w.free)) this.dispatch();
    });
  }

  /**
   * Gives every free worker the next job it may run (lanes.ts picks among those), the one with
   * the fewest bytes of fonts loaded first.
   */
  private dispatch() {
    const workers = this.started;
    if (!workers) return;
    const free = workers.filter((w) => w.free).sort((a, b) => a.last.bytes - b.last.bytes);
    for (const slot of free) {
      const task = this.lanes.next(slot.loaded, (t) => t.job.spread !== undefined || slot.holds(t.font) || !workers.some((w) => w.holds(t.font)));
      if (task) slot.take(task);
      else slot.idle();
    }
  }

  /**
   * A worker could not start. While no worker is up, the waiting jobs fail (the engine answers
   * 503) instead of waiting for a worker that may never come; the slot keeps trying.
   */
  private startFailed(error: unknown) {
    if (this.started?.some((w) => w.isUp)) return;
    const failed = new WorkersDownError(error);
    for (const task of this.lanes.drain()) task.reject(failed);
  }

  stats(): RunnerStats {
    const sum: RunnerStats = { fonts: 0, bytes: 0, loads: 0, evictions: 0, wasmBytes: 0, resets: 0, workers: this.count, recycles: 0, queued: this.lanes.size, msPerUnit: 0, jobs: [] };
    if (!this.started) return sum;
    for (const w of this.started) {
      sum.fonts += w.last.fonts;
      sum.bytes += w.last.bytes;
      sum.loads += w.last.loads + w.retired.loads;
      sum.evictions += w.last.evictions + w.retired.evictions;
      sum.wasmBytes += w.last.wasmBytes;
      sum.resets += w.last.resets + w.retired.resets + w.deaths;
      sum.recycles += w.recycles;
      sum.msPerUnit += w.timer.msPerUnit / this.started.length;
      sum.jobs.push(w.jobs);
    }
    return sum;
  }

  async close(): Promise<void> {
    const closed = new WorkerDiedError(new Error("subset runner closed"));
    for (const task of this.lanes.drain()) task.reject(closed);
    await Promise.all((this.started ?? []).map((w) => w.close()));
  }
}
