/**
 * The personal area (docs/product.md §1, §7 "Favourites" and "Notifications"): favourite font
 * groups and favourite articles, the fonts of each group, and the user's notifications.
 *
 * Groups and article favourites share ONE id space (table `favorites`, told apart by `kind`)
 * because docs/product.md's single `rm/{id}` call removes either; two tables would make an id ambiguous.
 */
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./schema-accounts";
import { fonts } from "./schema";

const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A favourite: a named font group (kind "group") or one favourited article (kind "article"). */
export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Group name; "" for an article. */
    name: text("name").notNull().default(""),
    /** The favourited article (no foreign key: articles live in the content area's tables). */
    articleId: integer("article_id"),
    createdAt: created(),
  },
  (t) => [
    index("favorites_user_idx").on(t.userId, t.kind),
    uniqueIndex("favorites_user_article_uq").on(t.userId, t.articleId),
    check("favorites_kind_ck", sql`${t.kind} in ('group', 'article')`),
  ],
);

/** The fonts (faces) of a favourite group, each once per group. */
export const favoriteFonts = pgTable(
  "favorite_fonts",
  {
    id: serial("id").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => favorites.id, { onDelete: "cascade" }),
    fontId: integer("font_id")
      .notNull()
      .references(() => fonts.id, { onDelete: "cascade" }),
    createdAt: created(),
  },
  (t) => [uniqueIndex("favorite_fonts_group_font_uq").on(t.groupId, t.fontId), index("favorite_fonts_font_idx").on(t.fontId)],
);

/** One message to one user; `type` is a NOTIFY_TYPES key of contract/notifications.ts. */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    /** A site path the message points to ("" for none). */
    link: text("link").notNull().default(""),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.type, t.createdAt)],
);
