/** Coverage figures and other numbers of the detail page, as shown to people. */
import { COVERAGE_TOTALS } from "#contract/font-constants";
import type { FontCoverage } from "#contract/fonts";

export interface CoverageRow {
  key: keyof typeof COVERAGE_TOTALS;
  label: string;
  hint: string;
  count: number;
  total: number;
  /** 0–100, rounded DOWN to one decimal, so 6762 of 6763 never reads as 100 %. */
  percent: number;
  complete: boolean;
}

const ROWS: { key: keyof typeof COVERAGE_TOTALS; label: string; hint: string }[] = [
  { key: "gb2312", label: "GB 2312", hint: "简体常用汉字" },
  { key: "tongyong8105", label: "通用规范汉字表", hint: "现代汉语通用字" },
  { key: "big5", label: "Big5", hint: "繁体常用汉字" },
];

/** count of total as a percentage, one decimal, rounded down; 0 for an empty total. */
export function coveragePercent(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  if (count >= total) return 100;
  return Math.floor((count / total) * 1000) / 10;
}

export function formatPercent(percent: number): string {
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

export function coverageRows(coverage: FontCoverage): CoverageRow[] {
  return ROWS.map(({ key, label, hint }) => {
    const total = COVERAGE_TOTALS[key];
    const count = Math.max(0, Math.min(total, coverage[key] ?? 0));
    return { key, label, hint, count, total, percent: coveragePercent(count, total), complete: count >= total };
  });
}

/** One line for the hero: "GB 2312 100% · 通用规范 97.5% · Big5 100%". */
export function coverageSummary(coverage: FontCoverage): string {
  return coverageRows(coverage)
    .map((r) => `${r.key === "tongyong8105" ? "通用规范" : r.label} ${formatPercent(r.percent)}`)
    .join(" · ");
}

/** 1234567 → "1.2 MB"; bytes in binary units with one decimal from KB up. */
export function formatFileSize(bytes: number): string {
  if (!(bytes > 0)) return "—";
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * 12345 → "12,345". By hand, not toLocaleString: the first locale-aware call loads the ICU number
 * data, ~40 ms of a phone's main thread while the font list hydrates (bench/README.md).
 */
export function formatCount(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * What the preview texts may show in another font: a face without all of GB 2312 (simplified) or
 * Big5 (traditional) common characters lacks some of them (cwTeX has no 黄, only 黃), and the
 * browser draws those in a system font. Empty when both sets are complete.
 */
export function fallbackNote(coverage: FontCoverage | undefined): string {
  if (!coverage) return "";
  const short = [
    { label: "简体常用字（GB 2312）", count: coverage.gb2312, total: COVERAGE_TOTALS.gb2312 },
    { label: "繁体常用字（Big5）", count: coverage.big5, total: COVERAGE_TOTALS.big5 },
  ].filter((set) => set.count < set.total);
  if (!short.length) return "";
  const sets = short.map((set) => `${set.label} ${formatCount(set.count)} / ${formatCount(set.total)} 字`).join("，");
  return `此字重收录${sets}；下文中本字体没有的字由系统字体代替显示，字形与本字体不同。`;
}
