/**
 * The font catalogue as the rest of the server sees it: what the font API router (server/api/fonts.ts)
 * and the page loaders call. Inputs arrive parsed (contract/fonts.ts schemas); a refusal is an
 * ApiError with a Chinese message, an unknown id is `null`.
 */
import type { Db } from "#server/db/client";
import { FONT_MESSAGES, neededCodePoints, type FontChars, type FontDict, type FontListQuery } from "#contract/fonts";
import { ApiError } from "#server/errors";
import { CodePointQuery } from "./charset";
import { createCoverageIndex, type CoverageIndex } from "./coverage-index";
import { glyphGroups } from "./glyph-groups";
import { dictHas, familyDetail, familyFaces, featuredFamilies, fontFamilyOf, fontInfo, listFamilies, listVariableFonts, loadFontDict } from "./queries";

export interface FontServiceDeps {
  db: Db;
  /** STATIC_BASE: prefix of specimen URLs; "" = this site's /files/. */
  staticBase: string;
  /** The coverage index (the text filter); one over `db` without a data version when not given. */
  coverage?: CoverageIndex;
}

const FILTERS = [
  ["category", "fontCategory", FONT_MESSAGES.unknownCategory],
  ["license", "fontLicense", FONT_MESSAGES.unknownLicense],
  ["weight", "fontWeight", FONT_MESSAGES.unknownWeight],
  ["language", "fontLanguage", FONT_MESSAGES.unknownLanguage],
] as const;

export function createFontService(deps: FontServiceDeps) {
  const { db } = deps;
  const coverage = deps.coverage ?? createCoverageIndex({ db });
  // The dictionary changes only with a seed or an import: read once per process, retried after a failure.
  let dict: Promise<FontDict> | undefined;
  return {
    /**
     * getFontList: every filter must name a dictionary entry. With `text`, cover=all keeps the
     * families whose shown face has every character (before paging); cover=any keeps them all and
     * tells each record what its shown face lacks.
     */
    async list(q: FontListQuery) {
      for (const [field, category, message] of FILTERS) {
        const value = q[field];
        if (value && !(await dictHas(db, category, value))) throw new ApiError(400, message(value));
      }
      const needed = q.text ? neededCodePoints(q.text) : [];
      if (!needed.length) return listFamilies(deps, q);
      const query = new CodePointQuery(needed);
      if (q.cover === "all") return listFamilies(deps, q, await coverage.familiesCovering(query));
      const page = await listFamilies(deps, q);
      const missing = await coverage.missingIn(
        page.records.map((r) => r.fontGNo),
        query,
      );
      // A face not indexed yet lacks, as far as anyone can tell, everything.
      const chars = (fontId: number) => (missing.get(fontId) ?? query.codePoints).map((cp) => String.fromCodePoint(cp));
      return { ...page, records: page.records.map((r) => ({ ...r, missingChars: chars(r.fontGNo) })) };
    },
    /** The glyph view of one face: its characters by group; null for an unknown or unindexed face. */
    async chars(fontId: number): Promise<FontChars | null> {
      const set = await coverage.codePointsOf(fontId);
      return set ? glyphGroups(fontId, set) : null;
    },
    detail: (familyId: number) => familyDetail(deps, familyId),
    faces: (familyId: number) => familyFaces(deps, familyId),
    info: (fontId: number) => fontInfo(deps, fontId),
    familyOf: (fontId: number) => fontFamilyOf(deps, fontId),
    variableList: (q: { current: number; size: number; keyword: string }) => listVariableFonts(deps, q),
    /** The most featured families (home page). */
    featured: (limit = 8) => featuredFamilies(deps, limit),
    dictionary(): Promise<FontDict> {
      dict ??= loadFontDict(db).catch((error: unknown) => {
        dict = undefined;
        throw error;
      });
      return dict;
    },
  };
}

export type FontService = ReturnType<typeof createFontService>;
