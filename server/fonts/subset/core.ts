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
    private readonly budgetBytes: number,
  ) {}

  static async create(budgetBytes: number): Promise<SubsetCore> {
    return new SubsetCore(new FaceCache(await Hb.create(), budgetBytes), budgetBytes);
  }

  /** Whether font `id` (its file's SHA-256) is loaded: if not, `subset` needs its bytes. */
  has(id: string): boolean {
    return this.cache.has(id);
  }

  /** The sfnt subset of face `faceIndex` of font `id`, loading it from `bytes` if need be. */
  subset(id: string, faceIndex: number, bytes: Uint8Array | undefined, codePoints: readonly number[], options: SubsetOptions): Uint8Array {
    try {
      const face = this.cache.face(id, faceIndex, bytes);
      const hb = this.cache.instance;
      let out = hb.subset(face, codePoints, options);
      // HarfBuzz fails allocations cleanly: give it more memory once and try again.
      if (!out && hb.grow(64 * 1024 * 1024)) out = hb.subset(face, codePoints, options);
      if (!out) throw new FontFormatError("HarfBuzz 无法生成该字体的子集");
      // Wasm memory never shrinks: past twice the budget (+256 MB), start over on a fresh instance.
      if (hb.memoryBytes > 2 * this.budgetBytes + 256 * 1024 * 1024) this.reset();
      return out;
    } catch (error) {
      if (error instanceof HbTrap) this.reset();
      else if (error instanceof FontFormatError) this.cache.drop(id);
      throw error;
    }
  }

  stats(): FaceCacheStats & { resets: number } {
    return { ...this.cache.stats(), resets: this.resets };
  }

  private resets = 0;

  /** Forgets every font and continues on a fresh wasm instance. */
  private reset() {
    this.resets++;
    this.cache.reset(Hb.createSync());
  }
}
