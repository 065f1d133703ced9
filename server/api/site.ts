/** Site-wide calls of docs/product.md §7: friend links, the font dictionary, home data, columns. */
import { Hono } from "hono";
import { columnQuery } from "#contract/site";
import type { Services } from "#server/services";
import { ok, parse, query } from "./respond";

export function siteApi({ site, fonts }: Pick<Services, "site" | "fonts">) {
  const api = new Hono();
  api.get("/web/api/friendshipLinks/getFriendshipLinks", async (c) => ok(c, await site.friendLinks()));
  api.get("/web/api/dict/font-default", async (c) => ok(c, await fonts.dictionary()));
  api.get("/web/api/showData/getData", async (c) => ok(c, await site.homeData()));
  api.get("/web/api/web-column/getColumnByType", async (c) => ok(c, await site.columns(parse(columnQuery, query(c)).type)));
  return api;
}
