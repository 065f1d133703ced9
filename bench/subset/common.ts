/** What the subset benchmarks share: the fonts, the texts, and small helpers. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import * as fontkit from "fontkit";
import { gb2312Level1 } from "./hanzi";

export interface BenchFont {
  label: string;
  file: string;
  faceIndex: number;
  /** CFF outlines (the sfnt output is .otf). */
  cff: boolean;
}

/** The four fonts of issue #3 item 8, as Debian installs them. */
export const BENCH_FONTS: BenchFont[] = [
  { label: "LXGW WenKai", file: "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf", faceIndex: 0, cff: false },
  { label: "WenQuanYi Zen Hei", file: "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", faceIndex: 0, cff: false },
  // Face 2 of the OTC is Noto Sans CJK SC.
  { label: "Noto Sans CJK SC", file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 2, cff: true },
  { label: "Smiley Sans", file: "/usr/share/fonts/truetype/smiley-sans/SmileySans-Oblique.ttf", faceIndex: 0, cff: false },
].filter((f) => existsSync(f.file));

/** The first `n` hanzi of GB 2312 level 1 that the face maps. */
export function coveredText(bytes: Uint8Array, faceIndex: number, n: number): string {
  const opened = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const font = "fonts" in opened ? opened.fonts[faceIndex] : opened;
  const out: string[] = [];
  for (const char of gb2312Level1()) {
    if (out.length >= n) break;
    if (font.hasGlyphForCodePoint(char.codePointAt(0)!)) out.push(char);
  }
  return out.join("");
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function hasCommand(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}
