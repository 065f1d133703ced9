/**
 * The site's share card, public/og-card.png (1200×630, the size chat apps and search engines show
 * for og:image / twitter:image): the home page's dark ground, 共创字库 set in LXGW WenKai, a line on
 * what the site does, and 永 in five catalogue fonts. Every glyph is drawn from the fonts' own
 * outlines (server/fonts/specimen.ts's Pen, rasterised by sharp), as the covers are
 * (scripts/baike-covers.ts). Pages without a picture of their own share it (app/lib/page-meta.ts).
 *
 *   npm run content:site-card
 */
import path from "node:path";
import type { Font } from "fontkit";
import sharp from "sharp";
import { layer, openFont, pen } from "./glyph-art";

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN = 88;
const OUT = path.resolve(import.meta.dirname, "../public/og-card.png");

const WENKAI = openFont({ file: "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf" });
const SANS = openFont({ file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", face: "NotoSansCJKsc-Regular" });
const SANS_BOLD = openFont({ file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", face: "NotoSansCJKsc-Bold" });

/** 永 — the character whose eight strokes calligraphy is taught by — in five of the catalogue's styles. */
const SAMPLES: { font: Font; label: string }[] = [
  { font: openFont({ file: "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc", face: "NotoSerifCJKsc-Bold" }), label: "思源宋体" },
  { font: SANS_BOLD, label: "思源黑体" },
  { font: openFont({ file: "/usr/share/fonts/truetype/arphic/ukai.ttc", face: "UKaiCN" }), label: "文鼎楷书" },
  { font: WENKAI, label: "霞鹜文楷" },
  { font: openFont({ file: "/usr/share/fonts/truetype/smiley-sans/SmileySans-Oblique.ttf" }), label: "得意黑" },
];

/** `text` drawn with its baseline at (x, y), as one group. */
function drawn(font: Font, text: string, x: number, y: number, size: number, fill: string, attrs = ""): string {
  const p = pen(font, text);
  p.draw(text, x, y, size, fill);
  return layer(p, attrs);
}

function cardSvg(): string {
  const parts: string[] = [];
  // The faint 字 of the home page's hero, off the right edge.
  parts.push(drawn(SANS_BOLD, "字", WIDTH - 430, HEIGHT - 40, 520, "#ffffff", 'opacity="0.06"'));

  parts.push(drawn(SANS_BOLD, "共创字库官网", MARGIN, 118, 26, "#fb923c"));
  parts.push(drawn(WENKAI, "共创字库", MARGIN - 6, 276, 132, "#fafaf9"));
  parts.push(drawn(SANS, "开源中文字体 · 输入任意文字即时预览 · 免费下载与网页引用", MARGIN, 350, 30, "#d6d3d1"));
  parts.push(`<rect x="${MARGIN}" y="392" width="64" height="5" rx="2" fill="#ea580c"/>`);

  // The samples in a row of tiles along the foot.
  const tile = 150;
  const gap = (WIDTH - 2 * MARGIN - SAMPLES.length * tile) / (SAMPLES.length - 1);
  SAMPLES.forEach(({ font, label }, i) => {
    const x = MARGIN + i * (tile + gap);
    const y = 436;
    parts.push(`<rect x="${x}" y="${y}" width="${tile}" height="${tile}" rx="18" fill="#ffffff" fill-opacity="0.07" stroke="#ffffff" stroke-opacity="0.14"/>`);
    const glyph = pen(font, "永");
    const size = 92;
    glyph.draw("永", x + (tile - glyph.measure("永", size)) / 2, y + 104, size, "#fafaf9");
    parts.push(layer(glyph));
    const name = pen(SANS, label);
    name.draw(label, x + (tile - name.measure(label, 17)) / 2, y + 136, 17, "#a8a29e");
    parts.push(layer(name));
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c1917"/><stop offset="0.55" stop-color="#292524"/><stop offset="1" stop-color="#7c2d12"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
    ...parts,
    "</svg>",
  ].join("");
}

const info = await sharp(Buffer.from(cardSvg()), { density: 72 }).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(OUT);
console.log(`${path.relative(process.cwd(), OUT)}  ${info.width}×${info.height}  ${(info.size / 1024).toFixed(1)} KB`);
