/**
 * What the `published` filter of the public content reads costs (docs/decisions/026-console-content.md):
 * the article list, a detail with its neighbours and the site search, timed with and without the
 * filter on the same database. Run against a prepared DATA_DIR with the site stopped:
 *
 *   DATA_DIR=/tmp/h20-cms-data node --import tsx bench/content-published-filter.ts
 */
import { performance } from "node:perf_hooks";
import { and, eq, sql } from "drizzle-orm";
import { loadConfig } from "#server/config";
import { openRuntime } from "#server/runtime";
import { contentItems } from "#server/db/schema-content";
import { detailOf, ORDER, pageOf } from "#server/content/queries";

const ROUNDS = 300;
const runtime = await openRuntime(loadConfig());
const db = runtime.db;
const deps = { db, staticBase: "" };
const [first] = await db.select().from(contentItems).where(eq(contentItems.kind, "article")).orderBy(...ORDER).limit(1);

async function time(name: string, work: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await work();
  const t = performance.now();
  for (let i = 0; i < ROUNDS; i++) await work();
  console.log(`${name.padEnd(44)} ${(((performance.now() - t) / ROUNDS) * 1000).toFixed(0).padStart(6)} µs`);
}

const news = and(eq(contentItems.kind, "article"), eq(contentItems.column, "news"));
await time("news list, page 1 (no filter)", () => pageOf(deps, news, 1, 10));
await time("news list, page 1 (published filter)", () => pageOf(deps, and(news, eq(contentItems.published, true)), 1, 10));
await time("detail with neighbours (published filter)", () => detailOf(deps, first));
await time("search '字体' over content_items (no filter)", () => db.execute(sql`select count(*) from content_items c where c.search_text like '%字体%'`));
await time("search '字体' over content_items (filter)", () => db.execute(sql`select count(*) from content_items c where c.published and c.search_text like '%字体%'`));
await runtime.close();
