/**
 * Covers of the 书法百科 entries (content/baike): 1200×800 WebP cards in the style of the others
 * (a gradient ground, the first character large and faint, the title set in a catalogue font,
 * 共创字库 · 书法百科 above and the entry's tag and a short line below). Every glyph is drawn from a
 * font's own outlines, the way the font specimens are (server/fonts/specimen.ts: fontkit paths in
 * one SVG, rasterised by sharp), so a cover looks the same on any machine that has the Debian font
 * packages of the catalogue (scripts/setup.mjs).
 *
 *   npm run content:covers            writes the covers of the entries listed below that have none,
 *                                     and adds `cover:` to their front matter
 *   npm run content:covers -- --all   redraws every cover listed below
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { Pen } from "#server/fonts/specimen";
import { layer, openFont, pen } from "./glyph-art";
import { CONTENT_DIR } from "#server/content/dir";

const WIDTH = 1200;
const HEIGHT = 800;
const MARGIN = 96;

interface Palette {
  from: string;
  to: string;
  ink: string;
  /** The large faint character. */
  ghost: string;
  ghostOpacity: number;
  accent: string;
  muted: string;
  /** Small lines beside the title. */
  soft: string;
}

const PALETTES: Record<string, Palette> = {
  paper: { from: "#f6f1e6", to: "#e7dcc6", ink: "#1c1917", ghost: "#8a7a5c", ghostOpacity: 0.13, accent: "#b91c1c", muted: "#8a837b", soft: "#57534e" },
  ink: { from: "#2d3038", to: "#1b1d22", ink: "#f5f0e6", ghost: "#ffffff", ghostOpacity: 0.07, accent: "#e05a47", muted: "#a8a29e", soft: "#d6d3d1" },
  jade: { from: "#1c4f3e", to: "#2f7a5d", ink: "#f7f3e8", ghost: "#ffffff", ghostOpacity: 0.1, accent: "#e7c36a", muted: "#b9cfc5", soft: "#e2ece6" },
  night: { from: "#1d3557", to: "#2b5876", ink: "#f7f3e8", ghost: "#ffffff", ghostOpacity: 0.08, accent: "#e7c36a", muted: "#a9bccd", soft: "#dbe4ec" },
  cinnabar: { from: "#a61b1b", to: "#d9483b", ink: "#fff7ed", ghost: "#ffffff", ghostOpacity: 0.11, accent: "#fde68a", muted: "#f6c9c0", soft: "#ffe9e2" },
  ochre: { from: "#8c3210", to: "#c4531a", ink: "#fff7ed", ghost: "#ffffff", ghostOpacity: 0.1, accent: "#fde68a", muted: "#f3c9ad", soft: "#ffeadb" },
  plum: { from: "#33244f", to: "#563b80", ink: "#f5f0ff", ghost: "#ffffff", ghostOpacity: 0.08, accent: "#f5b942", muted: "#c4b8da", soft: "#e6dff2" },
  lilac: { from: "#eee6f3", to: "#d8c9e4", ink: "#2e1f3a", ghost: "#5b3f86", ghostOpacity: 0.1, accent: "#9d174d", muted: "#84768f", soft: "#4b3a5a" },
  tan: { from: "#efe1c6", to: "#d8bf95", ink: "#3b2a1a", ghost: "#6b4f2a", ghostOpacity: 0.12, accent: "#1e5a7a", muted: "#8a7350", soft: "#4a3826" },
  mist: { from: "#e1ebf2", to: "#c4d5e3", ink: "#12263f", ghost: "#1e3a5f", ghostOpacity: 0.09, accent: "#c2410c", muted: "#6b7f93", soft: "#2b4057" },
};

/** Catalogue fonts the titles are set in: the file, the face in a collection, the label shown. */
const FONTS = {
  ukai: { file: "/usr/share/fonts/truetype/arphic/ukai.ttc", face: "UKaiCN", label: "AR PL UKai" },
  twKai: { file: "/usr/share/fonts/truetype/cns11643/TW-Kai-98_1.ttf", label: "TW-Kai" },
  wenkai: { file: "/usr/share/fonts/truetype/lxgw-wenkai/LXGWWenKai-Regular.ttf", label: "LXGW WenKai" },
  serif: { file: "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc", face: "NotoSerifCJKsc-Regular", label: "Noto Serif CJK SC" },
  uming: { file: "/usr/share/fonts/truetype/arphic/uming.ttc", face: "UMingCN", label: "AR PL UMing" },
  twSung: { file: "/usr/share/fonts/truetype/cns11643/TW-Sung-98_1.ttf", label: "TW-Sung" },
} as const;
type FontKey = keyof typeof FONTS;

const SANS_BOLD = { file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", face: "NotoSansCJKsc-Bold" };
const SANS = { file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", face: "NotoSansCJKsc-Regular" };

interface Cover {
  slug: string;
  font: FontKey;
  palette: keyof typeof PALETTES;
  /** Beside a vertical title (people): their works, one per line. Absent: the title lies across. */
  works?: string[];
  /** After the tag at the foot: when, and what the entry is known for. */
  line: string;
}

/** The entries that had no cover (15 书法家, 7 术语), each with the facts its own text gives. */
const COVERS: Cover[] = [
  { slug: "wangxizhi", font: "twKai", palette: "jade", works: ["兰亭序", "黄庭经"], line: "东晋 · 书圣" },
  { slug: "wangxianzhi", font: "ukai", palette: "night", works: ["中秋帖", "鸭头丸帖"], line: "东晋 · 与其父并称二王" },
  { slug: "zhongyou", font: "twKai", palette: "paper", works: ["宣示表", "荐季直表"], line: "三国魏 · 楷书之祖" },
  { slug: "caiyong", font: "uming", palette: "tan", works: ["熹平石经", "九势"], line: "东汉 · 相传飞白书由他创始" },
  { slug: "lisi", font: "twSung", palette: "ink", works: ["泰山刻石", "琅琊台刻石"], line: "秦 · 书同文，推行小篆" },
  { slug: "ouyangxun", font: "twKai", palette: "mist", works: ["九成宫醴泉铭", "皇甫诞碑"], line: "唐初 · 欧体" },
  { slug: "yanzhenqing", font: "ukai", palette: "cinnabar", works: ["祭侄文稿", "颜勤礼碑"], line: "唐 · 颜体" },
  { slug: "liugongquan", font: "twKai", palette: "lilac", works: ["玄秘塔碑", "神策军碑"], line: "晚唐 · 柳体" },
  { slug: "zhangxu", font: "ukai", palette: "ink", works: ["古诗四帖", "肚痛帖"], line: "盛唐 · 草圣" },
  { slug: "huaisu", font: "wenkai", palette: "plum", works: ["自叙帖", "苦笋帖"], line: "唐 · 以狂草名世" },
  { slug: "sushi", font: "ukai", palette: "ochre", works: ["黄州寒食诗帖", "赤壁赋"], line: "北宋 · 宋四家之首" },
  { slug: "huangtingjian", font: "twKai", palette: "night", works: ["松风阁诗帖", "诸上座帖"], line: "北宋 · 宋四家之一" },
  { slug: "mifu", font: "wenkai", palette: "tan", works: ["蜀素帖", "苕溪诗帖"], line: "北宋 · 宋四家之一" },
  { slug: "caixiang", font: "uming", palette: "paper", works: ["万安桥记", "自书诗帖"], line: "北宋 · 宋四家之一" },
  { slug: "zhaomengfu", font: "ukai", palette: "jade", works: ["胆巴碑", "洛神赋"], line: "元 · 赵体" },
  { slug: "zhongfeng", font: "ukai", palette: "paper", line: "笔锋居于笔画中线运行" },
  { slug: "cefeng", font: "twKai", palette: "mist", line: "笔锋偏于笔画一侧运行" },
  { slug: "cangfeng", font: "serif", palette: "ink", line: "逆锋起笔，回锋收笔" },
  { slug: "bishi", font: "wenkai", palette: "cinnabar", line: "笔画的方向、速度与力量" },
  { slug: "feibai", font: "ukai", palette: "plum", line: "枯笔相间，丝丝露白" },
  { slug: "linmo", font: "twKai", palette: "tan", line: "对临与覆纸摹写" },
  { slug: "zhangfa", font: "uming", palette: "lilac", line: "字、行与落款的整体布局" },
];

function frontMatter(file: string): { title: string; tag: string } {
  const text = fs.readFileSync(file, "utf8");
  const field = (name: string) => new RegExp(`^${name}: (.+)$`, "m").exec(text)?.[1].trim() ?? "";
  return { title: field("title"), tag: field("tag") };
}

function coverSvg(cover: Cover, title: string, tag: string): string {
  const c = PALETTES[cover.palette];
  const spec = FONTS[cover.font];
  const titleFont = openFont(spec);
  const parts: string[] = [];

  // The first character, large and faint, running off the right edge.
  const first = [...title][0];
  const ghost = pen(titleFont, first);
  ghost.draw(first, WIDTH - 640, HEIGHT + 40, 820, c.ghost);
  parts.push(layer(ghost, `opacity="${c.ghostOpacity}"`));

  // 共创字库 · 书法百科, and the font's name on the right.
  const head = pen(openFont(SANS_BOLD), "共创字库 · 书法百科");
  head.draw("共创字库  ·  书法百科", MARGIN, 100, 26, c.accent);
  parts.push(layer(head));
  const label = new Pen(openFont(SANS));
  label.draw(spec.label, WIDTH - MARGIN - label.measure(spec.label, 22), 98, 22, c.muted);
  parts.push(layer(label));

  const chars = [...title];
  if (cover.works) {
    // A person: the name stands vertical on the right, their works in lines on the left.
    const size = chars.length > 2 ? 150 : 180;
    const step = size * 1.08;
    const top = (HEIGHT - step * chars.length) / 2 + size * 0.86;
    const name = pen(titleFont, title);
    chars.forEach((ch, i) => name.draw(ch, WIDTH - MARGIN - 120 - size / 2, top + i * step, size, c.ink));
    parts.push(layer(name));
    const works = pen(titleFont, cover.works.join(""));
    const quoted = (work: string) => (works.covers("《》") === 1 ? `《${work}》` : work);
    cover.works.forEach((work, i) => works.draw(quoted(work), MARGIN - 8, 300 + i * 74, 40, c.soft));
    parts.push(layer(works));
  } else {
    // A term: across the card, as large as it fits.
    const t = pen(titleFont, title);
    const spaced = chars.join(" ");
    const size = Math.min(230, (WIDTH - 2 * MARGIN) / Math.max(1, t.measure(spaced, 1)));
    const width = t.measure(spaced, size);
    t.draw(spaced, (WIDTH - width) / 2, 470, size, c.ink);
    parts.push(layer(t));
  }

  // The accent rule and the foot line: tag · what the entry is.
  parts.push(`<rect x="${MARGIN}" y="636" width="56" height="5" fill="${c.accent}"/>`);
  const foot = new Pen(openFont(SANS));
  foot.draw([tag, ...cover.line.split(" · ")].join("  ·  "), MARGIN, 702, 30, c.soft);
  parts.push(layer(foot));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient>`,
    `<radialGradient id="l" cx="0" cy="0" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#l)"/>`,
    ...parts,
    "</svg>",
  ].join("");
}

/** Adds `cover: images/<file>` after the summary line of an entry's front matter. */
function addCover(file: string, image: string) {
  const text = fs.readFileSync(file, "utf8");
  if (/^cover:/m.test(text)) return;
  fs.writeFileSync(file, text.replace(/^(summary: .*)$/m, `$1\ncover: ${image}`));
}

async function main() {
  const all = process.argv.includes("--all");
  for (const cover of COVERS) {
    const md = path.join(CONTENT_DIR, "baike", `${cover.slug}.md`);
    const image = `images/baike-${cover.slug}.webp`;
    const target = path.join(CONTENT_DIR, image);
    if (!all && fs.existsSync(target) && /^cover:/m.test(fs.readFileSync(md, "utf8"))) continue;
    const { title, tag } = frontMatter(md);
    const svg = coverSvg(cover, title, tag);
    await sharp(Buffer.from(svg), { density: 72 }).webp({ quality: 82, effort: 6 }).toFile(target);
    addCover(md, image);
    console.log(`${image}  ${title}（${tag}）  ${(fs.statSync(target).size / 1024).toFixed(1)} KB`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
