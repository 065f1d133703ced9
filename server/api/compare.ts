/**
 * GET /api/v1/web/compare/pdf?ids=1,2,3&text=…&size=28 — the printable comparison as a PDF with
 * each font's subset embedded (server/pdf/compare-service.ts). Public, like the previews it
 * mirrors: the compare list lives in the browser, not the account; bounded by COMPARE_MAX fonts
 * and COMPARE_TEXT_MAX characters.
 */
import { Hono } from "hono";
import type { CompareService } from "#server/pdf/compare-service";
import { comparePdfQuery } from "#contract/compare";
import { parse, query } from "./respond";
import { API_PATHS } from "#contract/api-paths";

export function compareApi(compare: CompareService) {
  const api = new Hono();
  api.get(API_PATHS.comparePdf, async (c) => {
    const pdf = await compare.pdf(parse(comparePdfQuery, query(c)));
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `attachment; filename="compare.pdf"; filename*=UTF-8''${encodeURIComponent("字体对比.pdf")}`);
    c.header("Cache-Control", "private, max-age=300");
    return c.body(pdf as Uint8Array<ArrayBuffer>);
  });
  return api;
}
