/**
 * Site search (web-findAll): fonts, articles, cases, encyclopedia entries and videos in one
 * ranked, paged list. Both tables keep a lower-cased `search_text` with a pg_trgm GIN index
 * (migrations fonts_search and content); LIKE '%词%' finds any substring, two Chinese characters
 * included, in PGlite and PostgreSQL alike. Rank: title hits first, then trigram similarity.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { likePattern } from "#server/fonts/queries";
import type { Page } from "#contract/envelope";
import type { SearchHit, SearchType } from "#contract/content";
import { itemUrl } from "./queries";
import { objectUrl } from "#server/storage/object-url";

interface HitRow {
  type: SearchType;
  id: number;
  title: string;
  summary: string;
  kind: string;
  col: string;
  cover: string;
  rank: number;
}

function unionOf(keyword: string, type?: SearchType): SQL {
  const pattern = likePattern(keyword);
  const lower = keyword.toLowerCase();
  const parts: SQL[] = [];
  if (!type || type === "font") {
    parts.push(sql`select 'font' as type, f.id, f.name as title, f.description as summary, 'font' as kind, '' as col,
        coalesce(f.specimens->0->>'key', '') as cover,
        (case when lower(f.name) like ${pattern} or lower(f.name_en) like ${pattern} then 2 else 0 end) + similarity(f.search_text, ${lower}) as rank
      from font_families f where f.search_text like ${pattern}`);
  }
  const kinds = type ? (type === "font" ? [] : [type]) : ["article", "case", "baike", "video"];
  if (kinds.length) {
    parts.push(sql`select c.kind as type, c.id, c.title, c.summary, c.kind, c."column" as col, c.cover,
        (case when lower(c.title) like ${pattern} then 2 else 0 end) + similarity(c.search_text, ${lower}) as rank
      from content_items c where c.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}) and c.published and c.search_text like ${pattern}`);
  }
  return sql.join(parts, sql` union all `);
}

/** node-postgres and PGlite both answer `{ rows }`; drizzle's common type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function search(db: Db, staticBase: string, q: { keyword: string; current: number; size: number; type?: SearchType }): Promise<Page<SearchHit>> {
  const empty = { records: [], total: 0, current: q.current, size: q.size, pages: 0 };
  if (!q.keyword) return empty;
  const union = unionOf(q.keyword, q.type);
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${union}) u`));
  const rows = rowsOf<HitRow>(await db.execute(sql`select * from (${union}) u order by rank desc, type, id desc limit ${q.size} offset ${(q.current - 1) * q.size}`));
  const records = rows.map((r) => ({
    type: r.type,
    id: Number(r.id),
    title: r.title,
    summary: r.summary.length > 120 ? `${r.summary.slice(0, 120)}…` : r.summary,
    url: r.type === "font" ? `/font/${r.id}` : itemUrl(r.kind, r.col, Number(r.id)),
    cover: objectUrl(staticBase, r.cover),
  }));
  return { records, total: Number(n), current: q.current, size: q.size, pages: Math.ceil(Number(n) / q.size) };
}
