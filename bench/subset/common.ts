/** What the subset benchmarks share: the fonts, the texts, and small helpers. */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import * as fontkit from "fontkit";
import type { FontRecord } from "#server/fonts/subset/source";
import type { SystemFont } from "#tests/support/subset-fonts";
import { gb2312Level1 } from "./hanzi";

export interface BenchFont {
  label: string;
  file: string;
  faceIndex: number;
  /** CFF outlines (the sfnt output is .otf). */
  cff: boolean;
}

/** The four fonts the subset benchmark measures, as Debian installs them. */
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

/** 20 distinct fonts (faces) from Debian's CJK packages for the batch. */
export async function batchCatalogue(add: (f: SystemFont) => Promise<FontRecord>): Promise<FontRecord[]> {
  const faces: SystemFont[] = [];
  const push = (file: string, faceIndex: number) => {
    try {
      statSync(file);
      faces.push({ gno: `b${faces.length + 1}`, familyName: `batch ${faces.length + 1}`, file, faceIndex });
    } catch {
      // not installed
    }
  };
  for (const w of ["Regular", "Bold", "Light"]) push(`/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-${w}.ttf`, 0);
  for (const w of ["Regular", "Bold", "Light"]) push(`/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKaiMono-${w}.ttf`, 0);
  for (const i of [0, 1, 2]) push("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", i);
  for (const i of [0, 1]) push("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", i);
  push("/usr/share/fonts/truetype/smiley-sans/SmileySans-Oblique.ttf", 0);
  for (const i of [0, 1]) push("/usr/share/fonts/truetype/arphic/ukai.ttc", i);
  for (const i of [0, 1]) push("/usr/share/fonts/truetype/arphic/uming.ttc", i);
  for (const i of [2, 3]) push("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", i);
  for (const i of [2, 3]) push("/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", i);
  if (faces.length < 20) throw new Error(`only ${faces.length} fonts for the batch`);
  return Promise.all(faces.slice(0, 20).map(add));
}
