/**
 * Columns every table the console edits shares (content items, friend links, hot keywords):
 * published or not, and whether the console wrote the row — the rule of
 * docs/decisions/026-console-content.md that a later `npm run content:load` leaves it alone.
 */
import { boolean, text, timestamp } from "drizzle-orm/pg-core";

export const editableColumns = () => ({
  /** Unpublished rows are kept for the console and shown on no public page. */
  published: boolean("published").notNull().default(true),
  /** Set by the console's writes: from then on the content load leaves the row alone. */
  editedAt: timestamp("edited_at", { withTimezone: true }),
  /** file: loaded from content/ (or the site seed); console: created in the console. */
  origin: text("origin").notNull().default("file"),
});
