/** Reading content_items into the contract's cards and details (contract/content.ts). */
import { and, asc, count, desc, eq, gt, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { contentItems } from "#server/db/schema-content";
import type { Page } from "#contract/envelope";
import type { ContentCard, ContentDetail, ContentKind, ContentLink } from "#contract/content";
import { objectUrl, objectUrlsIn } from "#server/storage/object-url";

export type ItemRow = typeof contentItems.$inferSelect;

export interface ReadDeps {
  db: Db;
  staticBase: string;
}

/** The page of an item on this site, by kind (albums and promotions both open on /album). */
export function itemUrl(kind: string, column: string, id: number): string {
  switch (kind) {
    case "article":
      return `/${column === "zixun" ? "zixun" : "news"}/${id}`;
    case "collection":
      return `/heji/${id}`;
    case "album":
    case "promotion":
      return `/album/${id}`;
    case "case":
      return `/case?id=${id}`;
    case "baike":
    case "video":
      return `/${kind}/${id}`;
    default:
      return "";
  }
}


export function card(row: ItemRow, staticBase: string): ContentCard {
  const data = row.data as { images?: { key?: string; caption: string }[]; video?: string; poster?: string; duration?: number; url?: string; protocol?: number };
  const out: ContentCard = {
    id: row.id,
    kind: row.kind as ContentKind,
    column: row.column,
    title: row.title,
    summary: row.summary,
    author: row.author,
    cover: objectUrl(staticBase, row.cover),
    tags: row.tags,
    fonts: row.fontNames,
    publishedAt: row.publishedAt.toISOString(),
    url: itemUrl(row.kind, row.column, row.id),
  };
  if (data.images) out.images = data.images.map((m) => ({ url: objectUrl(staticBase, m.key), caption: m.caption }));
  if (data.video) out.video = { src: objectUrl(staticBase, data.video), poster: objectUrl(staticBase, data.poster || row.cover), duration: data.duration ?? 0 };
  if (row.kind === "collection") {
    out.fontCount = row.fontNames.length;
    out.downloads = row.downloads;
  }
  if (row.kind === "advert") out.link = { url: data.url ?? "", protocol: data.protocol ?? 2 };
  return out;
}

export const ORDER = [desc(contentItems.sort), desc(contentItems.publishedAt), desc(contentItems.id)];

export async function pageOf(deps: ReadDeps, where: SQL | undefined, current: number, size: number, order: SQL[] = ORDER): Promise<Page<ContentCard>> {
  const [{ n }] = await deps.db.select({ n: count() }).from(contentItems).where(where);
  const total = Number(n);
  const rows = await deps.db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((current - 1) * size);
  return { records: rows.map((r) => card(r, deps.staticBase)), total, current, size, pages: Math.ceil(total / size) };
}

/** What a public page may show: items unpublished in the console are kept for it alone. */
export const isPublished = eq(contentItems.published, true);

/** Published items of `kind` (and `column`): every public list and detail reads through this. */
export function kindIs(kind: ContentKind | ContentKind[], column?: string): SQL | undefined {
  const kinds = Array.isArray(kind) ? kind : [kind];
  const k = kinds.length === 1 ? eq(contentItems.kind, kinds[0]) : or(...kinds.map((x) => eq(contentItems.kind, x)));
  return and(k, isPublished, column ? eq(contentItems.column, column) : undefined);
}

export async function rowById(db: Db, kind: ContentKind | ContentKind[], id: number): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), kindIs(kind)));
  return row ?? null;
}

/** A text[] literal built from parameters (a JS array alone would expand to a list). */
export const textArray = (values: string[]): SQL =>
  values.length ? sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;

const link = (r: { id: number; kind: string; column: string; title: string }): ContentLink => ({ id: r.id, title: r.title, url: itemUrl(r.kind, r.column, r.id) });

/**
 * The item with its neighbours in list order (sort, date, id descending) within the same
 * kind and column, and up to four related items (same column, sharing a tag or a font first).
 */
export async function detailOf(deps: ReadDeps, row: ItemRow, relatedWhere?: SQL): Promise<ContentDetail> {
  const same = and(eq(contentItems.kind, row.kind), eq(contentItems.column, row.column), isPublished);
  const newer = or(
    gt(contentItems.sort, row.sort),
    and(eq(contentItems.sort, row.sort), gt(contentItems.publishedAt, row.publishedAt)),
    and(eq(contentItems.sort, row.sort), eq(contentItems.publishedAt, row.publishedAt), gt(contentItems.id, row.id)),
  );
  const older = or(
    lt(contentItems.sort, row.sort),
    and(eq(contentItems.sort, row.sort), lt(contentItems.publishedAt, row.publishedAt)),
    and(eq(contentItems.sort, row.sort), eq(contentItems.publishedAt, row.publishedAt), lt(contentItems.id, row.id)),
  );
  const pick = { id: contentItems.id, kind: contentItems.kind, column: contentItems.column, title: contentItems.title };
  const [prev, next, related] = await Promise.all([
    deps.db
      .select(pick)
      .from(contentItems)
      .where(and(same, newer))
      .orderBy(asc(contentItems.sort), asc(contentItems.publishedAt), asc(contentItems.id))
      .limit(1),
    deps.db
      .select(pick)
      .from(contentItems)
      .where(and(same, older))
      .orderBy(...ORDER)
      .limit(1),
    deps.db
      .select()
      .from(contentItems)
      .where(and(relatedWhere ?? same, isPublished, ne(contentItems.id, row.id)))
      .orderBy(
        desc(sql`cardinality(array(select unnest(${contentItems.tags}) intersect select unnest(${textArray(row.tags)})))
          + cardinality(array(select unnest(${contentItems.fontNames}) intersect select unnest(${textArray(row.fontNames)})))`),
        ...ORDER,
      )
      .limit(4),
  ]);
  return {
    ...card(row, deps.staticBase),
    body: objectUrlsIn(row.body, deps.staticBase),
    prev: prev[0] ? link(prev[0]) : null,
    next: next[0] ? link(next[0]) : null,
    related: related.map((r) => card(r, deps.staticBase)),
  };
}
