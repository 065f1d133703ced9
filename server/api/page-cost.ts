/**
 * POST /web/api/font/page-cost {id, text} — what a page's text costs to load in one face with the
 * CSS API's slices, with an exact text= subset and as the whole file (server/fonts/page-cost.ts).
 * Public like /css2 itself; bounded by the text limits of contract/page-cost.ts.
 */
import { Hono } from "hono";
import { pageCostBody } from "#contract/page-cost";
import type { PageCostService } from "#server/fonts/page-cost";
import { ok, parse } from "./respond";
import { readJson } from "./read-json";
import { API_PATHS } from "#contract/api-paths";

export function pageCostApi(pageCost: PageCostService) {
  const api = new Hono();
  api.post(API_PATHS.pageCost, async (c) => {
    const { id, text } = parse(pageCostBody, await readJson(c));
    return ok(c, await pageCost(id, text));
  });
  return api;
}
