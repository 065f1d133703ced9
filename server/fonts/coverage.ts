/** Code-point coverage of a font counted against the Chinese character sets of charsets.ts. */
import { BIG5_HANZI, GB2312_HANZI, TONGYONG_8105 } from "./charsets";
import { CodePointSet } from "./charset";

export interface Coverage {
  /** Of the 6763 hanzi of GB 2312. */
  gb2312: number;
  /** Of the 8105 characters of 通用规范汉字表 (2013). */
  tongyong8105: number;
  /** Of the 13053 hanzi of Big5. */
  big5: number;
  /** CJK ideographs of any block (unified, extensions, compatibility). */
  hanzi: number;
  /** Every code point the cmap maps. */
  total: number;
}

export const CHARSET_SIZES = { gb2312: 6763, tongyong8105: 8105, big5: 13053 } as const;

/** A font counts as a Chinese (CJK) font when it covers at least this much of GB 2312. */
export const CJK_MIN_GB2312 = 1000;

const codePoints = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);

let sets: { gb2312: number[]; tongyong8105: number[]; big5: number[] } | undefined;
export function charsets() {
  return (sets ??= { gb2312: codePoints(GB2312_HANZI), tongyong8105: codePoints(TONGYONG_8105), big5: codePoints(BIG5_HANZI) });
}

export function isHanzi(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) || // unified
    (cp >= 0x3400 && cp <= 0x4dbf) || // ext A
    (cp >= 0xf900 && cp <= 0xfaff) || // compatibility
    (cp >= 0x20000 && cp <= 0x323af) // ext B–H and compatibility supplement
  );
}

/** Membership of a code-point collection, without copying a set the cmap reader made. */
function lookup(characterSet: Iterable<number>): Pick<Set<number>, "has" | "size"> & Iterable<number> {
  return characterSet instanceof Set || characterSet instanceof CodePointSet ? characterSet : new Set(characterSet);
}

/** `characterSet`: every code point the font maps (server/fonts/cmap.ts, or fontkit's `font.characterSet`). */
export function coverageOf(characterSet: Iterable<number>): Coverage {
  const have = lookup(characterSet);
  const count = (list: number[]) => list.reduce((n, cp) => n + (have.has(cp) ? 1 : 0), 0);
  const { gb2312, tongyong8105, big5 } = charsets();
  let hanzi = 0;
  for (const cp of have) if (isHanzi(cp)) hanzi++;
  return { gb2312: count(gb2312), tongyong8105: count(tongyong8105), big5: count(big5), hanzi, total: have.size };
}

/** Writing systems a font serves, as fontLanguage dictNumbers (1 简体中文, 2 繁体中文, 3 日文, 4 韩文, 5 拉丁). */
export function languagesOf(characterSet: Iterable<number>, coverage: Coverage): string[] {
  const have = lookup(characterSet);
  const all = (from: number, to: number) => {
    for (let cp = from; cp <= to; cp++) if (!have.has(cp)) return false;
    return true;
  };
  let hangul = 0;
  for (const cp of have) if (cp >= 0xac00 && cp <= 0xd7a3) hangul++;
  const langs: string[] = [];
  if (coverage.gb2312 >= 6000) langs.push("1");
  if (coverage.big5 >= 10000) langs.push("2");
  if (all(0x3041, 0x3093) && all(0x30a1, 0x30f3)) langs.push("3");
  if (hangul >= 2350) langs.push("4");
  if (all(0x41, 0x5a) && all(0x61, 0x7a)) langs.push("5");
  return langs;
}
