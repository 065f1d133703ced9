/**
 * What the font list, the cards and the home page need of a family (a slim copy of FontListItem:
 * the list answer carries every face of every family, which the page does not show), and the
 * pure helpers around previewing rows: the batch for the subset service, the specimen's
 * placement, number formats.
 */
import type { FontCoverage, FontListItem } from "#contract/fonts";
import { weightDict } from "#contract/font-constants";
import { batchItems, previewFamily, type PreviewRequest } from "#app/lib/font-preview";
import { previewText } from "#app/lib/sample-text";
import { formatCount as groupDigits } from "#app/lib/font-coverage";

/** The fields of FontListItem a row shows; `fontGNo` and `familyName` are the main face's. */
type RowFields = "id" | "fontGNo" | "familyName" | "name" | "nameEn" | "category" | "categoryName" | "license" | "licenseLabel" | "tags" | "fontCount" | "weights" | "isVariable" | "glyphCount" | "specimenUrl" | "downloads" | "favorites" | "standards" | "missingChars";

export interface FontRow extends Pick<FontListItem, RowFields> {
  coverage: Pick<FontCoverage, "gb2312" | "tongyong8105" | "big5">;
}

export function toFontRow(item: FontListItem): FontRow {
  return {
    id: item.id,
    fontGNo: item.fontGNo,
    familyName: item.familyName,
    name: item.name || item.nameEn || item.familyName,
    nameEn: item.nameEn,
    category: item.category,
    categoryName: item.categoryName,
    license: item.license,
    licenseLabel: item.licenseLabel,
    tags: item.tags.slice(0, 6),
    fontCount: item.fontCount,
    weights: item.weights,
    isVariable: item.isVariable,
    coverage: { gb2312: item.coverage.gb2312, tongyong8105: item.coverage.tongyong8105, big5: item.coverage.big5 },
    glyphCount: item.glyphCount,
    specimenUrl: item.specimenUrl,
    downloads: item.downloads,
    favorites: item.favorites,
    standards: item.standards,
    ...(item.missingChars ? { missingChars: item.missingChars } : {}),
  };
}

/** The CSS font name a row's preview uses (docs/product.md §3: a leading digit gets an "A"). */
export const rowFamily = (row: Pick<FontRow, "familyName">) => previewFamily(row.familyName);

/** One preview request per row: the toolbar text, or each font's own name when it is blank. */
export function rowRequests(rows: readonly Pick<FontRow, "fontGNo" | "name">[], sampleText: string): PreviewRequest[] {
  return rows.map((row) => ({ gno: row.fontGNo, text: previewText(sampleText, row.name) }));
}

/** Added to the text of a lone item to make a second, different request of the same font. */
export const LONE_ITEM_PAD = " ";

/**
 * docs/product.md §7: a one-item subset batch answers an empty list without a call. So a batch that would
 * hold a single item (a list with one result, say) asks for the same font twice: its text, and
 * its text plus a space — two subsets that each hold every glyph of the text (shaping intact),
 * whose @font-face rules overlap harmlessly. Other batches pass through unchanged.
 */
export function batchable(requests: readonly PreviewRequest[]): PreviewRequest[] {
  const items = batchItems(requests);
  if (items.length !== 1) return [...requests];
  const [{ gno, text }] = items;
  return [
    { gno, text },
    { gno, text: text + LONE_ITEM_PAD },
  ];
}

/** Line height of previews (a multiple of the font size). */
export const PREVIEW_LINE_HEIGHT = 1.3;

/**
 * The list specimen PNG (server/fonts/specimen.ts: 960×200, the name drawn at up to 72 px from a
 * 24 px margin) placed so that its name sits where the live text will: scaled to the preview's
 * font size and shifted by its margin, in em of the preview (the box is one line high).
 */
export function specimenPlacement(lineHeight = PREVIEW_LINE_HEIGHT): { width: number; height: number; left: number; top: number } {
  const em = (px: number) => Math.round((px / 72) * 10_000) / 10_000;
  return {
    width: em(960),
    height: em(200),
    left: em(-24),
    top: Math.round((em(-24) + (lineHeight - 1) / 2) * 10_000) / 10_000,
  };
}

/** 1234 → "1,234"; 12345 → "1.2万"; 123456789 → "1.2亿". */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return "0";
  if (n >= 1e8) return `${trimZero(n / 1e8)}亿`;
  if (n >= 1e4) return `${trimZero(n / 1e4)}万`;
  return groupDigits(n);
}

function trimZero(n: number): string {
  return (Math.floor(n * 10) / 10).toFixed(1).replace(/\.0$/, "");
}

/** Share of a character set covered, as a whole percentage (a 99.9 % coverage says 99 %, not 100 %). */
export function coveragePercent(covered: number, total: number): number {
  if (total <= 0 || covered <= 0) return 0;
  return Math.min(100, Math.floor((covered / total) * 100));
}

/** "100–900" for a weight list, "400" for one, "" for none. */
export function weightRange(weights: readonly number[]): string {
  if (!weights.length) return "";
  const min = Math.min(...weights);
  const max = Math.max(...weights);
  return min === max ? String(min) : `${min}–${max}`;
}

/** Labels of weights from the fontWeight dictionary (400 → "常规"), in order, without repeats. */
export function weightLabels(weights: readonly number[], labelOf: (dictNumber: string) => string | undefined): string[] {
  const out: string[] = [];
  for (const w of weights) {
    const label = labelOf(weightDict(w)) ?? String(w);
    if (!out.includes(label)) out.push(label);
  }
  return out;
}
