/**
 * The set of Unicode code points the font engine uses: what one font face maps (its cmap, read by
 * cmap.ts), kept in the coverage index (coverage-index.ts, docs/decisions/017-coverage-index.md).
 *
 * In memory, two levels: the code space in 272 blocks of 4096 code points, each block absent,
 * full, or a 4096-bit bitmap (512 bytes). A CJK face of 30,000 code points takes ~20 KB, and a
 * membership test is two array reads and a mask. Stored, as runs of consecutive code points
 * (gap and length as varints, then base64): fonts map long runs, so a face is a few KB.
 *
 * `CodePointQuery` is a text compiled once for many faces: its code points grouped by block and
 * by 32-bit word, so "does this face have every character" is a few word tests per block.
 */

const BLOCK_SHIFT = 12;
const BLOCK_SIZE = 1 << BLOCK_SHIFT;
const WORDS_PER_BLOCK = BLOCK_SIZE / 32;
const BLOCKS = 0x110000 >> BLOCK_SHIFT;
const ABSENT = -1;
const FULL = -2;
/** First byte of the stored form: bump when the encoding changes. */
const ENCODING_VERSION = 1;

const isCodePoint = (cp: number) => Number.isInteger(cp) && cp >= 0 && cp < 0x110000;

export class CodePointSet {
  private constructor(
    /** Number of code points. */
    readonly size: number,
    /** Per block: ABSENT, FULL, or the index of its bitmap in `words`. */
    private readonly top: Int16Array,
    /** Bitmaps of the partial blocks, WORDS_PER_BLOCK words each. */
    private readonly words: Int32Array,
  ) {}

  /** The set of the given code points (anything that is not one is ignored). */
  static of(codePoints: Iterable<number>): CodePointSet {
    const maps = new Map<number, Int32Array>();
    for (const cp of codePoints) {
      if (!isCodePoint(cp)) continue;
      const block = cp >>> BLOCK_SHIFT;
      let map = maps.get(block);
      if (!map) maps.set(block, (map = new Int32Array(WORDS_PER_BLOCK)));
      const bit = cp & (BLOCK_SIZE - 1);
      map[bit >>> 5] |= 1 << (bit & 31);
    }
    return CodePointSet.fromBlocks(maps);
  }

  /** The set of the bits set in `bits`, a flat bitset over the code space (bit cp of word cp >> 5). */
  static fromBits(bits: Uint32Array): CodePointSet {
    const words = new Int32Array(bits.buffer, bits.byteOffset, Math.min(bits.length, BLOCKS * WORDS_PER_BLOCK));
    const maps = new Map<number, Int32Array>();
    for (let block = 0; block * WORDS_PER_BLOCK < words.length; block++) {
      const map = words.subarray(block * WORDS_PER_BLOCK, (block + 1) * WORDS_PER_BLOCK);
      if (map.some((w) => w !== 0)) maps.set(block, map);
    }
    return CodePointSet.fromBlocks(maps);
  }

  private static fromBlocks(maps: Map<number, Int32Array>): CodePointSet {
    const top = new Int16Array(BLOCKS).fill(ABSENT);
    let size = 0;
    const partial: [number, Int32Array][] = [];
    for (const [block, map] of [...maps].sort((a, b) => a[0] - b[0])) {
      let n = 0;
      for (const w of map) n += popcount(w);
      if (n === 0) continue;
      size += n;
      if (n === BLOCK_SIZE) top[block] = FULL;
      else partial.push([block, map]);
    }
    const words = new Int32Array(partial.length * WORDS_PER_BLOCK);
    partial.forEach(([block, map], i) => {
      top[block] = i;
      words.set(map, i * WORDS_PER_BLOCK);
    });
    return new CodePointSet(size, top, words);
  }

  has(cp: number): boolean {
    if (!isCodePoint(cp)) return false;
    const slot = this.top[cp >>> BLOCK_SHIFT];
    if (slot === ABSENT) return false;
    if (slot === FULL) return true;
    const bit = cp & (BLOCK_SIZE - 1);
    return (this.words[slot * WORDS_PER_BLOCK + (bit >>> 5)] & (1 << (bit & 31))) !== 0;
  }

  /** How many of `codePoints` the set has. */
  countOf(codePoints: Iterable<number>): number {
    let n = 0;
    for (const cp of codePoints) if (this.has(cp)) n++;
    return n;
  }

  /** The code points, ascending, in an array (faster than iterating when all are wanted). */
  toArray(): number[] {
    const out = new Array<number>(this.size);
    let i = 0;
    for (let block = 0; block < BLOCKS; block++) {
      const slot = this.top[block];
      if (slot === ABSENT) continue;
      const base = block << BLOCK_SHIFT;
      if (slot === FULL) {
        for (let c = 0; c < BLOCK_SIZE; c++) out[i++] = base + c;
        continue;
      }
      for (let w = 0; w < WORDS_PER_BLOCK; w++) {
        let word = this.words[slot * WORDS_PER_BLOCK + w];
        while (word !== 0) {
          const low = word & -word;
          out[i++] = base + w * 32 + (31 - Math.clz32(low));
          word ^= low;
        }
      }
    }
    return out;
  }

  /** The code points, ascending. */
  *[Symbol.iterator](): IterableIterator<number> {
    for (let block = 0; block < BLOCKS; block++) {
      const slot = this.top[block];
      if (slot === ABSENT) continue;
      const base = block << BLOCK_SHIFT;
      if (slot === FULL) {
        for (let i = 0; i < BLOCK_SIZE; i++) yield base + i;
        continue;
      }
      for (let w = 0; w < WORDS_PER_BLOCK; w++) {
        let word = this.words[slot * WORDS_PER_BLOCK + w];
        while (word !== 0) {
          const low = word & -word;
          yield base + w * 32 + (31 - Math.clz32(low));
          word ^= low;
        }
      }
    }
  }

  /** Bytes of memory the set holds (its typed arrays). */
  get memoryBytes(): number {
    return this.top.byteLength + this.words.byteLength;
  }

  /** The stored form (base64 text): runs of consecutive code points as varints. */
  encode(): string {
    const out: number[] = [ENCODING_VERSION];
    writeVarint(out, this.size);
    let previousEnd = 0;
    let start = -1;
    let last = -2;
    const flush = () => {
      if (start < 0) return;
      writeVarint(out, start - previousEnd);
      writeVarint(out, last - start);
      previousEnd = last + 1;
    };
    for (const cp of this) {
      if (cp !== last + 1) {
        flush();
        start = cp;
      }
      last = cp;
    }
    flush();
    return Buffer.from(out).toString("base64");
  }

  /** The set of a stored form; throws on anything else. */
  static decode(stored: string): CodePointSet {
    const bytes = Buffer.from(stored, "base64");
    if (bytes[0] !== ENCODING_VERSION) throw new Error("code point set: unknown encoding");
    const at = { i: 1 };
    const size = readVarint(bytes, at);
    const maps = new Map<number, Int32Array>();
    let cp = 0;
    let count = 0;
    while (at.i < bytes.length) {
      const start = cp + readVarint(bytes, at);
      const end = start + readVarint(bytes, at);
      if (end >= 0x110000) throw new Error("code point set: out of range");
      setRange(maps, start, end);
      count += end - start + 1;
      cp = end + 1;
    }
    if (count !== size) throw new Error("code point set: damaged");
    return CodePointSet.fromBlocks(maps);
  }
}

/** Sets the bits of start…end (inclusive) in the block maps. */
function setRange(maps: Map<number, Int32Array>, start: number, end: number) {
  for (let cp = start; cp <= end; ) {
    const block = cp >>> BLOCK_SHIFT;
    let map = maps.get(block);
    if (!map) maps.set(block, (map = new Int32Array(WORDS_PER_BLOCK)));
    const blockEnd = Math.min(end, ((block + 1) << BLOCK_SHIFT) - 1);
    for (; cp <= blockEnd; cp++) {
      const bit = cp & (BLOCK_SIZE - 1);
      if ((bit & 31) === 0 && cp + 31 <= blockEnd) {
        map[bit >>> 5] = -1;
        cp += 31;
      } else map[bit >>> 5] |= 1 << (bit & 31);
    }
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function writeVarint(out: number[], n: number) {
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
}

function readVarint(bytes: Uint8Array, at: { i: number }): number {
  let n = 0;
  let scale = 1;
  for (;;) {
    if (at.i >= bytes.length) throw new Error("code point set: truncated");
    const b = bytes[at.i++];
    n += (b & 0x7f) * scale;
    if (b < 0x80) return n;
    scale *= 128;
    if (scale > 2 ** 28) throw new Error("code point set: damaged");
  }
}

/**
 * A text's code points compiled for testing many sets: grouped by block, then by word with the
 * mask of the text's bits in it. Keeps the order of first use for `missingIn`.
 */
export class CodePointQuery {
  readonly codePoints: readonly number[];
  private readonly blocks: Int32Array;
  /** blocks[i]'s words are wordIndex/mask[starts[i] … starts[i+1]). */
  private readonly starts: Int32Array;
  private readonly wordIndex: Int32Array;
  private readonly mask: Int32Array;

  constructor(codePoints: readonly number[]) {
    this.codePoints = [...new Set(codePoints.filter(isCodePoint))];
    const byWord = new Map<number, number>();
    for (const cp of this.codePoints) byWord.set(cp >>> 5, (byWord.get(cp >>> 5) ?? 0) | (1 << (cp & 31)));
    const words = [...byWord.keys()].sort((a, b) => a - b);
    const blocks: number[] = [];
    const starts: number[] = [];
    this.wordIndex = new Int32Array(words.length);
    this.mask = new Int32Array(words.length);
    words.forEach((word, i) => {
      const block = word >>> (BLOCK_SHIFT - 5);
      if (blocks[blocks.length - 1] !== block) {
        blocks.push(block);
        starts.push(i);
      }
      this.wordIndex[i] = word & (WORDS_PER_BLOCK - 1);
      this.mask[i] = byWord.get(word)!;
    });
    starts.push(words.length);
    this.blocks = Int32Array.from(blocks);
    this.starts = Int32Array.from(starts);
  }

  get empty(): boolean {
    return this.codePoints.length === 0;
  }

  /** Whether `set` has every code point of the query. */
  coveredBy(set: CodePointSet): boolean {
    // Reaches into the set's arrays: this is the loop that runs once per face per query.
    const { top, words } = set as unknown as { top: Int16Array; words: Int32Array };
    for (let i = 0; i < this.blocks.length; i++) {
      const slot = top[this.blocks[i]];
      if (slot === ABSENT) return false;
      if (slot === FULL) continue;
      const base = slot * WORDS_PER_BLOCK;
      for (let j = this.starts[i]; j < this.starts[i + 1]; j++) {
        const m = this.mask[j];
        if ((words[base + this.wordIndex[j]] & m) !== m) return false;
      }
    }
    return true;
  }

  /** The query's code points `set` lacks, in the query's order. */
  missingIn(set: CodePointSet): number[] {
    if (this.coveredBy(set)) return [];
    return this.codePoints.filter((cp) => !set.has(cp));
  }
}
