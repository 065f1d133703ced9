/**
 * The content areas as the rest of the server sees them: what server/api/content.ts and the page
 * loaders call. One sub-service per area of docs/product.md §7; inputs arrive parsed (contract/content.ts);
 * an unknown or removed id is `null` (the router answers 404, the page its 404 page).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { ObjectStore } from "#server/storage/store";
import { contentItems, hotKeywords } from "#server/db/schema-content";
import { familyItem, likePattern } from "#server/fonts/queries";
import type { BaikeTagGroup, CollectionDetail, ContentCard, ContentDetail, ContentKind, HotKeyword, SearchType } from "#contract/content";
import type { FontListItem } from "#contract/fonts";
import type { HomeLatest } from "#contract/site";
import { card, detailOf, isPublished, itemUrl, kindIs, ORDER, pageOf, rowById, type ReadDeps } from "./queries";
import type { ArticleLookup } from "#server/favorites/service";
import { search } from "./search";
import { createBoardService } from "./board";
import { createUploadService } from "./uploads";
import { createCollectionZip, familyIdsByName } from "./collection-zip";
import { requireFontAgreement } from "#server/account/agreements";

export interface ContentServiceDeps {
  db: Db;
  store: ObjectStore;
  staticBase: string;
  apiBase: string;
  /** UPLOAD_PENDING_MB in bytes (./upload-limits.ts); default 4 GB. */
  uploadPendingBytes?: number;
}

interface ListQuery {
  current: number;
  size: number;
  keyword?: string;
}

const keywordWhere = (keyword?: string) => (keyword ? sql`${contentItems.searchText} like ${likePattern(keyword)}` : undefined);

function area(deps: ReadDeps, kind: ContentKind | ContentKind[]) {
  return {
    list: (q: ListQuery & { column?: string }) => pageOf(deps, and(kindIs(kind, q.column || undefined), keywordWhere(q.keyword)), q.current, q.size),
    async detail(id: number): Promise<ContentDetail | null> {
      const row = await rowById(deps.db, kind, id);
      return row && detailOf(deps, row);
    },
  };
}

export function createContentService(deps: ContentServiceDeps) {
  const { db, staticBase } = deps;
  const read: ReadDeps = { db, staticBase };
  const zip = createCollectionZip(deps);

  /** Cards of `kind` that name any of the family's names (font detail: its cases and videos). */
  async function namingFont(kind: ContentKind, names: string[], limit = 8): Promise<ContentCard[]> {
    const lower = names.filter(Boolean).map((n) => n.toLowerCase());
    if (!lower.length) return [];
    const rows = await db
      .select()
      .from(contentItems)
      .where(and(kindIs(kind), sql`exists (select 1 from unnest(${contentItems.fontNames}) n where lower(n) in ${lower})`))
      .orderBy(...ORDER)
      .limit(limit);
    return rows.map((r) => card(r, staticBase));
  }

  /** Articles as favourites see them (server/favorites/service.ts). */
  const articleLookup: ArticleLookup = {
    exists: async (id) => (await rowById(db, "article", id)) !== null,
    async describe(ids) {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: contentItems.id, title: contentItems.title, kind: contentItems.kind, column: contentItems.column })
        .from(contentItems)
        .where(and(eq(contentItems.kind, "article"), inArray(contentItems.id, ids)));
      return new Map(rows.map((r) => [r.id, { title: r.title, url: itemUrl(r.kind, r.column, r.id) }]));
    },
  };

  return {
    articleLookup,
    articles: area(read, "article"),
    cases: area(read, "case"),
    videos: area(read, "video"),
    /** Albums and promotions share /album (docs/content.md). */
    promotions: {
      list: (q: ListQuery & { type?: "album" | "promotion" }) => pageOf(read, kindIs(q.type ?? ["album", "promotion"]), q.current, q.size),
      detail: area(read, ["album", "promotion"]).detail,
    },

    baike: {
      list: (q: ListQuery & { tag?: string }) => pageOf(read, and(kindIs("baike", q.tag || undefined), keywordWhere(q.keyword)), q.current, q.size, [asc(contentItems.column), asc(contentItems.sort), asc(contentItems.id)]),
      async detail(id: number): Promise<ContentDetail | null> {
        const row = await rowById(db, "baike", id);
        if (!row) return null;
        // Related: the entries the front matter names, then the same tag.
        const names = ((row.data as { related?: string[] }).related ?? []).map((n) => n.toLowerCase());
        const detail = await detailOf(read, row);
        if (names.length) {
          const named = await db
            .select()
            .from(contentItems)
            .where(and(kindIs("baike"), sql`lower(${contentItems.title}) in ${names}`));
          const order = new Map(names.map((n, i) => [n, i]));
          named.sort((a, b) => (order.get(a.title.toLowerCase()) ?? 0) - (order.get(b.title.toLowerCase()) ?? 0));
          detail.related = [...named.map((r) => card(r, staticBase)), ...detail.related.filter((r) => !named.some((n) => n.id === r.id))].slice(0, 8);
        }
        return detail;
      },
      /** getCalligraphyTitleByTageId: every title, grouped by tag in first-seen order. */
      async titlesByTag(): Promise<BaikeTagGroup[]> {
        const rows = await db
          .select({ id: contentItems.id, title: contentItems.title, tag: contentItems.column })
          .from(contentItems)
          .where(kindIs("baike"))
          .orderBy(asc(contentItems.column), asc(contentItems.sort), asc(contentItems.id));
        const groups = new Map<string, BaikeTagGroup>();
        for (const r of rows) {
          let g = groups.get(r.tag);
          if (!g) groups.set(r.tag, (g = { tag: r.tag, items: [] }));
          g.items.push({ id: r.id, title: r.title });
        }
        return [...groups.values()];
      },
    },

    collections: {
      async tags(): Promise<string[]> {
        const rows = await db.execute<{ tag: string }>(
          sql`select tag from (select unnest(tags) as tag, min(sort) as s from content_items where kind = 'collection' and published group by tag) t order by s desc, tag`,
        );
        return (rows as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
      },
      list: (q: ListQuery & { tag?: string }) =>
        pageOf(read, and(kindIs("collection"), q.tag ? sql`${contentItems.tags} @> array[${q.tag}]::text[]` : undefined, keywordWhere(q.keyword)), q.current, q.size),
      async detail(id: number): Promise<CollectionDetail | null> {
        const row = await rowById(db, "collection", id);
        if (!row) return null;
        const ids = await familyIdsByName(db, row.fontNames);
        const families = (await Promise.all(ids.map((fid) => familyItem(read, fid)))).filter((f): f is FontListItem => f !== null);
        return { ...(await detailOf(read, row)), collectionFonts: families };
      },
      /** The zip's signed link for a member who accepted the font agreement (now, with `agree`, or before). */
      async zipUrl(id: number, userId: number, agree: boolean) {
        await requireFontAgreement(db, userId, agree);
        const row = await rowById(db, "collection", id);
        return row && zip.url(row);
      },
      async download(id: number, expires: number, sig: string) {
        const row = await rowById(db, "collection", id);
        return row && { title: row.title, object: await zip.download(row, expires, sig) };
      },
    },

    adverts: {
      async byPosition(position: string): Promise<ContentCard[]> {
        const rows = await db
          .select()
          .from(contentItems)
          .where(kindIs("advert", position || undefined))
          .orderBy(asc(contentItems.column), sql`${contentItems.sort} desc`, asc(contentItems.id));
        return rows.map((r) => card(r, staticBase));
      },
    },

    keywords: (): Promise<HotKeyword[]> =>
      db.select({ word: hotKeywords.word, sort: hotKeywords.sort }).from(hotKeywords).where(eq(hotKeywords.published, true)).orderBy(asc(hotKeywords.sort), asc(hotKeywords.word)),

    search: (q: { keyword: string; current: number; size: number; type?: SearchType }) => search(db, staticBase, q),

    /** The font detail page's case and video sections. */
    forFont: async (names: string[]) => ({ cases: await namingFont("case", names), videos: await namingFont("video", names) }),

    /** Home: the latest of each area. */
    async latest(): Promise<HomeLatest> {
      const [news, zixun, cases, collections, videos, albums, banners] = await Promise.all([
        pageOf(read, kindIs("article", "news"), 1, 6),
        pageOf(read, kindIs("article", "zixun"), 1, 6),
        pageOf(read, kindIs("case"), 1, 6),
        pageOf(read, kindIs("collection"), 1, 4),
        pageOf(read, kindIs("video"), 1, 4),
        pageOf(read, kindIs(["album", "promotion"]), 1, 4),
        pageOf(read, kindIs("advert", "home-banner"), 1, 5),
      ]);
      return {
        news: news.records,
        zixun: zixun.records,
        cases: cases.records,
        collections: collections.records,
        videos: videos.records,
        albums: albums.records,
        banners: banners.records,
      };
    },

    /** Every public detail page, for sitemap.xml. */
    async sitemapEntries(): Promise<{ url: string; updatedAt: Date }[]> {
      const rows = await db
        .select({ id: contentItems.id, kind: contentItems.kind, column: contentItems.column, updatedAt: contentItems.updatedAt })
        .from(contentItems)
        .where(and(isPublished, sql`${contentItems.kind} <> 'advert' and ${contentItems.kind} <> 'case'`));
      return rows.map((r) => ({ url: itemUrl(r.kind, r.column, r.id), updatedAt: r.updatedAt }));
    },

    board: createBoardService(db),
    uploads: createUploadService(deps),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
