/**
 * Where each piece of text goes when the editor's rendering is saved as a PNG: the same line
 * breaks the page shows, computed with the canvas's own measurements (`measure`), so the picture
 * matches the screen. Pure, so it is tested without a browser.
 *
 * Horizontal: lines top to bottom, wrapped at the box's width — CJK characters break anywhere,
 * Latin words stay whole unless longer than a line, closing punctuation never starts a line.
 * Vertical (writing-mode: vertical-rl): columns right to left, characters stacked top to bottom,
 * each column `lineHeight` em wide; Latin runs and brackets are turned 90° clockwise as the
 * browser does (text-orientation: mixed), and the comma and full stop sit in the top-right corner
 * of their cell as Chinese vertical setting puts them.
 *
 * Every `y` is the middle of the em box (canvas textBaseline "middle").
 */
export type Measure = (text: string) => number;

export interface LayoutInput {
  text: string;
  fontSize: number;
  /** Multiple of the font size: line height (horizontal) or column width (vertical). */
  lineHeight: number;
  padding: number;
  /** Horizontal: the width available to the text (without padding). */
  maxWidth: number;
  /** Vertical: the height available to the text (without padding). */
  maxHeight: number;
  measure: Measure;
}

export interface PlacedText {
  text: string;
  x: number;
  y: number;
  /** "start": x is where the text begins; "center": x is the middle of an upright character. */
  align: "start" | "center";
  /** Turned 90° clockwise about (x, y), running downwards. */
  rotate: boolean;
}

export interface TextLayout {
  mode: "horizontal" | "vertical";
  width: number;
  height: number;
  items: PlacedText[];
  /** Lines (horizontal) or columns (vertical). */
  lines: number;
}

/** Characters that may not begin a line (a small kinsoku set). */
const NO_LINE_START = new Set([..."，。、．,.；;：:！!？?）)》〉」』】〕］]}｝…—～%％”’"]);
/** Turned 90° in vertical text, like Latin: brackets, dashes, ellipsis, tilde. */
const ROTATE_IN_VERTICAL = new Set([..."（）()《》〈〉「」『』【】〔〕［］[]｛｝{}<>—–-_…～~"]);
/** Set in the top-right corner of their cell in vertical text. */
const CORNER_IN_VERTICAL = new Set([..."，。、．"]);

/** Pieces of a paragraph: runs of Latin letters/digits (with their inner punctuation), spaces, single characters. */
export function tokenize(paragraph: string): string[] {
  return paragraph.match(/[A-Za-z0-9\u00C0-\u024F'’.,:;!?%&@#$+*/=\\^|-]+|[ \t]+|[\s\S]/gu) ?? [];
}

const isSpace = (token: string) => /^[ \t]+$/.test(token);
const isLatinRun = (token: string) => /^[\x21-\x7E\u00C0-\u024F’]+$/u.test(token) && token.length > 0;

/** Wraps one paragraph to `maxWidth`; an empty paragraph is one empty line. */
export function wrapParagraph(paragraph: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = "";
  let width = 0;
  const push = () => {
    lines.push(line.replace(/[ \t]+$/, ""));
    line = "";
    width = 0;
  };
  for (const token of tokenize(paragraph)) {
    const w = measure(token);
    if (width + w <= maxWidth || !line) {
      if (!line && isSpace(token) && lines.length) continue; // no leading space on a wrapped line
      if (w > maxWidth && !line && [...token].length > 1) {
        // A word longer than the line: break it by characters.
        for (const ch of token) {
          const cw = measure(ch);
          if (width + cw > maxWidth && line) push();
          line += ch;
          width += cw;
        }
        continue;
      }
      line += token;
      width += w;
      continue;
    }
    if (isSpace(token)) {
      push();
      continue;
    }
    if (NO_LINE_START.has([...token][0]) && [...token].length === 1) {
      // Closing punctuation hangs at the end of the line instead of starting the next.
      line += token;
      width += w;
      continue;
    }
    push();
    line = token;
    width = w;
  }
  if (line || !lines.length) push();
  return lines;
}

export function layoutHorizontal(input: LayoutInput): TextLayout {
  const { fontSize, lineHeight, padding, measure } = input;
  const maxWidth = Math.max(fontSize, input.maxWidth);
  const lineBox = fontSize * lineHeight;
  const lines = input.text.split(/\r?\n/).flatMap((p) => wrapParagraph(p, maxWidth, measure));
  const items: PlacedText[] = [];
  lines.forEach((text, i) => {
    if (text) items.push({ text, x: padding, y: padding + i * lineBox + lineBox / 2, align: "start", rotate: false });
  });
  return {
    mode: "horizontal",
    width: Math.ceil(maxWidth + padding * 2),
    height: Math.ceil(lines.length * lineBox + padding * 2),
    items,
    lines: lines.length,
  };
}

interface VerticalPiece {
  text: string;
  advance: number;
  kind: "upright" | "corner" | "rotate";
}

function verticalPieces(paragraph: string, fontSize: number, measure: Measure): VerticalPiece[] {
  const pieces: VerticalPiece[] = [];
  for (const token of tokenize(paragraph)) {
    if (isSpace(token) || (isLatinRun(token) && [...token].length > 0 && !ROTATE_IN_VERTICAL.has(token))) {
      pieces.push({ text: token, advance: measure(token), kind: "rotate" });
    } else if (ROTATE_IN_VERTICAL.has(token)) {
      pieces.push({ text: token, advance: Math.max(measure(token), fontSize * 0.5), kind: "rotate" });
    } else if (CORNER_IN_VERTICAL.has(token)) {
      pieces.push({ text: token, advance: fontSize, kind: "corner" });
    } else {
      pieces.push({ text: token, advance: fontSize, kind: "upright" });
    }
  }
  return pieces;
}

export function layoutVertical(input: LayoutInput): TextLayout {
  const { fontSize, lineHeight, padding, measure } = input;
  const maxHeight = Math.max(fontSize, input.maxHeight);
  const column = fontSize * lineHeight;

  // First place every piece in (column, offset-from-top); x is known once the columns are counted.
  const placed: { piece: VerticalPiece; col: number; top: number }[] = [];
  let col = 0;
  let cursor = 0;
  const paragraphs = input.text.split(/\r?\n/);
  paragraphs.forEach((paragraph, p) => {
    if (p > 0) {
      col++;
      cursor = 0;
    }
    for (const piece of verticalPieces(paragraph, fontSize, measure)) {
      if (piece.kind === "rotate" && piece.advance > maxHeight) {
        // A run longer than a column: break it by characters.
        for (const ch of piece.text) {
          const advance = measure(ch);
          if (cursor + advance > maxHeight && cursor > 0) {
            col++;
            cursor = 0;
          }
          placed.push({ piece: { text: ch, advance, kind: "rotate" }, col, top: cursor });
          cursor += advance;
        }
        continue;
      }
      const hangs = piece.kind !== "rotate" && NO_LINE_START.has(piece.text);
      if (cursor + piece.advance > maxHeight + 0.01 && cursor > 0 && !hangs) {
        if (isSpace(piece.text)) {
          col++;
          cursor = 0;
          continue;
        }
        col++;
        cursor = 0;
      }
      placed.push({ piece, col, top: cursor });
      cursor += piece.advance;
    }
  });

  const columns = col + 1;
  const width = Math.ceil(columns * column + padding * 2);
  const items: PlacedText[] = [];
  for (const { piece, col: c, top } of placed) {
    if (isSpace(piece.text)) continue;
    const centreX = width - padding - (c + 0.5) * column;
    const y = padding + top;
    if (piece.kind === "rotate") items.push({ text: piece.text, x: centreX, y, align: "start", rotate: true });
    else if (piece.kind === "corner")
      // The horizontal glyph sits in the lower-left quarter of its cell: half an em right and up.
      items.push({ text: piece.text, x: centreX + fontSize * 0.5, y, align: "center", rotate: false });
    else items.push({ text: piece.text, x: centreX, y: y + fontSize / 2, align: "center", rotate: false });
  }
  return { mode: "vertical", width, height: Math.ceil(maxHeight + padding * 2), items, lines: columns };
}

export function layoutText(input: LayoutInput, vertical: boolean): TextLayout {
  return vertical ? layoutVertical(input) : layoutHorizontal(input);
}

/** The canvas's pixel size for a layout at `scale` (device pixels), kept under the browser's limits. */
export function canvasSize(layout: Pick<TextLayout, "width" | "height">, scale: number, maxSide = 8192, maxArea = 32_000_000): { width: number; height: number; scale: number } {
  let s = Math.max(0.1, scale);
  s = Math.min(s, maxSide / Math.max(1, layout.width), maxSide / Math.max(1, layout.height));
  const area = layout.width * layout.height * s * s;
  if (area > maxArea) s *= Math.sqrt(maxArea / area);
  return { width: Math.max(1, Math.floor(layout.width * s)), height: Math.max(1, Math.floor(layout.height * s)), scale: s };
}

/** A file name for the picture: "霞鹜文楷-常规.png", characters that trouble file systems removed. */
export function pngFileName(familyName: string, styleName: string): string {
  const base = [familyName, styleName].filter(Boolean).join("-").replace(/[\\/:*?"<>|\s]+/g, "_");
  return `${base || "font"}.png`;
}
