/** The glyph view's groups: every character of the face exactly once, and each standard's missing characters. */
import { describe, expect, it } from "vitest";
import { CodePointSet } from "./charset";
import { glyphGroups } from "./glyph-groups";
import { TONGYONG_8105, TONGYONG_LEVEL1 } from "./charsets";

const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);

describe("glyphGroups", () => {
  // A face with most of 一级, a few rare characters, punctuation, Latin, kana, and a space.
  const level1 = cps(TONGYONG_LEVEL1);
  const face = [...level1.slice(10), ...cps("𠮷堃喆玥昇，。、！Aa0é"), 0x3042, 0x20, 0xe000];
  const set = CodePointSet.of(face);
  const { groups, total } = glyphGroups(7, set);
  const byKey = Object.fromEntries(groups.map((g) => [g.key, g]));

  it("places every character the face maps, once, and nothing it does not map", () => {
    const shown = groups.flatMap((g) => cps(g.chars));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.every((cp) => set.has(cp))).toBe(true);
    // Everything but the space.
    expect(shown.length).toBe(total - 1);
  });

  it("lists what the face lacks of each standard as missing, in code-point order", () => {
    expect(byKey.tygf1.total).toBe(3500);
    expect(cps(byKey.tygf1.missing)).toEqual([...level1].sort((a, b) => a - b).filter((cp) => !set.has(cp)));
    expect(cps(byKey.tygf1.missing)).toHaveLength(10);
    expect(cps(byKey.tygf2.chars).every((cp) => cps("堃喆玥昇").includes(cp))).toBe(true);
    expect(cps(byKey.tygf2.missing).length + cps(byKey.tygf2.chars).length).toBe(3000);
    // 堃 喆 玥 昇 are 通用规范 characters of level 2 or 3; 𠮷 is not in the table at all.
    const levels23 = byKey.tygf2.chars + byKey.tygf3.chars;
    for (const c of "堃喆玥昇") expect(levels23).toContain(c);
    expect(TONGYONG_8105).not.toContain("𠮷");
    expect(byKey["ext-b"].chars).toBe("𠮷");
  });

  it("puts punctuation, Latin and kana in their own groups", () => {
    expect(byKey.punctuation.chars).toBe("、。！，");
    expect(byKey.latin.chars).toBe("0Aaé");
    expect(byKey.kana.chars).toBe("あ");
    expect(byKey.other.chars).toBe(String.fromCodePoint(0xe000));
    expect(byKey.punctuation.standard).toBe(false);
  });
});
