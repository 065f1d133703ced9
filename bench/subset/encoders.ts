/**
 * WOFF2 encoders side by side on the same HarfBuzz subsets: this project's encoder
 * (server/fonts/subset/woff2.ts) against Google's `woff2_compress` CLI and the npm encoders, the
 * comparison the choice of encoder rests on. Run by hand:
 *
 *   npm i --no-save wawoff2 ttf2woff2 @napi-rs/ttf2woff2   # the candidates (optional)
 *   node --import tsx bench/subset/encoders.ts
 *
 * Candidates that are not installed are left out. Times are medians of several runs, in ms;
 * sizes in bytes.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { Hb, HB_SUBSET_FLAGS } from "#server/fonts/subset/hb";
import { encodeWoff2, encodeWoff2Sync } from "#server/fonts/subset/woff2";
import { BENCH_FONTS, coveredText, median, hasCommand } from "./common";

type Encoder = { name: string; encode: (sfnt: Uint8Array, file: string) => Promise<number> };

const require = createRequire(import.meta.url);
function optional<T>(name: string): T | null {
  try {
    return require(name) as T;
  } catch {
    return null;
  }
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "subset-encoders-"));
  const encoders: Encoder[] = [
    { name: "own q9", encode: async (s) => encodeWoff2Sync(s, { quality: 9 }).byteLength },
    { name: "own q9 async", encode: async (s) => (await encodeWoff2(s, { quality: 9 })).byteLength },
    { name: "own q11", encode: async (s) => encodeWoff2Sync(s, { quality: 11 }).byteLength },
  ];
  if (hasCommand("woff2_compress")) {
    encoders.push({
      name: "woff2_compress",
      encode: async (_s, file) => {
        execFileSync("woff2_compress", [file], { stdio: "ignore" });
        return readFileSync(file.replace(/\.[^.]+$/, ".woff2")).byteLength;
      },
    });
  }
  const wawoff2 = optional<{ compress(b: Uint8Array): Promise<Uint8Array> }>("wawoff2");
  if (wawoff2) encoders.push({ name: "wawoff2", encode: async (s) => (await wawoff2.compress(s)).byteLength });
  const ttf2woff2 = optional<{ default: (b: Buffer) => Buffer }>("ttf2woff2");
  if (ttf2woff2) encoders.push({ name: "ttf2woff2", encode: async (s) => ttf2woff2.default(Buffer.from(s)).byteLength });
  const napi = optional<{ convertTTFToWOFF2(b: Buffer): Buffer; convertTTFToWOFF2Async(b: Buffer): Promise<Buffer> }>("@napi-rs/ttf2woff2");
  if (napi) {
    encoders.push({ name: "@napi-rs/ttf2woff2", encode: async (s) => napi.convertTTFToWOFF2(Buffer.from(s)).byteLength });
  }

  const hb = await Hb.create();
  const rows: string[][] = [["font", "chars", "sfnt B", ...encoders.map((e) => `${e.name} ms / B`)]];
  for (const font of BENCH_FONTS) {
    const bytes = readFileSync(font.file);
    const blob = hb.createBlob(bytes);
    const face = hb.createFace(blob, font.faceIndex, false);
    for (const n of [10, 100, 1000]) {
      const text = coveredText(bytes, font.faceIndex, n);
      const sfnt = hb.subset(face, [...text].map((c) => c.codePointAt(0)!), { flags: HB_SUBSET_FLAGS.NO_HINTING })!;
      const file = path.join(dir, `${font.label}-${n}.${font.cff ? "otf" : "ttf"}`);
      writeFileSync(file, sfnt);
      const row = [font.label, String(n), String(sfnt.byteLength)];
      for (const encoder of encoders) {
        const runs = n >= 1000 ? 1 : 5;
        const times: number[] = [];
        let size = 0;
        for (let i = 0; i < runs; i++) {
          const t = performance.now();
          size = await encoder.encode(sfnt, file);
          times.push(performance.now() - t);
        }
        row.push(`${median(times).toFixed(1)} / ${size}`);
      }
      rows.push(row);
      console.error(row.join("  "));
    }
    hb.destroyFace(face);
    hb.destroyBlob(blob);
  }
  rmSync(dir, { recursive: true, force: true });
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(`| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
