/** Site-wide data the shell needs: friend links, the font dictionary, home data, columns. */
import { Hono } from "hono";
import { asc, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { dictEntries, friendLinks, homeBlocks, webColumns } from "../db/schema";
import { ok, parse, query } from "./respond";
import { featuredFonts } from "./fonts";

export interface DictEntry {
  dictNumber: string;
  label: string;
  sort: number;
}

/** The font dictionary keyed by category, entries in display order (spec §3). */
export async function loadFontDict(db: Db): Promise<Record<string, DictEntry[]>> {
  const rows = await db.select().from(dictEntries).orderBy(asc(dictEntries.category), asc(dictEntries.sort));
  const dict: Record<string, DictEntry[]> = {};
  for (const { category, dictNumber, label, sort } of rows) (dict[category] ??= []).push({ dictNumber, label, sort });
  return dict;
}

export function siteApi(db: Db, staticBase = "") {
  const api = new Hono();

  api.get("/web/api/friendshipLinks/getFriendshipLinks", async (c) => {
    const rows = await db.select().from(friendLinks).orderBy(desc(friendLinks.sort), asc(friendLinks.id));
    return ok(c, rows);
  });

  api.get("/web/api/dict/font-default", async (c) => ok(c, await loadFontDict(db)));

  api.get("/web/api/showData/getData", async (c) => {
    const [blocks, featured] = await Promise.all([
      db.select().from(homeBlocks).orderBy(asc(homeBlocks.sort)),
      featuredFonts(db, { staticBase }),
    ]);
    return ok(c, {
      ...Object.fromEntries(blocks.map((b) => [b.key, { title: b.title, content: b.content }])),
      featuredFonts: { title: "精选字体", content: featured },
    });
  });

  api.get("/web/api/web-column/getColumnByType", async (c) => {
    const { type } = parse(z.object({ type: z.string({ error: "缺少栏目类型 type" }).trim().min(1, "缺少栏目类型 type").max(50) }), query(c));
    const rows = await db
      .select({ id: webColumns.id, name: webColumns.name, path: webColumns.path, sort: webColumns.sort })
      .from(webColumns)
      .where(eq(webColumns.type, type))
      .orderBy(asc(webColumns.sort));
    return ok(c, rows);
  });

  return api;
}
