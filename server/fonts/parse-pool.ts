/**
 * Font files from outside — a visitor's submission, an operator's import — are parsed, and their
 * specimens drawn, in worker threads (parse-worker.ts), never on the main thread
 * (docs/decisions/011-untrusted-font-parsing.md):
 *   - at most `workers` jobs run at once (FONT_PARSE_WORKERS); the rest wait here in order, each
 *     holding no bytes until its turn (a job's file is read when a worker takes it), and beyond
 *     `queue` waiting jobs a new one is refused (FontParserBusyError);
 *   - each worker's heap is capped (resourceLimits, FONT_PARSE_MEMORY_MB) and each job has a time
 *     limit (FONT_PARSE_TIMEOUT_S): a worker past either is terminated, its job refused with a
 *     FontFileError naming the limit, and a fresh worker takes the next job;
 *   - WOFF/WOFF2 unpacking is capped inside the worker (FONT_UNPACKED_MAX_MB, unpack.ts), since
 *     decompressed bytes live outside the JavaScript heap the resource limits cover.
 * A worker idle for `idleMs` is let go, returning its memory.
 */
import type { Worker } from "node:worker_threads";
import { spawnWorker } from "#server/worker-thread";
import { FontFileError } from "./font-file-error";
import type { FaceMeta, FontFormat } from "./metadata";
import type { SpecimenNames, SpecimenSvg } from "./specimen";
import { DEFAULT_UNPACKED_MAX_MB } from "./unpack";

export interface FontParseLimits {
  /** Jobs that run at once, each in its own worker thread. */
  workers: number;
  /** Time limit of one job, milliseconds. */
  timeoutMs: number;
  /** Heap limit of a worker (V8 old generation), MB. */
  memoryMb: number;
  /** The most a WOFF or WOFF2 may unpack to, bytes. */
  maxUnpackedBytes: number;
  /** Jobs that may wait for a worker; one more is refused (default 32). */
  queue?: number;
  /** A worker idle this long is let go (default 30 s). */
  idleMs?: number;
}

export const DEFAULT_FONT_PARSE_WORKERS = 1;
export const DEFAULT_FONT_PARSE_TIMEOUT_S = 30;
/** fontkit rebuilds every glyph of a WOFF2 with transformed outlines when it draws one: ~430 MB of heap for LXGW WenKai (8.6 MB WOFF2). */
export const DEFAULT_FONT_PARSE_MEMORY_MB = 1024;
export const DEFAULT_FONT_PARSE_LIMITS: FontParseLimits = {
  workers: DEFAULT_FONT_PARSE_WORKERS,
  timeoutMs: DEFAULT_FONT_PARSE_TIMEOUT_S * 1000,
  memoryMb: DEFAULT_FONT_PARSE_MEMORY_MB,
  maxUnpackedBytes: DEFAULT_UNPACKED_MAX_MB * 1024 * 1024,
};

/** What a parse answers: parseFontFile's result without the fontkit objects (they stay in the worker). */
export interface FontFileInfo {
  format: FontFormat;
  faces: FaceMeta[];
  /** What each face maps, same order, in increasing order: for the coverage index. */
  codePoints: Uint32Array[];
  /** For WOFF, when asked for: the unpacked TrueType/OpenType. */
  sfnt?: Uint8Array;
}

/** Too many parses are waiting: the caller answers "busy, try later". */
export class FontParserBusyError extends Error {
  constructor() {
    super("字体解析队列已满");
    this.name = "FontParserBusyError";
  }
}

type Source = Uint8Array | (() => Promise<Uint8Array>);
type Payload =
  | { kind: "parse"; key: string; keep: boolean; wantSfnt: boolean }
  | { kind: "list"; key: string; faces: { faceIndex: number; names: SpecimenNames }[] }
  | { kind: "detail"; faceIndex: number; names: Omit<SpecimenNames, "altName"> };

export type ParseRequest = Payload & { seq: number; bytes: ArrayBuffer };

export interface ParseReply {
  seq: number;
  file?: FontFileInfo;
  svgs?: SpecimenSvg[];
  altName?: string | null;
  error?: { name: string; message: string };
}

interface Task {
  source: Source;
  payload: Payload;
  resolve: (reply: ParseReply) => void;
  reject: (error: unknown) => void;
}

/**
 * An ArrayBuffer holding exactly `bytes`. Read for the job alone (a Source function), the file's
 * own buffer is moved to the worker; bytes the caller keeps are copied.
 */
function bufferFor(bytes: Uint8Array, owned: boolean): { buffer: ArrayBuffer; transfer: ArrayBuffer[] } {
  if (owned && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return { buffer: bytes.buffer, transfer: [bytes.buffer] };
  }
  const copy = bytes.slice().buffer as ArrayBuffer;
  return { buffer: copy, transfer: [copy] };
}

const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} 秒` : `${ms} 毫秒`);

/** One worker thread (started on demand, replaced after a limit or a crash) and the job in it. */
class Slot {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  busy = false;
  /** The file whose faces the worker keeps (a parse with `keep`). */
  kept: string | undefined;

  constructor(private readonly limits: FontParseLimits, private readonly onReplace: () => void) {}

  private start(): { worker: Worker; ready: Promise<void> } {
    const worker = spawnWorker(
      import.meta.url,
      { bundled: "./font-parse-worker.js", source: "./parse-worker.ts" },
      {
        workerData: { maxUnpackedBytes: this.limits.maxUnpackedBytes },
        resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb },
      },
    );
    worker.unref();
    // A job's own listeners report what happens during it; an 'error' with none listening would end the process.
    worker.on("error", () => {});
    // A worker that ends between jobs is not used again.
    worker.once("exit", () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.ready = undefined;
      this.kept = undefined;
    });
    this.worker = worker;
    this.kept = undefined;
    this.ready = new Promise<void>((resolve, reject) => {
      const first = (reply: ParseReply) => reply.seq === 0 && (worker.off("message", first), resolve());
      worker.on("message", first);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`font parse worker exited (${code})`)));
    });
    this.ready.catch(() => {});
    return { worker, ready: this.ready };
  }

  /** Lets the worker go (after a limit, a crash, or idleness); the next job starts a fresh one. */
  private stop() {
    const worker = this.worker;
    this.worker = undefined;
    this.ready = undefined;
    this.kept = undefined;
    void worker?.terminate();
  }

  /** Runs one job: its file read now, sent to the worker, answered or refused within the time limit. */
  async run(task: Task, seq: number): Promise<ParseReply> {
    clearTimeout(this.idleTimer);
    // The worker that keeps the file (parse with `keep`) needs no copy of it for the specimens.
    const kept = task.payload.kind === "list" && this.worker && this.kept === task.payload.key;
    const bytes = kept ? new Uint8Array() : typeof task.source === "function" ? await task.source() : task.source;
    const { buffer, transfer } = bufferFor(bytes, typeof task.source === "function");
    const { worker, ready } = this.worker && this.ready ? { worker: this.worker, ready: this.ready } : this.start();
    worker.ref();
    try {
      try {
        await ready;
      } catch (error) {
        this.stop();
        throw new Error(`font parse worker did not start: ${(error as Error).message}`, { cause: error });
      }
      return await new Promise<ParseReply>((resolve, reject) => {
        const finish = () => {
          clearTimeout(timer);
          worker.off("message", onMessage);
          worker.off("error", onError);
          worker.off("exit", onExit);
        };
        const fail = (error: Error) => {
          finish();
          this.stop();
          this.onReplace();
          reject(error);
        };
        const onMessage = (reply: ParseReply) => {
          if (reply.seq !== seq) return;
          finish();
          resolve(reply);
        };
        const onError = (error: Error & { code?: string }) =>
          fail(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? new FontFileError(`解析字体所需内存超过 ${this.limits.memoryMb} MB 的上限，已中止（文件可能有问题）`)
              : new FontFileError(`解析字体时出错，已中止: ${error.message}`),
          );
        const onExit = () => fail(new FontFileError("解析字体的线程意外退出，已中止（文件可能有问题）"));
        const timer = setTimeout(() => fail(new FontFileError(`解析字体超过 ${seconds(this.limits.timeoutMs)}仍未完成，已中止（文件可能有问题）`)), this.limits.timeoutMs);
        worker.on("message", onMessage);
        worker.once("error", onError);
        worker.once("exit", onExit);
        worker.postMessage({ ...task.payload, seq, bytes: buffer } satisfies ParseRequest, transfer);
      });
    } finally {
      if (this.worker === worker) {
        worker.unref();
        this.kept = task.payload.kind === "parse" && task.payload.keep ? task.payload.key : undefined;
        this.idleTimer = setTimeout(() => this.stop(), this.limits.idleMs ?? 30_000).unref();
      }
    }
  }

  close() {
    clearTimeout(this.idleTimer);
    this.stop();
  }
}

export interface FontParserStats {
  running: number;
  queued: number;
  /** Workers replaced after a time or memory limit or a crash. */
  replaced: number;
}

export class FontParser {
  private readonly slots: Slot[];
  private readonly waiting: Task[] = [];
  private seq = 0;
  private replaced = 0;

  constructor(readonly limits: FontParseLimits) {
    this.slots = Array.from({ length: Math.max(1, limits.workers) }, () => new Slot(limits, () => this.replaced++));
  }

  /**
   * The faces of a font file, checked and parsed in a worker. `source`: the bytes, or a function
   * reading them when a worker is free (the pool then owns them). `key` (the file's hash) with
   * `keep` leaves the faces in the worker for listSpecimens.
   */
  async parse(source: Source, options: { key?: string; keep?: boolean; wantSfnt?: boolean } = {}): Promise<FontFileInfo> {
    const reply = await this.submit(source, { kind: "parse", key: options.key ?? "", keep: Boolean(options.keep && options.key), wantSfnt: Boolean(options.wantSfnt) });
    return reply.file!;
  }

  /** The list specimen of each face (SVG), drawn in a worker; `key` as given to parse. */
  async listSpecimens(bytes: Uint8Array, key: string, faces: { faceIndex: number; names: SpecimenNames }[]): Promise<SpecimenSvg[]> {
    return (await this.submit(bytes, { kind: "list", key, faces })).svgs!;
  }

  /** A face's detail specimens (SVG) and its own Chinese family name, drawn in a worker; `source` as for parse. */
  async detailSpecimens(source: Source, faceIndex: number, names: Omit<SpecimenNames, "altName">): Promise<{ svgs: SpecimenSvg[]; altName: string | null }> {
    const reply = await this.submit(source, { kind: "detail", faceIndex, names });
    return { svgs: reply.svgs!, altName: reply.altName ?? null };
  }

  stats(): FontParserStats {
    return { running: this.slots.filter((s) => s.busy).length, queued: this.waiting.length, replaced: this.replaced };
  }

  close(): void {
    for (const task of this.waiting.splice(0)) task.reject(new Error("font parser closed"));
    for (const slot of this.slots) slot.close();
  }

  private submit(source: Source, payload: Payload): Promise<ParseReply> {
    if (this.waiting.length >= (this.limits.queue ?? 32)) return Promise.reject(new FontParserBusyError());
    return new Promise<ParseReply>((resolve, reject) => {
      this.waiting.push({ source, payload, resolve, reject });
      this.pump();
    }).then((reply) => {
      if (!reply.error) return reply;
      throw reply.error.name === "FontFileError" ? new FontFileError(reply.error.message) : new Error(reply.error.message);
    });
  }

  private pump() {
    for (;;) {
      const free = this.slots.filter((s) => !s.busy);
      if (!free.length || !this.waiting.length) return;
      const task = this.waiting.shift()!;
      // A specimen job goes to the worker that keeps its file, if that one is free.
      const key = task.payload.kind === "list" ? task.payload.key : undefined;
      const slot = free.find((s) => key && s.kept === key) ?? free[0];
      slot.busy = true;
      slot
        .run(task, ++this.seq)
        .then(task.resolve, task.reject)
        .finally(() => {
          slot.busy = false;
          this.pump();
        });
    }
  }
}

let shared: FontParser | undefined;

/** The process's parser (bounded as configured by configureFontParser, else by the defaults). */
export function fontParser(): FontParser {
  return (shared ??= new FontParser(DEFAULT_FONT_PARSE_LIMITS));
}

/** Sets the process's parser limits (server start, the import script), from the configuration. */
export function configureFontParser(limits: FontParseLimits): FontParser {
  shared?.close();
  shared = new FontParser(limits);
  return shared;
}
