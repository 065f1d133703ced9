/** Favourites (docs/product.md §7 "Favourites", docs/contract.md "Favourite payloads"): parse, call, answer. */
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { requireUser, type AuthEnv } from "#server/auth/current-user";
import type { FavoriteService } from "#server/favorites/service";
import { id } from "#contract/validators";
import { US_TOKEN_HEADER } from "#contract/constants";
import { editNameBody, FAVORITE_BASE as B, favoriteAddBody, fontInfoIdQuery } from "#contract/favorites";
import { ok, parse, query } from "./respond";
import { readJson } from "./read-json";

export function favoritesApi({ db, favorites }: { db: Db; favorites: FavoriteService }) {
  const api = new Hono<AuthEnv>();
  api.use(`${B}/*`, requireUser(db));

  api.post(`${B}/add`, async (c) => ok(c, await favorites.add(c.get("userId"), parse(favoriteAddBody, await readJson(c))), "收藏成功"));

  api.put(`${B}/group/editName/:id`, async (c) => {
    const { name } = parse(editNameBody, await readJson(c));
    await favorites.rename(c.get("userId"), parse(id, c.req.param("id")), name);
    return ok(c, null, "修改成功");
  });

  api.get(`${B}/data`, async (c) => ok(c, await favorites.data(c.get("userId"))));

  api.get(`${B}/token`, async (c) => ok(c, await favorites.issueUsToken(c.get("userId"))));

  api.post(`${B}/add-font/:groupId`, async (c) => {
    const userId = c.get("userId");
    await favorites.checkUsToken(userId, c.req.header(US_TOKEN_HEADER)?.trim());
    const { fontInfoId } = parse(fontInfoIdQuery, query(c));
    await favorites.addFont(userId, parse(id, c.req.param("groupId")), fontInfoId);
    return ok(c, null, "收藏成功");
  });

  api.delete(`${B}/fonts/rm/:groupId/:fontId`, async (c) => {
    await favorites.removeFont(c.get("userId"), parse(id, c.req.param("groupId")), parse(id, c.req.param("fontId")));
    return ok(c, null, "已取消收藏");
  });

  api.get(`${B}/fonts/:id`, async (c) => ok(c, await favorites.groupFonts(c.get("userId"), parse(id, c.req.param("id")))));

  api.delete(`${B}/rm/:id`, async (c) => {
    await favorites.remove(c.get("userId"), parse(id, c.req.param("id")));
    return ok(c, null, "已删除");
  });

  return api;
}
