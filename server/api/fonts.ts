/**
 * The font catalogue calls of spec §7 "Fonts and subsetting" (downloads and the subset service
 * live elsewhere). Ids: getFontDetail?id= and search/{id}/childs take a FAMILY id;
 * search/fontInformation/{id} and …/{id}/pid take a FONT id (fontGNo, one face).
 *
 *   GET /web/api/font/getFontList?current&size&category&license&weight&language&keyword&sort
 *   GET /web/api/font/getFontDetail?id={familyId}
 *   GET /api/v1/web/search/{familyId}/childs
 *   GET /api/v1/web/search/fontInformation/{fontId}
 *   GET /api/v1/web/search/fontInformation/{fontId}/pid
 *   GET /api/v1/variable/query-list?current&size&keyword
 *
 * Bad input answers HTTP 400 with a Chinese msg; an unknown id HTTP 404 "字体不存在".
 */
import { Hono } from "hono";
import type { Db } from "../db/client";
import { FONT_MESSAGES, fontIdParam, fontListQuery, variableListQuery, type FontListItem } from "../../contract/fonts";
import { dictHas, familyDetail, familyFaces, featuredFamilies, fontFamilyOf, fontInfo, listFamilies, listVariableFonts } from "../fonts/queries";
import { ApiError, ok, parse, query } from "./respond";

export interface FontsApiDeps {
  db: Db;
  /** STATIC_BASE: prefix of specimen URLs; "" = this site's /files/. */
  staticBase?: string;
}

const notFound = () => new ApiError(404, FONT_MESSAGES.notFound);

export function fontsApi(deps: FontsApiDeps) {
  const api = new Hono();
  const { db } = deps;

  api.get("/web/api/font/getFontList", async (c) => {
    const q = parse(fontListQuery, query(c));
    const checks: [string | undefined, string, (v: string) => string][] = [
      [q.category, "fontCategory", FONT_MESSAGES.unknownCategory],
      [q.license, "fontLicense", FONT_MESSAGES.unknownLicense],
      [q.weight, "fontWeight", FONT_MESSAGES.unknownWeight],
      [q.language, "fontLanguage", FONT_MESSAGES.unknownLanguage],
    ];
    for (const [value, category, message] of checks) {
      if (value && !(await dictHas(db, category, value))) throw new ApiError(400, message(value));
    }
    return ok(c, await listFamilies(deps, q));
  });

  api.get("/web/api/font/getFontDetail", async (c) => {
    const { id } = parse(fontIdParam, query(c));
    const detail = await familyDetail(deps, id);
    if (!detail) throw notFound();
    return ok(c, detail);
  });

  api.get("/api/v1/web/search/fontInformation/:id/pid", async (c) => {
    const { id } = parse(fontIdParam, c.req.param());
    const family = await fontFamilyOf(deps, id);
    if (!family) throw notFound();
    return ok(c, family);
  });

  api.get("/api/v1/web/search/fontInformation/:id", async (c) => {
    const { id } = parse(fontIdParam, c.req.param());
    const info = await fontInfo(deps, id);
    if (!info) throw notFound();
    return ok(c, info);
  });

  api.get("/api/v1/web/search/:id/childs", async (c) => {
    const { id } = parse(fontIdParam, c.req.param());
    const faces = await familyFaces(deps, id);
    if (!faces) throw notFound();
    return ok(c, faces);
  });

  api.get("/api/v1/variable/query-list", async (c) => {
    const q = parse(variableListQuery, query(c));
    return ok(c, await listVariableFonts(deps, q));
  });

  return api;
}

/**
 * Featured families for the home data (GET /web/api/showData/getData), most featured first:
 * the same items as getFontList, so the home page previews them the same way.
 */
export async function featuredFonts(db: Db, opts: { limit?: number; staticBase?: string } = {}): Promise<FontListItem[]> {
  return featuredFamilies({ db, staticBase: opts.staticBase }, opts.limit ?? 8);
}
