/**
 * What HarfBuzz allocates while subsetting, beyond the loaded font — what the working reserve of a
 * worker's heap (budget.ts WORK_RESERVE) must cover. Run by hand:
 *
 *   node --import tsx bench/subset/working-memory.ts
 *
 * For each font (the large CJK fonts of bench/subset) and text length: the font is loaded in a
 * fresh instance, a first subset computes the reference output, then the free memory is filled
 * but for `room` bytes and the subset run again; the smallest room (1 MB steps) at which it gives
 * the reference output byte for byte is its working memory. Also: what stays allocated once the
 * subsets are done (the face's lazily loaded tables), beyond the font's own bytes.
 */
import { readFileSync } from "node:fs";
import { Hb } from "#server/fonts/subset/hb";
import { BENCH_FONTS } from "./common";
import { gb2312Level1 } from "./hanzi";

const MB = 1024 * 1024;
const SIZES = [10, 200, 1000, 3000];
const FLAGS = 0x4 | 0x1; // DESUBROUTINIZE | NO_HINTING, as the engine

/** The instance's allocator, reached for probing (hb.ts keeps it private). */
type Raw = { malloc(n: number): number; free(p: number): void };
const raw = (hb: Hb) => (hb as unknown as { x: Raw }).x;

/** Largest single allocation possible now (4 KB precision). */
function largestFree(hb: Hb): number {
  let lo = 0;
  let hi = hb.memoryBytes;
  while (hi - lo > 4096) {
    const mid = Math.floor((lo + hi) / 2);
    if (hb.canAllocate(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** All free memory: the largest pieces taken one after another until none of 64 KB is left. */
function totalFree(hb: Hb): number {
  const x = raw(hb);
  const taken: number[] = [];
  let sum = 0;
  for (let n = largestFree(hb); n >= 65536; n = largestFree(hb)) {
    taken.push(x.malloc(n));
    sum += n;
  }
  for (const p of taken) x.free(p);
  return sum;
}

const same = (a: Uint8Array | null, b: Uint8Array) => !!a && a.length === b.length && a.every((v, i) => v === b[i]);

async function main() {
  await Hb.create();
  const hanzi = gb2312Level1().map((c) => c.codePointAt(0)!);
  console.log("| font | file MB | working memory (MB) by characters: " + SIZES.join(" / ") + " | kept after the subsets (MB) |");
  console.log("|---|---:|---|---:|");
  for (const font of BENCH_FONTS) {
    const hb = Hb.createSync();
    hb.grow(64 * MB);
    const blob = hb.createBlob(new Uint8Array(readFileSync(font.file)));
    const face = hb.createFace(blob, font.faceIndex, false);
    const loaded = totalFree(hb);
    const working: string[] = [];
    for (const n of SIZES) {
      const codePoints = hanzi.slice(0, n);
      const reference = hb.subset(face, codePoints, { flags: FLAGS })!;
      const free = largestFree(hb);
      let lo = 0;
      let hi = 64;
      while (hi - lo > 1) {
        const room = (lo + hi) >> 1;
        const filler = raw(hb).malloc(free - room * MB);
        if (!filler) throw new Error("could not fill the memory");
        const out = hb.subset(face, codePoints, { flags: FLAGS });
        raw(hb).free(filler);
        if (same(out, reference)) hi = room;
        else lo = room;
      }
      working.push(hi >= 64 ? "> 64" : String(hi));
    }
    const kept = Math.max(0, (loaded - totalFree(hb)) / MB);
    console.log(`| ${font.label} | ${(blob.size / MB).toFixed(1)} | ${working.join(" / ")} | ${kept.toFixed(1)} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
