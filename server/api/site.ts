/** Site-wide calls of spec §7: friend links, the font dictionary, home data, columns. */
import { Hono } from "hono";
import { z } from "zod";
import type { Services } from "#server/services";
import { ok, parse, query } from "./respond";

const columnQuery = z.object({ type: z.string({ error: "缺少栏目类型 type" }).trim().min(1, "缺少栏目类型 type").max(50, "栏目类型过长") });

export function siteApi({ site, fonts }: Pick<Services, "site" | "fonts">) {
  const api = new Hono();
  api.get("/web/api/friendshipLinks/getFriendshipLinks", async (c) => ok(c, await site.friendLinks()));
  api.get("/web/api/dict/font-default", async (c) => ok(c, await fonts.dictionary()));
  api.get("/web/api/showData/getData", async (c) => ok(c, await site.homeData()));
  api.get("/web/api/web-column/getColumnByType", async (c) => ok(c, await site.columns(parse(columnQuery, query(c)).type)));
  return api;
}
