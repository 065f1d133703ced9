/**
 * What the picture scripts (scripts/baike-covers.ts, scripts/site-card.ts) share: catalogue fonts
 * opened once from the Debian packages scripts/setup.mjs installs, a pen that refuses a text its
 * font cannot draw, and a pen's drawing as one SVG group. Glyphs come from the fonts' own outlines
 * (server/fonts/specimen.ts's Pen), so a picture looks the same on any machine.
 */
import fs from "node:fs";
import * as fontkit from "fontkit";
import type { Font } from "fontkit";
import { Pen } from "#server/fonts/specimen";

export interface FontFile {
  file: string;
  /** The face in a collection (.ttc). */
  face?: string;
}

const fonts = new Map<string, Font>();

export function openFont(spec: FontFile): Font {
  const key = `${spec.file}#${spec.face ?? ""}`;
  let font = fonts.get(key);
  if (!font) {
    if (!fs.existsSync(spec.file)) throw new Error(`缺少字体文件 ${spec.file}：请先运行 npm run setup 安装演示字体库的软件包`);
    font = (spec.face ? fontkit.openSync(spec.file, spec.face) : fontkit.openSync(spec.file)) as Font;
    fonts.set(key, font);
  }
  return font;
}

/** A pen whose drawing must show every character: a font without one of them is a mistake here. */
export function pen(font: Font, text: string): Pen {
  const p = new Pen(font);
  if (p.covers(text) < 1) throw new Error(`字体 ${font.familyName} 缺少「${[...text].filter((c) => c.trim() && p.covers(c) < 1).join("")}」`);
  return p;
}

/** The pen's drawing as one group (nothing when it drew nothing). */
export const layer = (p: Pen, attrs = "") => (p.parts.length ? `<g${attrs ? ` ${attrs}` : ""}>${p.parts.join("")}</g>` : "");
