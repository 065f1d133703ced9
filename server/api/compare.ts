/**
 * GET /api/v1/web/compare/pdf?ids=1,2,3&text=…&size=28 — the printable comparison as a PDF with
 * each font's subset embedded (server/pdf/compare-pdf.ts). Public, like the previews it mirrors:
 * the compare list lives in the browser, not the account; bounded by COMPARE_MAX fonts and
 * COMPARE_TEXT_MAX characters.
 */
import { Hono } from "hono";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontFamilies, fonts } from "#server/db/schema";
import type { ComparePdfDeps } from "#server/pdf/compare-pdf";
import { COMPARE_PDF_PATH, comparePdfQuery } from "#contract/compare";
import { parse, query } from "./respond";

export function compareApi({ db, ...deps }: Omit<ComparePdfDeps, "names"> & { db: Db }) {
  const api = new Hono();
  const names: ComparePdfDeps["names"] = async (ids) => {
    const rows = await db
      .select({ id: fonts.id, name: fontFamilies.name, styleName: fonts.styleName })
      .from(fonts)
      .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
      .where(inArray(fonts.id, ids));
    return new Map(rows.map((r) => [r.id, { name: r.name, styleName: r.styleName }]));
  };
  api.get(COMPARE_PDF_PATH, async (c) => {
    const q = parse(comparePdfQuery, query(c));
    // pdf-lib and its fontkit take ~0.7 s to load: paid by the first PDF, not by every start.
    const { makeComparePdf } = await import("#server/pdf/compare-pdf");
    const pdf = await makeComparePdf({ ...deps, names }, q);
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="compare.pdf"; filename*=UTF-8''${encodeURIComponent("字体对比.pdf")}`);
    c.header("Cache-Control", "private, max-age=300");
    return c.body(pdf as Uint8Array<ArrayBuffer>);
  });
  return api;
}
