/**
 * The site's own tables: seed runs, friend links, the dictionary, header and footer columns and
 * the home page's blocks.
 */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index } from "drizzle-orm/pg-core";
import { editableColumns } from "./editable-columns";

/** Seed steps already applied, so a seed runs once even across restarts and processes. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Footer friend links, shown ordered by sort descending (docs/product.md §3). */
export const friendLinks = pgTable(
  "friend_links",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** A URL, or a bare domain completed with the protocol of `protocol` (docs/product.md §3 "Links"). */
    url: text("url").notNull().default(""),
    /** 1 = plain host, 2 = https:// */
    protocol: integer("protocol").notNull().default(2),
    sort: integer("sort").notNull().default(0),
    ...editableColumns(),
  },
  (t) => [uniqueIndex("friend_links_name_uq").on(t.name)],
);

/** The font dictionary: entries grouped by category, each with its dictNumber (docs/product.md §3). */
export const dictEntries = pgTable(
  "dict_entries",
  {
    id: serial("id").primaryKey(),
    category: text("category").notNull(),
    dictNumber: text("dict_number").notNull(),
    label: text("label").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("dict_entries_category_number_uq").on(t.category, t.dictNumber)],
);

/** Site columns (navigation groups, footer columns …) looked up by type. */
export const webColumns = pgTable(
  "web_columns",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("web_columns_type_name_uq").on(t.type, t.name), index("web_columns_type_idx").on(t.type)],
);

/** Home page blocks (banner, featured fonts, …): one row per block, its content as JSON. */
export const homeBlocks = pgTable("home_blocks", {
  key: text("key").primaryKey(),
  title: text("title").notNull(),
  sort: integer("sort").notNull().default(0),
  content: jsonb("content").notNull().$type<unknown>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
