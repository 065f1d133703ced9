/**
 * Where the subset service learns what a font id (`gno`) is. The site implements it over the
 * fonts table; tests and the benchmark use `memoryFontSource` (tests/support/subset-fonts.ts).
 */

import type { FontAxis as CatalogueAxis } from "#contract/fonts";

/** A variation axis of a variable font (from its fvar table); the engine needs no name. */
export type FontAxis = Omit<CatalogueAxis, "name"> & { name?: string };

export interface FontRecord {
  /** The font id the browser sends, as a string ("12"). */
  gno: string;
  /** Answered to the browser; it becomes the CSS font-family (contract/font-name.ts). */
  familyName: string;
  /** Object-store key of the original file (TTF, OTF, TTC or OTC; not WOFF/WOFF2). */
  fileKey: string;
  /** Face of a collection (0 for a single font). */
  faceIndex: number;
  /** SHA-256 (hex) of the file's bytes: with faceIndex, what results are addressed by. */
  sha256: string;
  /** Axes of a variable font; absent or empty for a static one. */
  axes?: FontAxis[] | null;
}

export interface FontSource {
  get(gno: string): Promise<FontRecord | null>;
  /** Optional: many at once (one query for a batch). Unknown ids are simply absent. */
  getMany?(gnos: readonly string[]): Promise<Map<string, FontRecord>>;
}

/** All records of `gnos` (each looked up once), through getMany when the source has it. */
export async function lookUpFonts(source: FontSource, gnos: readonly string[]): Promise<Map<string, FontRecord>> {
  const unique = [...new Set(gnos)];
  if (source.getMany) return source.getMany(unique);
  const found = await Promise.all(unique.map((gno) => source.get(gno)));
  const map = new Map<string, FontRecord>();
  found.forEach((record, i) => {
    if (record) map.set(unique[i], record);
  });
  return map;
}
