/**
 * The page-cost adviser (在网页中使用): what a page's text costs to load in one face, measured on
 * the very files a browser would get — the CSS API's slices that hold the page's characters
 * (made if not stored yet, so asking also warms them), one exact `text=` subset, and the whole
 * font file. Only a face whose licence allows web embedding is answered (as /css2 does).
 */
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { ApiError } from "#server/errors";
import type { SubsetEngine } from "./subset/engine";
import type { Slicer } from "#server/webfont/slicer";
import { subsetSourceKey } from "./source-db";
import { FONT_MESSAGES, neededCodePoints } from "#contract/fonts";
import { WEB_EMBEDDABLE_LICENSES, WEBFONT_MESSAGES } from "#contract/webfont";
import { PAGE_COST_LIMITS, PAGE_COST_MESSAGES, type PageCost } from "#contract/page-cost";

export interface PageCostDeps {
  db: Db;
  engine: SubsetEngine;
  slicer: Slicer;
}

export function createPageCost({ db, engine, slicer }: PageCostDeps) {
  return async function pageCost(fontId: number, text: string): Promise<PageCost> {
    const needed = neededCodePoints(text);
    if (!needed.length) throw new ApiError(400, PAGE_COST_MESSAGES.empty);
    if (needed.length > PAGE_COST_LIMITS.distinct) throw new ApiError(400, PAGE_COST_MESSAGES.tooMany);
    const [row] = await db
      .select({ font: fonts, familyName: fontFamilies.name, license: fontFamilies.license })
      .from(fonts)
      .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
      .where(eq(fonts.id, fontId));
    if (!row) throw new ApiError(404, FONT_MESSAGES.notFound);
    if (!WEB_EMBEDDABLE_LICENSES.has(row.license)) throw new ApiError(400, WEBFONT_MESSAGES.notEmbeddable(row.familyName));
    const face = { fileKey: subsetSourceKey(row.font), faceIndex: row.font.faceIndex, sha256: row.font.sha256 };

    const strategy = await slicer.strategyFor(face);
    const plan = await slicer.plan(face, strategy);
    const sliceOf = new Map<number, number>();
    for (const s of plan.slices) for (const cp of s.codePoints) sliceOf.set(cp, s.index);
    const have = needed.filter((cp) => sliceOf.has(cp));
    const missing = needed.filter((cp) => !sliceOf.has(cp));
    const touched = [...new Set(have.map((cp) => sliceOf.get(cp)!))];

    // The files themselves (made again if the subset store evicted them, server/fonts/subset-ledger.ts).
    const [sliceBytes, textBytes] = await Promise.all([
      Promise.all(touched.map(async (index) => (await slicer.slice(face, strategy, index)).bytes.byteLength)),
      have.length ? engine.object({ font: face, codePoints: have }, "woff2").then((r) => r.bytes.byteLength) : Promise.resolve(0),
    ]);
    return {
      fontId,
      chars: needed.length,
      missing: missing.map((cp) => String.fromCodePoint(cp)).join(""),
      slices: { requests: touched.length, bytes: sliceBytes.reduce((a, b) => a + b, 0), strategy, of: plan.slices.length },
      text: { requests: have.length ? 1 : 0, bytes: textBytes },
      whole: { requests: 1, bytes: row.font.fileSize, format: row.font.format },
    };
  };
}

export type PageCostService = ReturnType<typeof createPageCost>;
