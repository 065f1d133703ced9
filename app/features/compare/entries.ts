/** Compare entries (docs/product.md §3 "Compare list": at least an id, here a font id) and what lists show of them. */
import type { CompareFont } from "#app/lib/session";

/** What the compare bar, /user/compare and /pdf/compare show without another call. */
export interface CompareEntry extends CompareFont {
  /** Font id (one face). */
  id: number;
  fontGNo?: number;
  familyId?: number;
  /** Family display name. */
  name?: string;
  /** CSS family name of the face. */
  familyName?: string;
  styleName?: string;
  categoryName?: string;
  licenseLabel?: string;
  specimenUrl?: string;
}

/** A list row's main face as a compare entry. */
export function compareEntryOfRow(row: {
  id: number;
  fontGNo: number;
  familyName: string;
  name: string;
  categoryName: string;
  licenseLabel: string;
  specimenUrl: string;
}): CompareEntry {
  return {
    id: row.fontGNo,
    fontGNo: row.fontGNo,
    familyId: row.id,
    name: row.name,
    familyName: row.familyName,
    categoryName: row.categoryName,
    licenseLabel: row.licenseLabel,
    specimenUrl: row.specimenUrl,
  };
}

export const entryLabel = (e: CompareEntry) => [e.name ?? `字体 #${e.id}`, e.styleName].filter(Boolean).join(" ");
