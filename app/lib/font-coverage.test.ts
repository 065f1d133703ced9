import { describe, expect, it } from "vitest";
import { coveragePercent, coverageRows, coverageSummary, fallbackNote, formatCount, formatFileSize, formatPercent } from "#app/lib/font-coverage";

describe("coverage", () => {
  it("rounds percentages down to one decimal, so an incomplete set never reads 100%", () => {
    expect(coveragePercent(6763, 6763)).toBe(100);
    expect(coveragePercent(6762, 6763)).toBe(99.9);
    expect(coveragePercent(7906, 8105)).toBe(97.5);
    expect(coveragePercent(1, 13053)).toBe(0);
    expect(coveragePercent(0, 13053)).toBe(0);
    expect(coveragePercent(5, 0)).toBe(0);
    expect(coveragePercent(99999, 8105)).toBe(100);
  });

  it("formats percentages", () => {
    expect(formatPercent(100)).toBe("100%");
    expect(formatPercent(97.5)).toBe("97.5%");
    expect(formatPercent(0)).toBe("0%");
  });

  it("answers the three standards against their totals", () => {
    const rows = coverageRows({ gb2312: 6763, tongyong8105: 7906, big5: 13100, hanzi: 28520, total: 42285 });
    expect(rows.map((r) => [r.label, r.count, r.total, r.percent, r.complete])).toEqual([
      ["GB 2312", 6763, 6763, 100, true],
      ["通用规范汉字表", 7906, 8105, 97.5, false],
      ["Big5", 13053, 13053, 100, true],
    ]);
    expect(coverageSummary({ gb2312: 6763, tongyong8105: 7906, big5: 0, hanzi: 0, total: 0 })).toBe("GB 2312 100% · 通用规范 97.5% · Big5 0%");
  });

  it("formats sizes and counts", () => {
    expect(formatFileSize(0)).toBe("—");
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(16_791_251)).toBe("16.0 MB");
    expect(formatFileSize(2048)).toBe("2.0 KB");
    expect(formatCount(44960)).toBe("44,960");
  });
});

describe("fallbackNote", () => {
  const full = { gb2312: 6763, tongyong8105: 8105, big5: 13053, hanzi: 20000, total: 30000 };

  it("says nothing for a face with every common simplified and traditional character", () => {
    expect(fallbackNote(full)).toBe("");
    expect(fallbackNote(undefined)).toBe("");
  });

  it("tells a traditional-only face (cwTeX: no 黄) that system glyphs stand in", () => {
    expect(fallbackNote({ ...full, gb2312: 5401 })).toBe("此字重收录简体常用字（GB 2312） 5,401 / 6,763 字；下文中本字体没有的字由系统字体代替显示，字形与本字体不同。");
    expect(fallbackNote({ ...full, gb2312: 6000, tongyong8105: 7000, big5: 9000 })).toContain("简体常用字（GB 2312） 6,000 / 6,763 字，繁体常用字（Big5） 9,000 / 13,053 字");
  });
});
