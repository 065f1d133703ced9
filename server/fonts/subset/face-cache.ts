/**
 * Loaded fonts kept warm in HarfBuzz's wasm memory: least recently used first out. Two bounds,
 * both from the worker's part of SUBSET_MEMORY_MB (budget.ts): the sum of the font files' sizes
 * (`budgetBytes`), and the heap itself — a font is loaded, and a subset started, only when it
 * fits in the wasm memory with the working reserve (WORK_RESERVE) free; otherwise the memory
 * grows up to `budgetBytes + reserve`, and past that the least recently used fonts go. So fonts
 * stay loaded while the budget allows (gaps between blobs count too) and the heap stays within
 * its part unless one font and its job alone need more. A collection (TTC/OTC) is loaded once and
 * its faces are made from the same blob. Evicting a font destroys its faces and its blob and frees
 * its bytes in wasm memory.
 *
 * Everything here is synchronous except reading a file from the store, so a face handed out by
 * `face()` cannot be evicted while the caller's synchronous subset call runs.
 */
import { WORK_RESERVE } from "./budget";
import { Hb, PAGE, type HbBlob } from "./hb";
import { readFace } from "./sfnt";

/** The wasm memory grows by this much at a time while it is within the heap's part. */
const GROW_STEP = 8 * 1024 * 1024;

interface Entry {
  blob: HbBlob;
  faces: Map<number, number>;
  size: number;
}

export interface FaceCacheStats {
  fonts: number;
  bytes: number;
  loads: number;
  evictions: number;
  wasmBytes: number;
}

export class FaceCache {
  /** Insertion order is recency order: the first key is the least recently used. */
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private loads = 0;
  private evictions = 0;

  constructor(
    private hb: Hb,
    readonly budgetBytes: number,
    readonly reserveBytes = WORK_RESERVE,
  ) {}

  /** The wasm memory the fonts and the reserve live in; past it fonts are evicted rather than the memory grown. */
  get heapBytes(): number {
    return this.budgetBytes + this.reserveBytes;
  }

  get instance(): Hb {
    return this.hb;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  /** Ids of the loaded fonts, least recently used first. */
  ids(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * The face `index` of font `id`, made from `bytes` when the font is not loaded yet (the caller
   * reads the file only when `has(id)` is false). Throws FontFormatError on a damaged file.
   */
  face(id: string, index: number, bytes?: Uint8Array): number {
    let entry = this.entries.get(id);
    if (entry) {
      this.entries.delete(id);
      this.entries.set(id, entry);
    } else {
      if (!bytes) throw new Error(`font ${id} is not loaded`);
      // Checks the table directory against the file's length first: HarfBuzz would quietly treat
      // a truncated table as empty and answer a subset without the glyphs.
      readFace(bytes, index);
      this.makeRoom(bytes.byteLength);
      this.fit(bytes.byteLength, id);
      const blob = this.hb.createBlob(bytes);
      entry = { blob, faces: new Map(), size: bytes.byteLength };
      this.entries.set(id, entry);
      this.bytes += entry.size;
      this.loads++;
    }
    let face = entry.faces.get(index);
    if (face === undefined) {
      readFace(this.hb.blobBytes(entry.blob), index);
      face = this.hb.createFace(entry.blob, index, false);
      entry.faces.set(index, face);
    }
    return face;
  }

  /** Makes the working reserve free before a subset of font `id` (which stays loaded). */
  reserve(id: string): void {
    this.fit(this.reserveBytes, id);
  }

  /** Evicts every font but `id` (its job needs more than the reserve); false when there was none. */
  evictAllBut(id: string): boolean {
    let evicted = false;
    while (this.evictOldest(id)) evicted = true;
    return evicted;
  }

  /** Drops font `id` (a face of it failed in a way that may have left it unusable). */
  drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.bytes -= entry.size;
    this.destroy(entry);
  }

  /**
   * Forgets everything and continues on a fresh wasm instance: after a trap (the old instance is
   * in an unknown state, so nothing is destroyed in it) or when its memory has grown far past the
   * budget (wasm memory never shrinks; a new instance gives it back).
   */
  reset(hb: Hb): void {
    this.entries.clear();
    this.bytes = 0;
    this.hb = hb;
  }

  stats(): FaceCacheStats {
    return { fonts: this.entries.size, bytes: this.bytes, loads: this.loads, evictions: this.evictions, wasmBytes: this.hb.memoryBytes };
  }

  private makeRoom(incoming: number) {
    while (this.bytes + incoming > this.budgetBytes && this.evictOldest()) {
      // evicted
    }
  }

  /**
   * Makes `bytes` allocatable in one piece: free already, else the memory grown within
   * `heapBytes`, else the least recently used fonts but `keep` evicted, else (nothing left to
   * evict) the memory grown past it — the owner then replaces the instance after the job.
   */
  private fit(bytes: number, keep: string) {
    for (;;) {
      if (this.hb.canAllocate(bytes)) return;
      // Small steps: the memory never shrinks, so growing past what the allocation needs would
      // leave less of the heap's part for fonts.
      const step = Math.floor(Math.min(this.heapBytes - this.hb.memoryBytes, GROW_STEP) / PAGE) * PAGE;
      if (step > 0 && this.hb.grow(step)) continue;
      if (this.evictOldest(keep)) continue;
      this.hb.grow(bytes + this.reserveBytes);
      return;
    }
  }

  /** Evicts the least recently used font other than `keep`; false when there is none. */
  private evictOldest(keep?: string): boolean {
    for (const [id, entry] of this.entries) {
      if (id === keep) continue;
      this.entries.delete(id);
      this.bytes -= entry.size;
      this.evictions++;
      this.destroy(entry);
      return true;
    }
    return false;
  }

  private destroy(entry: Entry) {
    for (const face of entry.faces.values()) this.hb.destroyFace(face);
    this.hb.destroyBlob(entry.blob);
  }
}
