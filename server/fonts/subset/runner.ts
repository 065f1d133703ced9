/**
 * Where HarfBuzz (and the WOFF2 encoding) runs: on the main thread (InlineRunner; brotli on the
 * libuv pool) or in worker threads (WorkerRunner, the default: SUBSET_WORKERS, else one per core
 * up to 4). HarfBuzz is synchronous wasm: a 1000-character subset of a large CJK font takes
 * 100–300 ms, which on the main thread would stall every other request for that long; in
 * workers it does not, and a batch uses every core. Measured on the 20-font batch of
 * bench/subset: 151 ms inline → 86 ms with two workers (same run conditions, 2 cores).
 *
 * Fonts are sharded over the workers by their hash, so each font is loaded in one worker only;
 * each worker's face cache gets an equal share of the budget.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { SubsetCore } from "./core";
import type { FaceCacheStats } from "./face-cache";
import { AxisError, HbTrap, type SubsetOptions } from "./hb";
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
  /** The font file's bytes, read only when the runner has not loaded the font. */
  read: () => Promise<Uint8Array>;
  /** Moves the job off the font's own worker by this many places (a batch over one font uses every worker). */
  lane?: number;
}

export type RunnerStats = FaceCacheStats & { resets: number; workers: number };

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

export function createRunner(workers: number, budgetBytes: number): Runner {
  return workers > 0 ? new WorkerRunner(workers, budgetBytes) : new InlineRunner(budgetBytes);
}

/** HarfBuzz on the calling thread. */
export class InlineRunner implements Runner {
  private core: SubsetCore | undefined;
  private starting: Promise<SubsetCore> | undefined;

  constructor(private readonly budgetBytes: number) {}

  private start(): Promise<SubsetCore> {
    this.starting ??= SubsetCore.create(this.budgetBytes).then((core) => (this.core = core));
    return this.starting;
  }

  async ready(): Promise<void> {
    await this.start();
  }

  async run(job: RunJob): Promise<RunResult> {
    const core = this.core ?? (await this.start());
    let bytes: Uint8Array | undefined;
    // Read the file unless the font is loaded; checked again after each wait, since another
    // job may have loaded or evicted it meanwhile. No wait between the check and the subset.
    while (!core.has(job.id) && !bytes) bytes = await job.read();
    const sfnt = core.subset(job.id, job.faceIndex, bytes, job.codePoints, job.options);
    // Brotli on the libuv thread pool, not this thread.
    return { sfnt, woff2: await encodeWoff2(sfnt, { quality: job.quality }) };
  }

  stats(): RunnerStats {
    return { ...(this.core?.stats() ?? { fonts: 0, bytes: 0, loads: 0, evictions: 0, wasmBytes: 0, resets: 0 }), workers: 0 };
  }

  async close(): Promise<void> {}
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
  stats: FaceCacheStats & { resets: number };
}

interface Pending {
  job: RunJob;
  resolve: (result: RunResult) => void;
  reject: (error: unknown) => void;
}

/**
 * The worker thread. The sources run as TypeScript through tsx (server/main.ts starts with
 * `--import tsx`), but Node 20 does not apply a loader to a worker's entry file: a small
 * CommonJS bootstrap registers tsx in the worker and imports worker.ts. Compiled to .js, the
 * worker file is started directly.
 */
function spawnWorker(workerData: { budgetBytes: number }): Worker {
  const self = import.meta.url;
  if (self.endsWith(".js")) return new Worker(new URL("./worker.js", self), { workerData });
  // The ESM entry of tsx's API (its CommonJS twin cannot register from inside a worker).
  const tsx = import.meta.resolve?.("tsx/esm/api") ?? pathToFileURL(createRequire(self).resolve("tsx/esm/api")).href.replace(/\.cjs$/, ".mjs");
  const entry = new URL("./worker.ts", self).href;
  const bootstrap = `
    const { workerData } = require("node:worker_threads");
    import(workerData.tsx).then((api) => { api.register(); return import(workerData.entry); });
  `;
  return new Worker(bootstrap, { eval: true, workerData: { ...workerData, tsx, entry } });
}

/** A worker died (crashed or failed to start) with this job in it. */
export class WorkerDiedError extends Error {
  constructor(cause: unknown) {
    super(`subset worker died: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "WorkerDiedError";
  }
}

/** Rebuilds the error classes the engine tells apart. */
function revive(error: { name: string; message: string }): Error {
  if (error.name === "FontFormatError") return new FontFormatError(error.message);
  if (error.name === "AxisError") return new AxisError(error.message.replace(/^字体没有可变轴 /, ""));
  if (error.name === "HbTrap") return new HbTrap(new Error(error.message));
  return new Error(error.message);
}

/** An ArrayBuffer holding exactly `bytes`, safe to transfer (never a shared Buffer pool). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes.buffer.slice(0);
  }
  return bytes.slice().buffer as ArrayBuffer;
}

class SubsetWorker {
  private worker!: Worker;
  private pending = new Map<number, Pending>();
  private seq = 0;
  last: FaceCacheStats & { resets: number } = { fonts: 0, bytes: 0, loads: 0, evictions: 0, wasmBytes: 0, resets: 0 };
  private closed = false;
  private markReady!: () => void;
  /** Resolves when the (first) worker has instantiated HarfBuzz. */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));
  /** Resets counted from workers that died and were replaced. */
  deaths = 0;

  constructor(private readonly budgetBytes: number) {
    this.start();
  }

  private start() {
    this.worker = spawnWorker({ budgetBytes: this.budgetBytes });
    this.worker.unref();
    this.worker.on("message", (reply: WorkerReply) => this.onReply(reply));
    const fail = (error: unknown) => {
      const pending = [...this.pending.values()];
      this.pending.clear();
      for (const p of pending) p.reject(new WorkerDiedError(error));
      if (!this.closed) {
        this.deaths++;
        this.start();
      }
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => {
      if (!this.closed) fail(new Error(`subset worker exited (${code})`));
    });
  }

  run(job: RunJob): Promise<RunResult> {
    return new Promise((resolve, reject) => {
      const seq = ++this.seq;
      // Keep the process alive while a job is out; an idle worker does not hold it open.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(seq, { job, resolve, reject });
      this.send(seq, job);
    });
  }

  private settled(seq: number) {
    this.pending.delete(seq);
    if (this.pending.size === 0) this.worker.unref();
  }

  private send(seq: number, job: RunJob, bytes?: ArrayBuffer) {
    const req: WorkerRequest = { seq, id: job.id, faceIndex: job.faceIndex, codePoints: Uint32Array.from(job.codePoints), options: job.options, quality: job.quality, bytes };
    this.worker.postMessage(req, bytes ? [req.codePoints.buffer as ArrayBuffer, bytes] : [req.codePoints.buffer as ArrayBuffer]);
  }

  private onReply(reply: WorkerReply) {
    this.last = reply.stats;
    if (reply.ready) this.markReady();
    const p = this.pending.get(reply.seq);
    if (!p) return;
    if (reply.need) {
      p.job.read().then(
        (bytes) => {
          if (this.pending.get(reply.seq) === p) this.send(reply.seq, p.job, ownBuffer(bytes));
        },
        (error) => {
          this.settled(reply.seq);
          p.reject(error);
        },
      );
      return;
    }
    this.settled(reply.seq);
    if (reply.error) p.reject(revive(reply.error));
    else p.resolve({ sfnt: reply.sfnt!, woff2: reply.woff2! });
  }

  async close() {
    this.closed = true;
    await this.worker.terminate();
  }
}

/** HarfBuzz in worker threads (started on first use), each font in the worker its hash picks. */
export class WorkerRunner implements Runner {
  private started: SubsetWorker[] | undefined;

  constructor(
    private readonly count: number,
    private readonly budgetBytes: number,
  ) {}

  private get workers(): SubsetWorker[] {
    this.started ??= Array.from({ length: this.count }, () => new SubsetWorker(Math.floor(this.budgetBytes / this.count)));
    return this.started;
  }

  async ready(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.ready));
  }

  run(job: RunJob): Promise<RunResult> {
    // The font hash is hex: its first 8 digits pick the worker.
    const pick = Number.parseInt(job.id.slice(0, 8), 16);
    const workers = this.workers;
    return workers[((Number.isFinite(pick) ? pick : hashString(job.id)) + (job.lane ?? 0)) % workers.length].run(job);
  }

  stats(): RunnerStats {
    const sum = { fonts: 0, bytes: 0, loads: 0, evictions: 0, wasmBytes: 0, resets: 0, workers: this.count };
    if (!this.started) return sum;
    for (const w of this.workers) {
      sum.fonts += w.last.fonts;
      sum.bytes += w.last.bytes;
      sum.loads += w.last.loads;
      sum.evictions += w.last.evictions;
      sum.wasmBytes += w.last.wasmBytes;
      sum.resets += w.last.resets + w.deaths;
    }
    return sum;
  }

  async close(): Promise<void> {
    await Promise.all((this.started ?? []).map((w) => w.close()));
  }
}

function hashString(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h;
}
