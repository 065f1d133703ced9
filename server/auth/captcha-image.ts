/**
 * Block-puzzle images (docs/contract.md "Captcha"): a generated background with a shaded hole, and
 * the piece cut from the same background on a transparent strip as tall as the background.
 */
import { randomInt } from "node:crypto";
import { sharp } from "#server/lazy-require";

export const BG_WIDTH = 310;
export const BG_HEIGHT = 155;
/** The piece's bounding box: a 42 px square with a knob on top and one on the right. */
export const PIECE = 50;

const PIECE_SHAPE = `<rect x="0" y="8" width="42" height="42" rx="4"/><circle cx="21" cy="8" r="8"/><circle cx="42" cy="29" r="8"/>`;
const svg = (w: number, h: number, body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

const PALETTES = [
  ["#1e3a5f", "#3f7cac", "#f3d9a4"],
  ["#3b1f2b", "#a23e48", "#f0c987"],
  ["#1b4332", "#40916c", "#d8f3dc"],
  ["#2d1e4f", "#6c4ab6", "#f7d6e0"],
  ["#4a2c12", "#c2410c", "#fde68a"],
  ["#0f3443", "#34e89e", "#e0f2f1"],
];

/** A varied background: gradient sky, layered hills, scattered shapes. */
function backgroundSvg(): Buffer {
  const [dark, mid, light] = PALETTES[randomInt(PALETTES.length)];
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = randomInt(BG_WIDTH);
    const y = randomInt(BG_HEIGHT);
    const r = 6 + randomInt(26);
    const opacity = (0.12 + randomInt(30) / 100).toFixed(2);
    const fill = [light, mid, "#ffffff"][randomInt(3)];
    shapes.push(
      randomInt(2)
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${r * 2}" height="${r}" rx="3" fill="${fill}" opacity="${opacity}" transform="rotate(${randomInt(90)} ${x} ${y})"/>`,
    );
  }
  const hill = (base: number, amp: number, color: string, opacity: number) => {
    let d = `M0 ${BG_HEIGHT} L0 ${base}`;
    for (let x = 0; x <= BG_WIDTH; x += 31) d += ` Q${x + 15} ${base - randomInt(amp)} ${x + 31} ${base - randomInt(amp / 2)}`;
    return `<path d="${d} L${BG_WIDTH} ${BG_HEIGHT} Z" fill="${color}" opacity="${opacity}"/>`;
  };
  return svg(
    BG_WIDTH,
    BG_HEIGHT,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${randomInt(2)}" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join("")}` +
      hill(110 + randomInt(20), 50, light, 0.35) +
      hill(135 + randomInt(10), 40, dark, 0.55),
  );
}

export interface Puzzle {
  /** Background with the hole, PNG. */
  original: Buffer;
  /** The piece on a transparent PIECE × BG_HEIGHT strip, PNG. */
  jigsaw: Buffer;
  /** The answer: the piece's left edge in background pixels. */
  x: number;
  y: number;
}

export async function createPuzzle(): Promise<Puzzle> {
  const x = 70 + randomInt(BG_WIDTH - PIECE - 80);
  const y = 8 + randomInt(BG_HEIGHT - PIECE - 16);
  const background = await sharp(backgroundSvg()).png().toBuffer();

  const mask = svg(PIECE, PIECE, `<g fill="#000">${PIECE_SHAPE}</g>`);
  const outline = svg(PIECE, PIECE, `<g fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="2">${PIECE_SHAPE}</g>`);
  const piece = await sharp(background)
    .extract({ left: x, top: y, width: PIECE, height: PIECE })
    .ensureAlpha()
    .composite([{ input: mask, blend: "dest-in" }, { input: outline }])
    .png()
    .toBuffer();

  const hole = svg(PIECE, PIECE, `<g fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5">${PIECE_SHAPE}</g>`);
  const [original, jigsaw] = await Promise.all([
    sharp(background).composite([{ input: hole, left: x, top: y }]).png().toBuffer(),
    sharp({ create: { width: PIECE, height: BG_HEIGHT, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: piece, left: 0, top: y }])
      .png()
      .toBuffer(),
  ]);
  return { original, jigsaw, x, y };
}
