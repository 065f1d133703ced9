/**
 * HarfBuzz's subsetter (harfbuzzjs's `harfbuzz-subset.wasm`, hb-subset compiled to wasm) driven
 * through its C API. The module has no imports: its memory is its own, so every pointer here is
 * an offset into `memory.buffer`, and whatever is created here must be destroyed here.
 *
 * One `Hb` is one wasm instance. Wasm memory only ever grows; `memoryBytes` lets the owner
 * recycle the instance (drop it and start a fresh one) when it has grown too far, and a wasm trap
 * (a RuntimeError) leaves the instance in an unknown state, so the owner drops it then too.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

interface HbExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, lengthPtr: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_get_empty(): number;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, codepoint: number): void;
  hb_set_clear(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_pin_axis_location(input: number, face: number, tag: number, value: number): number;
  hb_subset_input_pin_axis_to_default(input: number, face: number, tag: number): number;
  hb_subset_input_set_axis_range(input: number, face: number, tag: number, min: number, max: number, def: number): number;
  hb_subset_preprocess(face: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

/** hb_memory_mode_t: the blob may be edited in place (we own the bytes; sanitizing may fix them). */
const HB_MEMORY_MODE_WRITABLE = 2;

/** hb_subset_flags_t (hb-subset.h). */
export const HB_SUBSET_FLAGS = {
  DEFAULT: 0,
  NO_HINTING: 0x1,
  RETAIN_GIDS: 0x2,
  DESUBROUTINIZE: 0x4,
  NAME_LEGACY: 0x8,
  SET_OVERLAPS_FLAG: 0x10,
  PASSTHROUGH_UNRECOGNIZED: 0x20,
  NOTDEF_OUTLINE: 0x40,
  GLYPH_NAMES: 0x80,
  NO_PRUNE_UNICODE_RANGES: 0x100,
  NO_LAYOUT_CLOSURE: 0x200,
} as const;

/** hb_subset_sets_t (hb-subset.h). */
export const HB_SUBSET_SETS = { DROP_TABLE_TAG: 3, NAME_ID: 4 } as const;

/** A four-letter OpenType tag as HarfBuzz's hb_tag_t. */
export function hbTag(tag: string): number {
  if (!/^[\x20-\x7e]{1,4}$/.test(tag)) throw new Error(`OpenType 标签不合法: ${tag}`);
  const t = tag.padEnd(4, " ");
  return ((t.charCodeAt(0) << 24) | (t.charCodeAt(1) << 16) | (t.charCodeAt(2) << 8) | t.charCodeAt(3)) >>> 0;
}

/** How to instance the axes of a variable font: pin an axis at a value, or limit its range. */
export type AxisSetting = number | { min?: number; max?: number; default?: number };

export interface SubsetOptions {
  /** hb_subset_flags_t bits. */
  flags: number;
  /** Axis tag → setting; axes not named keep their full range. */
  axes?: Record<string, AxisSetting>;
  /** Tables to drop on top of HarfBuzz's default drop list. */
  dropTables?: readonly string[];
}

/** Raised when a call into the wasm module trapped: the instance must not be used again. */
export class HbTrap extends Error {
  constructor(cause: unknown) {
    super(`harfbuzz wasm trap: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "HbTrap";
  }
}

/** Largest wasm32 memory: 65536 pages of 64 KiB = 4 GiB. */
const MAX_PAGES = 65536;
/** Wasm memory grows by pages of 64 KiB. */
export const PAGE = 65536;

/**
 * harfbuzzjs builds the module with a fixed 65 MB memory (minimum = maximum = 1040 pages): one
 * CJK font of 20 MB and its working set nearly fill it, so it could hold two or three fonts at
 * most. The memory is defined inside the module, so its declared maximum is raised here, in the
 * bytes, before compiling. Its allocator asks the memory for its current size on every sbrk, so
 * memory grown from JavaScript (`Hb.grow`) is used by the next allocation. Nothing else changes.
 */
export function raiseMemoryMaximum(wasm: Uint8Array, maxPages = MAX_PAGES): Uint8Array {
  const leb = (n: number) => {
    const out: number[] = [];
    do {
      let b = n & 0x7f;
      n >>>= 7;
      if (n) b |= 0x80;
      out.push(b);
    } while (n);
    return out;
  };
  let p = 8;
  const read = () => {
    let result = 0;
    let shift = 0;
    let b: number;
    do {
      b = wasm[p++];
      result |= (b & 0x7f) << shift;
      shift += 7;
    } while (b & 0x80);
    return result >>> 0;
  };
  while (p < wasm.length) {
    const sectionStart = p;
    const id = wasm[p++];
    const size = read();
    const end = p + size;
    if (id === 5) {
      const count = read();
      const flags = read();
      if (count !== 1 || flags & ~1) throw new Error("harfbuzz-subset.wasm: unexpected memory section");
      const min = read();
      const body = [...leb(1), 1, ...leb(min), ...leb(Math.max(min, maxPages))];
      const section = [5, ...leb(body.length), ...body];
      const out = new Uint8Array(wasm.length - (end - sectionStart) + section.length);
      out.set(wasm.subarray(0, sectionStart));
      out.set(section, sectionStart);
      out.set(wasm.subarray(end), sectionStart + section.length);
      return out;
    }
    p = end;
  }
  throw new Error("harfbuzz-subset.wasm: no memory section");
}

let wasmModule: Promise<WebAssembly.Module> | undefined;
let compiled: WebAssembly.Module | undefined;

/**
 * The module compiled in this thread, if it is yet. A worker thread can be handed it (a
 * WebAssembly.Module goes through postMessage/workerData without recompiling): a replaced worker
 * then starts without compiling HarfBuzz again.
 */
export function compiledHarfBuzz(): WebAssembly.Module | undefined {
  return compiled;
}

/** Uses a module compiled elsewhere (by the thread that started this worker). */
export function useCompiledHarfBuzz(module: WebAssembly.Module): void {
  compiled ??= module;
  wasmModule ??= Promise.resolve(compiled);
}

/** The compiled module is shared; each `Hb` is a separate instance with its own memory. */
export function compiledModule(): Promise<WebAssembly.Module> {
  wasmModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm");
    compiled = await WebAssembly.compile(raiseMemoryMaximum(await readFile(file)) as Uint8Array<ArrayBuffer>);
    return compiled;
  })();
  return wasmModule;
}

/** A font file's bytes copied into wasm memory, as one hb_blob_t. */
export interface HbBlob {
  readonly ptr: number;
  readonly blob: number;
  readonly size: number;
}

export class Hb {
  private constructor(private readonly x: HbExports) {}

  static async create(): Promise<Hb> {
    await compiledModule();
    return Hb.createSync();
  }

  /** A fresh instance at once; the module must have been compiled by an earlier `create()`. */
  static createSync(): Hb {
    if (!compiled) throw new Error("harfbuzz: module not compiled yet");
    const instance = new WebAssembly.Instance(compiled, {});
    const exports = instance.exports as unknown as HbExports;
    exports._initialize();
    return new Hb(exports);
  }

  /** Bytes of wasm memory in use by this instance (it never shrinks). */
  get memoryBytes(): number {
    return this.x.memory.buffer.byteLength;
  }

  /** Adds at least `bytes` to the wasm memory; false when the 4 GiB ceiling (or the host) refuses. */
  grow(bytes: number): boolean {
    try {
      this.x.memory.grow(Math.ceil(bytes / PAGE));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Whether `bytes` could be allocated in one piece now, without growing the memory (the
   * allocator answers 0 when the memory is full; the probe is freed at once).
   */
  canAllocate(bytes: number): boolean {
    return this.guard(() => {
      const ptr = this.x.malloc(bytes);
      if (ptr) this.x.free(ptr);
      return ptr !== 0;
    });
  }

  /** Runs `fn`, turning a wasm trap into HbTrap so the owner knows to drop this instance. */
  private guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError || error instanceof RangeError) throw new HbTrap(error);
      throw error;
    }
  }

  /** Copies `bytes` into wasm memory as a blob. Free it with `destroyBlob` once no face uses it. */
  createBlob(bytes: Uint8Array): HbBlob {
    return this.guard(() => {
      let ptr = this.x.malloc(bytes.byteLength);
      // Memory grows on demand: room for the font and some working space for HarfBuzz.
      if (!ptr && this.grow(bytes.byteLength + 32 * 1024 * 1024)) ptr = this.x.malloc(bytes.byteLength);
      if (!ptr) throw new Error("harfbuzz: 内存不足，无法载入字体");
      new Uint8Array(this.x.memory.buffer, ptr, bytes.byteLength).set(bytes);
      const blob = this.x.hb_blob_create(ptr, bytes.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
      if (!blob) {
        this.x.free(ptr);
        throw new Error("harfbuzz: hb_blob_create failed");
      }
      return { ptr, blob, size: bytes.byteLength };
    });
  }

  /** The bytes of a blob, read in place (valid until the next call into the module). */
  blobBytes(blob: HbBlob): Uint8Array {
    return new Uint8Array(this.x.memory.buffer, blob.ptr, blob.size);
  }

  destroyBlob(blob: HbBlob): void {
    this.guard(() => {
      this.x.hb_blob_destroy(blob.blob);
      this.x.free(blob.ptr);
    });
  }

  /**
   * A face of the blob (`index` selects the face of a TTC/OTC), preprocessed for repeated
   * subsetting (hb_subset_preprocess: the accelerators are computed once, not per call).
   * Returns the preprocessed face; the plain one is released.
   */
  createFace(blob: HbBlob, index: number, preprocess = true): number {
    return this.guard(() => {
      const face = this.x.hb_face_create(blob.blob, index);
      if (!face || face === this.x.hb_face_get_empty()) throw new Error("harfbuzz: 无法读取字体");
      if (!preprocess) return face;
      const prepared = this.x.hb_subset_preprocess(face);
      this.x.hb_face_destroy(face);
      if (!prepared || prepared === this.x.hb_face_get_empty()) throw new Error("harfbuzz: 无法预处理字体");
      return prepared;
    });
  }

  destroyFace(face: number): void {
    this.guard(() => this.x.hb_face_destroy(face));
  }

  /**
   * The sfnt (TrueType or CFF outlines, as the source) holding exactly `codePoints` plus what
   * their shaping needs (HarfBuzz's layout closure), or null when HarfBuzz refuses the font.
   */
  subset(face: number, codePoints: Iterable<number>, options: SubsetOptions): Uint8Array | null {
    return this.guard(() => {
      const x = this.x;
      const input = x.hb_subset_input_create_or_fail();
      if (!input) throw new Error("harfbuzz: 内存不足，无法创建子集输入");
      let result = 0;
      let blob = 0;
      try {
        const unicodes = x.hb_subset_input_unicode_set(input);
        for (const cp of codePoints) x.hb_set_add(unicodes, cp);
        x.hb_subset_input_set_flags(input, options.flags);
        if (options.dropTables?.length) {
          const drop = x.hb_subset_input_set(input, HB_SUBSET_SETS.DROP_TABLE_TAG);
          for (const tag of options.dropTables) x.hb_set_add(drop, hbTag(tag));
        }
        for (const [tag, setting] of Object.entries(options.axes ?? {})) {
          const t = hbTag(tag);
          const done =
            typeof setting === "number"
              ? x.hb_subset_input_pin_axis_location(input, face, t, setting)
              : x.hb_subset_input_set_axis_range(
                  input,
                  face,
                  t,
                  setting.min ?? Number.NaN,
                  setting.max ?? Number.NaN,
                  setting.default ?? Number.NaN,
                );
          if (!done) throw new AxisError(tag);
        }
        result = x.hb_subset_or_fail(face, input);
        if (!result) return null;
        blob = x.hb_face_reference_blob(result);
        const length = x.hb_blob_get_length(blob);
        if (!length) return null;
        const data = x.hb_blob_get_data(blob, 0);
        return new Uint8Array(x.memory.buffer, data, length).slice();
      } finally {
        if (blob) x.hb_blob_destroy(blob);
        if (result) x.hb_face_destroy(result);
        x.hb_subset_input_destroy(input);
      }
    });
  }
}

/** The font has no such axis (or the value is not a number HarfBuzz accepts). */
export class AxisError extends Error {
  constructor(readonly tag: string) {
    super(`字体没有可变轴 ${tag}`);
    this.name = "AxisError";
  }
}
