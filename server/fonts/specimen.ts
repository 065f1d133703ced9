/**
 * Specimen images drawn from the font's own glyph outlines: fontkit gives each glyph's path,
 * the paths become one SVG, and sharp (librsvg) rasterises it to PNG. No system font is used,
 * so a specimen shows exactly the imported face, whatever is installed on the server.
 */
import { sharp } from "#server/lazy-require";
import type { Font } from "fontkit";

export interface SpecimenSvg {
  /** "list" for list rows and cards; "poster", "text", "sizes" for the detail image viewer. */
  kind: SpecimenKind;
  title: string;
  width: number;
  height: number;
  svg: string;
}

export interface SpecimenImage extends Omit<SpecimenSvg, "svg"> {
  png: Uint8Array;
}

export type SpecimenKind = "list" | "poster" | "text" | "sizes";

export const DETAIL_KINDS: { kind: Exclude<SpecimenKind, "list">; title: string }[] = [
  { kind: "poster", title: "字体海报" },
  { kind: "text", title: "正文排版" },
  { kind: "sizes", title: "字号阶梯" },
];

const INK = "#1f2328";
const MUTED = "#6b7280";

/** Texts in simplified and traditional form; the form the font covers better is drawn. */
const TEXTS = {
  line: ["永和九年，岁在癸丑", "永和九年，歲在癸丑"],
  paragraph: [
    "永和九年，岁在癸丑，暮春之初，会于会稽山阴之兰亭，修禊事也。群贤毕至，少长咸集。此地有崇山峻岭，茂林修竹，又有清流激湍，映带左右，引以为流觞曲水，列坐其次。虽无丝竹管弦之盛，一觞一咏，亦足以畅叙幽情。是日也，天朗气清，惠风和畅。仰观宇宙之大，俯察品类之盛，所以游目骋怀，足以极视听之娱，信可乐也。",
    "永和九年，歲在癸丑，暮春之初，會于會稽山陰之蘭亭，修禊事也。群賢畢至，少長咸集。此地有崇山峻嶺，茂林修竹，又有清流激湍，映帶左右，引以為流觴曲水，列坐其次。雖無絲竹管弦之盛，一觴一詠，亦足以暢敘幽情。是日也，天朗氣清，惠風和暢。仰觀宇宙之大，俯察品類之盛，所以遊目騁懷，足以極視聽之娛，信可樂也。",
  ],
  ladder: ["天地玄黄 宇宙洪荒 日月盈昃 辰宿列张", "天地玄黃 宇宙洪荒 日月盈昃 辰宿列張"],
  common: ["的一是了我不人在有这个上们来到时大地为子中你说生国年着就那和要", "的一是了我不人在有這個上們來到時大地為子中你說生國年著就那和要"],
  latin: "The quick brown fox jumps over the lazy dog",
  alphabet: "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789",
};

const PUNCT_NO_LINE_START = new Set("，。、；：？！）」』》〉”’…,.;:?!)");

interface Placed {
  d: string;
  x: number;
  y: number;
  scale: number;
}

/** Glyph runs laid out without shaping (one glyph per code point): right for CJK, close enough for Latin. Also draws the encyclopedia covers (scripts/baike-covers.ts). */
export class Pen {
  readonly parts: string[] = [];
  /** Vertical extent of what was drawn (em boxes), to centre it afterwards. */
  top = Infinity;
  bottom = -Infinity;
  private readonly cache = new Map<number, { d: string; advance: number } | null>();
  constructor(readonly font: Font) {}

  private glyph(cp: number) {
    let g = this.cache.get(cp);
    if (g === undefined) {
      const glyph = this.font.hasGlyphForCodePoint(cp) ? this.font.glyphForCodePoint(cp) : null;
      g = glyph && glyph.id !== 0 ? { d: glyph.path.toSVG(), advance: glyph.advanceWidth } : null;
      if (!g && cp === 0x20) g = { d: "", advance: this.font.unitsPerEm / 3 };
      if (!g && cp === 0x3000) g = { d: "", advance: this.font.unitsPerEm };
      this.cache.set(cp, g);
    }
    return g;
  }

  has(cp: number) {
    return this.glyph(cp) !== null;
  }

  /** Share of the text's non-space characters the font can draw. */
  covers(text: string): number {
    const cps = Array.from(text, (c) => c.codePointAt(0)!).filter((cp) => cp !== 0x20);
    return cps.length ? cps.filter((cp) => this.has(cp)).length / cps.length : 1;
  }

  /** Width in pixels of `text` at `size`, missing glyphs skipped. */
  measure(text: string, size: number): number {
    let w = 0;
    for (const c of text) w += this.glyph(c.codePointAt(0)!)?.advance ?? 0;
    return (w * size) / this.font.unitsPerEm;
  }

  /** Draws `text` with its baseline at y; answers the x after it. */
  draw(text: string, x: number, y: number, size: number, fill = INK): number {
    const scale = size / this.font.unitsPerEm;
    const placed: Placed[] = [];
    for (const c of text) {
      const g = this.glyph(c.codePointAt(0)!);
      if (!g) continue;
      if (g.d) placed.push({ d: g.d, x, y, scale });
      x += g.advance * scale;
    }
    if (placed.length) {
      this.top = Math.min(this.top, y - size * 0.88);
      this.bottom = Math.max(this.bottom, y + size * 0.12);
      const paths = placed
        .map((p) => `<path transform="matrix(${r(p.scale)} 0 0 ${r(-p.scale)} ${r(p.x)} ${r(p.y)})" d="${p.d}"/>`)
        .join("");
      this.parts.push(`<g fill="${fill}">${paths}</g>`);
    }
    return x;
  }

  /** Greedy line breaking by advance widths, keeping closing punctuation off line starts. */
  /** The drawing, centred vertically in a canvas of `height`. */
  centred(height: number): string[] {
    if (!Number.isFinite(this.top)) return this.parts;
    const dy = (height - (this.bottom - this.top)) / 2 - this.top;
    return [`<g transform="translate(0 ${r(dy)})">`, ...this.parts, "</g>"];
  }

  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    let w = 0;
    for (const c of text) {
      const g = this.glyph(c.codePointAt(0)!);
      if (!g) continue;
      const adv = (g.advance * size) / this.font.unitsPerEm;
      if (w + adv > width && line && !PUNCT_NO_LINE_START.has(c)) {
        lines.push(line);
        line = "";
        w = 0;
      }
      line += c;
      w += adv;
    }
    if (line) lines.push(line);
    return lines;
  }
}

const r = (n: number) => (Math.round(n * 1000) / 1000).toString();

/** The simplified or traditional form of a text, whichever the font covers better. */
function pick(pen: Pen, forms: string[]): string {
  let best = forms[0];
  let bestCover = -1;
  for (const f of forms) {
    const c = pen.covers(f);
    if (c > bestCover) {
      best = f;
      bestCover = c;
    }
  }
  return best;
}

/** The display name if the font can draw all of it, else the English name. */
function drawableName(pen: Pen, names: string[]): string {
  for (const n of names) if (n && pen.covers(n) === 1) return n;
  return names.find((n) => n && pen.covers(n) > 0.5) ?? names[names.length - 1] ?? "";
}

export async function rasterise(specimen: SpecimenSvg): Promise<SpecimenImage> {
  const { svg, ...rest } = specimen;
  return { ...rest, png: await toPng(svg) };
}

async function toPng(svg: string): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(svg), { density: 72 }).png({ palette: true, colours: 16, effort: 1, compressionLevel: 6 }).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

function svgDoc(width: number, height: number, body: string[], background?: string): string {
  const bg = background ? `<rect width="100%" height="100%" fill="${background}"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${bg}${body.join("")}</svg>`;
}

export interface SpecimenNames {
  /** Chinese display name (e.g. 霞鹜文楷), drawn if the font has its glyphs. */
  name: string;
  /** The font's own Chinese name (e.g. traditional 全字庫正楷體), tried when `name` is not drawable. */
  altName?: string;
  nameEn: string;
  /** e.g. "Bold", "粗体". */
  style?: string;
}

/** The list specimen: the name large, then a classical line and a Latin pangram; transparent. */
export async function listSpecimen(font: Font, names: SpecimenNames): Promise<SpecimenImage> {
  return rasterise(listSpecimenSvg(font, names));
}

export async function detailSpecimens(font: Font, names: SpecimenNames): Promise<SpecimenImage[]> {
  return Promise.all(detailSpecimenSvgs(font, names).map(rasterise));
}

export function listSpecimenSvg(font: Font, names: SpecimenNames): SpecimenSvg {
  const width = 960;
  const height = 200;
  const pad = 24;
  const pen = new Pen(font);
  const title = drawableName(pen, [names.name, names.altName ?? "", names.nameEn]);
  const titleSize = Math.min(72, ((width - 2 * pad) / Math.max(1, pen.measure(title, 72))) * 72);
  pen.draw(title, pad, pad + titleSize * 0.88, titleSize);
  const line = `${pick(pen, TEXTS.line)}  ${TEXTS.latin}`;
  const lineSize = Math.min(36, ((width - 2 * pad) / Math.max(1, pen.measure(line, 36))) * 36);
  pen.draw(line, pad, height - pad - lineSize * 0.3, lineSize, MUTED);
  return { kind: "list", title: "列表预览", width, height, svg: svgDoc(width, height, pen.parts) };
}

/** The detail page's image viewer specimens, on white: a poster, a set paragraph and a size ladder. */
export function detailSpecimenSvgs(font: Font, names: SpecimenNames): SpecimenSvg[] {
  const width = 1600;
  const height = 900;
  const pad = 96;
  const out: SpecimenSvg[] = [];

  // 1. Poster: the name as large as it fits, then everyday characters, the alphabet and a pangram.
  {
    const pen = new Pen(font);
    const title = drawableName(pen, [names.name, names.altName ?? "", names.nameEn]);
    const size = Math.min(260, ((width - 2 * pad) / Math.max(1, pen.measure(title, 260))) * 260);
    pen.draw(title, pad, pad + size * 0.88, size);
    let y = pad + size + 120;
    const common = pick(pen, TEXTS.common);
    const cs = Math.min(64, ((width - 2 * pad) / Math.max(1, pen.measure(common, 64))) * 64);
    pen.draw(common, pad, y, cs);
    y += cs * 1.9;
    const as = Math.min(48, ((width - 2 * pad) / Math.max(1, pen.measure(TEXTS.alphabet, 48))) * 48);
    pen.draw(TEXTS.alphabet, pad, y, as, MUTED);
    y += as * 1.9;
    const sub = [names.nameEn, names.style].filter(Boolean).join("  ·  ");
    const ss = Math.min(40, ((width - 2 * pad) / Math.max(1, pen.measure(sub, 40))) * 40);
    pen.draw(sub, pad, y, ss, MUTED);
    out.push({ kind: "poster", title: DETAIL_KINDS[0].title, width, height, svg: svgDoc(width, height, pen.centred(height), "#ffffff") });
  }

  // 2. A paragraph of 兰亭集序, set at 44 px with generous leading.
  {
    const pen = new Pen(font);
    const size = 48;
    const lead = size * 1.8;
    const lines = pen.wrap(pick(pen, TEXTS.paragraph), size, width - 2 * pad);
    let y = pad + size;
    for (const line of lines) {
      if (y > height - pad) break;
      pen.draw(line, pad, y, size);
      y += lead;
    }
    out.push({ kind: "text", title: DETAIL_KINDS[1].title, width, height, svg: svgDoc(width, height, pen.centred(height), "#ffffff") });
  }

  // 3. One line at growing sizes, each labelled with its size in the font's own digits.
  {
    const pen = new Pen(font);
    const text = pick(pen, TEXTS.ladder);
    let y = pad;
    for (const size of [14, 18, 24, 32, 48, 72, 108]) {
      y += size * 1.3;
      if (y > height - pad / 3) break;
      pen.draw(`${size}`, pad, y, 20, MUTED);
      const avail = width - 2 * pad - 80;
      let line = text;
      if (pen.measure(line, size) > avail) {
        // Drop whole words (space-separated groups) first, then characters.
        while (line.includes(" ") && pen.measure(line, size) > avail) line = line.slice(0, line.lastIndexOf(" "));
        while (line.length > 1 && pen.measure(line, size) > avail) line = line.slice(0, -1);
      }
      pen.draw(line, pad + 80, y, size);
      y += size * 0.35;
    }
    out.push({ kind: "sizes", title: DETAIL_KINDS[2].title, width, height, svg: svgDoc(width, height, pen.centred(height), "#ffffff") });
  }
  return out;
}
