/**
 * The synchronous heart of subsetting: a HarfBuzz wasm instance and its face cache. It runs on
 * the main thread (SUBSET_WORKERS=0) or inside a worker thread (worker.ts), the same code.
 *
 * Failures it raises: FontFormatError (a damaged file, or HarfBuzz refusing it), AxisError (a
 * variable-font setting the font cannot take), HbTrap (wasm trapped: the instance has already
 * been replaced by a fresh one when this is thrown).
 */
import { FaceCache, type FaceCacheStats } from "./face-cache";
import { Hb, HbTrap, type SubsetOptions } from "./hb";
import { FontFormatError } from "./sfnt";

export class SubsetCore {
  private constructor(
    private readonly cache: FaceCache,
    private readonly heapLimitBytes: number,
  ) {}

  /**
   * `faceBytes`: the face cache's budget (font bytes kept loaded; with the working reserve, the
   * wasm heap it keeps to, face-cache.ts). `heapLimitBytes`: past this
   * wasm heap the instance is replaced after the job (on the main thread; a worker thread leaves
   * it at Infinity, since its runner replaces the whole worker, which frees the heap at once
   * instead of at the next garbage collection).
   */
  static async create(faceBytes: number, heapLimitBytes = Number.POSITIVE_INFINITY): Promise<SubsetCore> {
    return new SubsetCore(new FaceCache(await Hb.create(), faceBytes), heapLimitBytes);
  }

  /** Whether font `id` (its file's SHA-256) is loaded: if not, `subset` needs its bytes. */
  has(id: string): boolean {
    return this.cache.has(id);
  }

  /** The fonts loaded, least recently used first. */
  loaded(): string[] {
    return this.cache.ids();
  }

  /** The sfnt subset of face `faceIndex` of font `id`, loading it from `bytes` if need be. */
  subset(id: string, faceIndex: number, bytes: Uint8Array | undefined, codePoints: readonly number[], options: SubsetOptions): Uint8Array {
    try {
      const face = this.cache.face(id, faceIndex, bytes);
      this.cache.reserve(id);
      const hb = this.cache.instance;
      let out = hb.subset(face, codePoints, options);
      // HarfBuzz fails allocations cleanly. A job needing more than the reserve gets the other
      // fonts' room first (the heap stays within its part), then more memory once.
      if (!out && this.cache.evictAllBut(id)) out = hb.subset(face, codePoints, options);
      if (!out && hb.grow(64 * 1024 * 1024)) out = hb.subset(face, codePoints, options);
      if (!out) throw new FontFormatError("HarfBuzz 无法生成该字体的子集");
      // Wasm memory never shrinks: past the limit, start over on a fresh instance.
      if (hb.memoryBytes > this.heapLimitBytes) this.reset();
      return out;
    } catch (error) {
      if (error instanceof HbTrap) this.reset();
      else if (error instanceof FontFormatError) this.cache.drop(id);
      throw error;
    }
  }

  stats(): FaceCacheStats & { resets: number; loaded: string[] } {
    return { ...this.cache.stats(), resets: this.resets, loaded: this.cache.ids() };
  }

  private resets = 0;

  /** Forgets every font and continues on a fresh wasm instance. */
  private reset() {
    this.resets++;
    this.cache.reset(Hb.createSync());
  }
}
