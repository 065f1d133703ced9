/**
 * The content areas of docs/product.md §1 (articles, encyclopedia, cases, collections, albums, promotions,
 * videos, adverts), their hot keywords, and what visitors send in (messages, submissions).
 *
 * Every published item lives in one table, `content_items`, told apart by `kind`: the areas share
 * title, summary, cover, rich text, tags and the fonts they name, and one table gives the site
 * search one trigram index over all of them. What only one kind has sits in `data` (JSON).
 * Items come from the files under content/ (server/content/load.ts); (kind, slug) is their
 * identity, so reloading keeps every id and URL. Reviewers also write them in the console
 * (server/admin/content.ts); an item written there is never overwritten by a later load
 * (docs/decisions/026-console-content.md): `editedAt` says so.
 */
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { editableColumns as editable } from "./editable-columns";

export const contentItems = pgTable(
  "content_items",
  {
    id: serial("id").primaryKey(),
    /** article, baike, case, collection, album, promotion, video, advert */
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    /** article: news | zixun; baike: its tag (书体, 书家, 术语 …); advert: its position. */
    column: text("column").notNull().default(""),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    author: text("author").notNull().default(""),
    /** Object-store key of the cover picture ("" when none). */
    cover: text("cover").notNull().default(""),
    /** Sanitised HTML (server/content/markdown.ts). */
    body: text("body").notNull().default(""),
    /** The Markdown `body` was rendered from, its pictures as object URLs: what the console edits. */
    markdown: text("markdown").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Font family names the item names (font detail pages list the cases and videos that name them). */
    fontNames: text("font_names").array().notNull().default(sql`'{}'::text[]`),
    /** Kind-specific fields: images, video key, poster, duration, link … (contract/content.ts). */
    data: jsonb("data").notNull().$type<Record<string, unknown>>().default({}),
    sort: integer("sort").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** sha256 of the source file's entry and its media: an unchanged item is not rewritten. */
    hash: text("hash").notNull(),
    /** Lower-cased title, summary, tags and plain body text (pg_trgm index, migration content). */
    searchText: text("search_text").notNull().default(""),
    downloads: integer("downloads").notNull().default(0),
    ...editable(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_items_kind_slug_uq").on(t.kind, t.slug),
    index("content_items_kind_column_idx").on(t.kind, t.column, t.publishedAt),
    index("content_items_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Hot search words (keyword/getKeyword), in sort order; `id` names a word in the console. */
export const hotKeywords = pgTable("hot_keywords", {
  word: text("word").primaryKey(),
  sort: integer("sort").notNull().default(0),
  id: serial("id").notNull().unique("hot_keywords_id_uq"),
  ...editable(),
});

/** The last load of content/: its hash, so a start with unchanged files loads nothing. */
export const contentLoads = pgTable("content_loads", {
  id: serial("id").primaryKey(),
  hash: text("hash").notNull(),
  summary: jsonb("summary").notNull().$type<Record<string, unknown>>().default({}),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Message board posts (/contact) and custom-font requests (/custom), stored as plain text. */
export const boardMessages = pgTable(
  "board_messages",
  {
    id: serial("id").primaryKey(),
    /** message | custom */
    kind: text("kind").notNull().default("message"),
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    content: text("content").notNull(),
    userId: integer("user_id"),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * pending | replied | hidden | spam (BOARD_STATUSES), set in the console's 留言管理
     * (server/admin/messages.ts). Only replied messages of kind "message" show on /contact
     * (docs/decisions/027-board-moderation.md).
     */
    status: text("status").notNull().default("pending"),
    /** The site's reply, plain text; kept when the message is hidden, so restoring shows it again. */
    reply: text("reply").notNull().default(""),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** The staff account that wrote the reply (shown in the console only; the site signs it). */
    repliedBy: integer("replied_by"),
  },
  (t) => [index("board_messages_created_idx").on(t.createdAt), index("board_messages_status_idx").on(t.kind, t.status, t.createdAt, t.id)],
);

/** Font submissions (/contribute): who, which font, which licence, and the checked uploads. */
export const submissions = pgTable("submissions", {
  id: serial("id").primaryKey(),
  contact: text("contact").notNull(),
  fontName: text("font_name").notNull(),
  license: text("license").notNull(),
  note: text("note").notNull().default(""),
  /** [{key, name, size, format, family}] — each file parsed as a font before it was accepted. */
  files: jsonb("files").notNull().$type<SubmissionFile[]>().default([]),
  userId: integer("user_id"),
  ip: text("ip").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** pending | accepted | rejected (SUBMISSION_STATUSES), set once by the operator's review. */
  status: text("status").notNull().default("pending"),
  reviewReason: text("review_reason").notNull().default(""),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  /** The account that decided (null: the operator's CLI). */
  reviewerId: integer("reviewer_id"),
  /** The catalogue family an accepted submission became (/font/{fontId}). */
  fontId: integer("font_id"),
});

export interface SubmissionFile {
  key: string;
  name: string;
  size: number;
  format: string;
  family: string;
}

/**
 * Upload grants not yet swept (server/content/upload-limits.ts): each grant's prefix, who asked
 * for it and the bytes uploaded under it. The sum of `bytes` is what unsubmitted uploads may hold
 * on the disk at most (UPLOAD_PENDING_MB); once the grant has expired, the sweeper deletes what
 * under its prefix no submission names, then the row.
 */
export const uploadGrants = pgTable(
  "upload_grants",
  {
    prefix: text("prefix").primaryKey(),
    ip: text("ip").notNull(),
    /** Reserved while an upload streams in, then what it really wrote. */
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** A sweeper is on it until then (another process takes over after a crash). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("upload_grants_expires_idx").on(t.expiresAt)],
);
