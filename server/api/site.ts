/** Site-wide calls of docs/product.md §7: friend links, the font dictionary, home data, columns. */
import { Hono } from "hono";
import { columnQuery } from "#contract/site";
import type { Services } from "#server/services";
import { ok, parse, query } from "./respond";
import { API_PATHS } from "#contract/api-paths";

export function siteApi({ site, fonts }: Pick<Services, "site" | "fonts">) {
  const api = new Hono();
  api.get(API_PATHS.friendLinks, async (c) => ok(c, await site.friendLinks()));
  api.get(API_PATHS.fontDict, async (c) => ok(c, await fonts.dictionary()));
  api.get(API_PATHS.homeData, async (c) => ok(c, await site.homeData()));
  api.get(API_PATHS.columns, async (c) => ok(c, await site.columns(parse(columnQuery, query(c)).type)));
  return api;
}
