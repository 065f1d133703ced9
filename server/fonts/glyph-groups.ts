/**
 * The glyph view's groups (the detail page's 字符 section): every character a face maps, each in
 * the first group it belongs to — 通用规范汉字表 by level, the rest of GB 2312, the rest of Big5,
 * punctuation, Latin letters and digits, then Unicode blocks. The standard groups also list what
 * the face lacks of them, so a missing character of a standard shows as missing.
 */
import type { FontChars, GlyphGroup } from "#contract/fonts";
import type { CodePointSet } from "./charset";
import { BIG5_HANZI, TONGYONG_LEVEL1, TONGYONG_LEVEL2 } from "./charsets";
import { charsets } from "./coverage";

const codePoints = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);

interface StandardGroup {
  key: string;
  label: string;
  hint: string;
  members: number[];
}

let standards: StandardGroup[] | undefined;

/** The standard groups, each without the characters of the ones before it. */
function standardGroups(): StandardGroup[] {
  if (standards) return standards;
  const { gb2312, tongyong8105 } = charsets();
  const level1 = codePoints(TONGYONG_LEVEL1);
  const level2 = codePoints(TONGYONG_LEVEL2);
  const taken = new Set<number>();
  const rest = (list: number[]) => {
    const out = [...new Set(list)].filter((cp) => !taken.has(cp)).sort((a, b) => a - b);
    out.forEach((cp) => taken.add(cp));
    return out;
  };
  standards = [
    { key: "tygf1", label: "通用规范汉字表 一级字", hint: "常用字，3500 字", members: rest(level1) },
    { key: "tygf2", label: "通用规范汉字表 二级字", hint: "次常用字，3000 字", members: rest(level2) },
    { key: "tygf3", label: "通用规范汉字表 三级字", hint: "姓氏人名、地名、科技术语等用字，1605 字", members: rest(tongyong8105) },
    { key: "gb2312", label: "GB 2312 其余汉字", hint: "GB 2312 中不在通用规范汉字表里的字", members: rest(gb2312) },
    { key: "big5", label: "Big5 其余汉字", hint: "Big5 中不在以上各表里的字（多为繁体字）", members: rest(codePoints(BIG5_HANZI)) },
  ];
  return standards;
}

/** Ranges of the other groups, in order; a code point goes to the first that holds it. */
const BLOCKS: { key: string; label: string; ranges: [number, number][] }[] = [
  {
    key: "punctuation",
    label: "标点符号",
    ranges: [
      [0x21, 0x2f],
      [0x3a, 0x40],
      [0x5b, 0x60],
      [0x7b, 0x7e],
      [0xa1, 0xbf],
      [0x2000, 0x206f],
      [0x3000, 0x303f],
      [0xfe10, 0xfe1f],
      [0xfe30, 0xfe6f],
      [0xff01, 0xff0f],
      [0xff1a, 0xff20],
      [0xff3b, 0xff40],
      [0xff5b, 0xff65],
    ],
  },
  {
    key: "latin",
    label: "拉丁字母与数字",
    ranges: [
      [0x30, 0x39],
      [0x41, 0x5a],
      [0x61, 0x7a],
      [0xc0, 0x24f],
      [0x1e00, 0x1eff],
      [0xff10, 0xff19],
      [0xff21, 0xff3a],
      [0xff41, 0xff5a],
    ],
  },
  { key: "cjk", label: "中日韩统一表意文字（基本区其余）", ranges: [[0x4e00, 0x9fff]] },
  { key: "ext-a", label: "中日韩统一表意文字扩展 A 区", ranges: [[0x3400, 0x4dbf]] },
  { key: "ext-b", label: "中日韩统一表意文字扩展 B 区", ranges: [[0x20000, 0x2a6df]] },
  { key: "ext-c-i", label: "中日韩统一表意文字扩展 C–I 区", ranges: [[0x2a700, 0x2ebef], [0x30000, 0x323af]] },
  { key: "compat", label: "中日韩兼容表意文字", ranges: [[0xf900, 0xfaff], [0x2f800, 0x2fa1f]] },
  { key: "radicals", label: "部首与笔画", ranges: [[0x2e80, 0x2fdf], [0x31c0, 0x31ef]] },
  { key: "bopomofo", label: "注音符号", ranges: [[0x3100, 0x312f], [0x31a0, 0x31bf]] },
  { key: "kana", label: "日文假名", ranges: [[0x3040, 0x30ff], [0x31f0, 0x31ff], [0xff66, 0xff9f]] },
  { key: "hangul", label: "韩文谚文", ranges: [[0x1100, 0x11ff], [0x3130, 0x318f], [0xac00, 0xd7af], [0xffa0, 0xffdc]] },
  { key: "greek-cyrillic", label: "希腊字母与西里尔字母", ranges: [[0x370, 0x52f]] },
  { key: "enclosed", label: "带圈与括号字符", ranges: [[0x2460, 0x24ff], [0x3200, 0x33ff], [0x1f100, 0x1f2ff]] },
  { key: "symbols", label: "符号（数学、箭头、制表、几何等）", ranges: [[0x2070, 0x245f], [0x2500, 0x2bff], [0xffe0, 0xffee]] },
];

/** Where a face's code points go: the glyph view's groups. */
export function glyphGroups(fontId: number, set: CodePointSet): FontChars {
  const groups: GlyphGroup[] = [];
  const placed = new Set<number>();
  for (const g of standardGroups()) {
    const have: number[] = [];
    const lack: number[] = [];
    for (const cp of g.members) (set.has(cp) ? have : lack).push(cp);
    have.forEach((cp) => placed.add(cp));
    groups.push({ key: g.key, label: g.label, hint: g.hint, standard: true, total: g.members.length, chars: toText(have), missing: toText(lack) });
  }
  const rest = new Map<string, number[]>();
  const other: number[] = [];
  for (const cp of set) {
    if (placed.has(cp) || blank(cp)) continue;
    const block = BLOCKS.find((b) => b.ranges.some(([a, z]) => cp >= a && cp <= z));
    if (block) (rest.get(block.key) ?? rest.set(block.key, []).get(block.key)!).push(cp);
    else other.push(cp);
  }
  for (const b of BLOCKS) {
    const cps = rest.get(b.key);
    if (cps?.length) groups.push({ key: b.key, label: b.label, hint: "", standard: false, total: cps.length, chars: toText(cps), missing: "" });
  }
  if (other.length) groups.push({ key: "other", label: "其他字符", hint: "", standard: false, total: other.length, chars: toText(other), missing: "" });
  return { fontId, total: set.size, groups };
}

const toText = (cps: number[]) => cps.map((cp) => String.fromCodePoint(cp)).join("");

/** Nothing to look at: controls, spaces and the other blank characters. */
const blank = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || /\s/u.test(String.fromCodePoint(cp)) || (cp >= 0x200b && cp <= 0x200f) || cp === 0xfeff;
