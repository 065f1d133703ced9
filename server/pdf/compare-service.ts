/**
 * The printable comparison as a PDF (./compare-pdf.ts), with the faces' display names read from
 * the catalogue. pdf-lib and its fontkit take ~0.7 s to load: paid by the first PDF, not by every
 * start, hence the import on first use.
 */
import { eq, inArray } from "drizzle-orm";
import type { ComparePdfQuery } from "#contract/compare";
import type { Db } from "#server/db/client";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import type { ComparePdfDeps } from "./compare-pdf";

export function createCompareService({ db, ...deps }: Omit<ComparePdfDeps, "names"> & { db: Db }) {
  const names: ComparePdfDeps["names"] = async (ids) => {
    const rows = await db
      .select({ id: fonts.id, name: fontFamilies.name, styleName: fonts.styleName })
      .from(fonts)
      .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
      .where(inArray(fonts.id, ids));
    return new Map(rows.map((r) => [r.id, { name: r.name, styleName: r.styleName }]));
  };
  return {
    async pdf(q: ComparePdfQuery): Promise<Uint8Array> {
      const { makeComparePdf } = await import("./compare-pdf");
      return makeComparePdf({ ...deps, names }, q);
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
