/** Downloads: each download of a font file by a user (with its receipt) and the agreements accepted before. */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Each download of a font file by a user: their history (account/download/history) and the counts. */
export const fontDownloads = pgTable(
  "font_downloads",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fontId: integer("font_id").notNull(),
    /** The signed link this download came through: one grant is one download, however often fetched. */
    grant: text("grant"),
    /** Whether this download added to the font's public figure (once per user, font and day). */
    counted: boolean("counted").notNull().default(true),
    /** The receipt: the font's licence when it was downloaded, and the font agreement version the user had accepted. */
    licenseName: text("license_name").notNull().default(""),
    agreementVersion: text("agreement_version").notNull().default(""),
    createdAt: created(),
  },
  (t) => [
    index("font_downloads_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("font_downloads_grant_uq").on(t.grant),
    index("font_downloads_user_font_idx").on(t.userId, t.fontId, t.createdAt),
  ],
);

/** Agreements a user accepted (the font agreement before the first download). */
export const agreementAcceptances = pgTable(
  "agreement_acceptances",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agreement: text("agreement").notNull(),
    /** The agreement's version accepted (FONT_AGREEMENT_VERSION); a newer version must be accepted again. */
    version: text("version").notNull().default(""),
    acceptedAt: created(),
  },
  (t) => [uniqueIndex("agreement_acceptances_uq").on(t.userId, t.agreement)],
);
