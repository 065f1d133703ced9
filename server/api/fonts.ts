/**
 * The font catalogue calls of docs/product.md §7 "Subsets" (downloads and the subset service
 * live elsewhere). Ids: getFontDetail?id= and search/{id}/childs take a FAMILY id;
 * search/fontInformation/{id} and …/{id}/pid take a FONT id (fontGNo, one face).
 *
 *   GET /web/api/font/getFontList?current&size&category&license&weight&language&keyword&sort&text&cover&standard&commercial
 *   GET /web/api/font/getFontDetail?id={familyId}
 *   GET /api/v1/web/search/{familyId}/childs
 *   GET /api/v1/web/search/fontInformation/{fontId}
 *   GET /api/v1/web/search/fontInformation/{fontId}/pid
 *   GET /api/v1/web/search/fontInformation/{fontId}/chars   every character of the face, grouped (the glyph view)
 *   GET /api/v1/variable/query-list?current&size&keyword
 *
 * Bad input answers HTTP 400 with a Chinese msg; an unknown id HTTP 404 "字体不存在".
 */
import { Hono } from "hono";
import { FONT_MESSAGES, fontIdParam, fontListQuery, variableListQuery } from "#contract/fonts";
import { ApiError } from "#server/errors";
import type { FontService } from "#server/fonts/service";
import { ok, parse, query } from "./respond";

const found = <T>(value: T | null): T => {
  if (value === null) throw new ApiError(404, FONT_MESSAGES.notFound);
  return value;
};

export function fontsApi(fonts: FontService) {
  const api = new Hono();
  api.get("/web/api/font/getFontList", async (c) => ok(c, await fonts.list(parse(fontListQuery, query(c)))));
  api.get("/web/api/font/getFontDetail", async (c) => ok(c, found(await fonts.detail(parse(fontIdParam, query(c)).id))));
  api.get("/api/v1/web/search/fontInformation/:id/chars", async (c) => ok(c, found(await fonts.chars(parse(fontIdParam, c.req.param()).id))));
  api.get("/api/v1/web/search/fontInformation/:id/pid", async (c) => ok(c, found(await fonts.familyOf(parse(fontIdParam, c.req.param()).id))));
  api.get("/api/v1/web/search/fontInformation/:id", async (c) => ok(c, found(await fonts.info(parse(fontIdParam, c.req.param()).id))));
  api.get("/api/v1/web/search/:id/childs", async (c) => ok(c, found(await fonts.faces(parse(fontIdParam, c.req.param()).id))));
  api.get("/api/v1/variable/query-list", async (c) => ok(c, await fonts.variableList(parse(variableListQuery, query(c)))));
  return api;
}
