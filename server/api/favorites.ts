/** Favourites (docs/product.md §7 "Favourites", docs/contract.md "Favourite payloads"): parse, call, answer. */
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { requireUser, type AuthEnv } from "#server/auth/current-user";
import type { FavoriteService } from "#server/favorites/service";
import { id } from "#contract/validators";
import { US_TOKEN_HEADER } from "#contract/constants";
import { editNameBody, favoriteAddBody, fontInfoIdQuery } from "#contract/favorites";
import { API_PATHS as P, FAVORITE_BASE, honoPath } from "#contract/api-paths";
import { ok, parse, query } from "./respond";
import { readJson } from "./read-json";

export function favoritesApi({ db, favorites }: { db: Db; favorites: FavoriteService }) {
  const api = new Hono<AuthEnv>();
  api.use(`${FAVORITE_BASE}/*`, requireUser(db));

  api.post(P.favoriteAdd, async (c) => ok(c, await favorites.add(c.get("userId"), parse(favoriteAddBody, await readJson(c))), "收藏成功"));

  api.put(honoPath(P.favoriteRename), async (c) => {
    const { name } = parse(editNameBody, await readJson(c));
    await favorites.rename(c.get("userId"), parse(id, c.req.param("id")), name);
    return ok(c, null, "修改成功");
  });

  api.get(P.favoriteData, async (c) => ok(c, await favorites.data(c.get("userId"))));

  api.get(P.favoriteToken, async (c) => ok(c, await favorites.issueUsToken(c.get("userId"))));

  api.post(honoPath(P.favoriteAddFont), async (c) => {
    const userId = c.get("userId");
    await favorites.checkUsToken(userId, c.req.header(US_TOKEN_HEADER)?.trim());
    const { fontInfoId } = parse(fontInfoIdQuery, query(c));
    await favorites.addFont(userId, parse(id, c.req.param("groupId")), fontInfoId);
    return ok(c, null, "收藏成功");
  });

  api.delete(honoPath(P.favoriteRemoveFont), async (c) => {
    await favorites.removeFont(c.get("userId"), parse(id, c.req.param("groupId")), parse(id, c.req.param("fontId")));
    return ok(c, null, "已取消收藏");
  });

  api.get(honoPath(P.favoriteGroupFonts), async (c) => ok(c, await favorites.groupFonts(c.get("userId"), parse(id, c.req.param("id")))));

  api.delete(honoPath(P.favoriteRemove), async (c) => {
    await favorites.remove(c.get("userId"), parse(id, c.req.param("id")));
    return ok(c, null, "已删除");
  });

  return api;
}
