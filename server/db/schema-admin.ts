/**
 * The console's audit log: every action taken in /admin (and by the operator's CLI through the
 * same services), who, when, what, and the record before and after. Rows are only ever added:
 * a trigger of migration 0011 refuses UPDATE and DELETE, so not even a bug in the site can edit
 * the history.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** The account that acted; null for the operator's CLI. */
    actorId: integer("actor_id"),
    /** Its nickname at the time (kept if the account is renamed or removed). */
    actorName: text("actor_name").notNull(),
    /** submission.accept, submission.reject, user.role … (contract/admin.ts AUDIT_ACTIONS). */
    action: text("action").notNull(),
    /** What was acted on, e.g. "submission:12", "user:3". */
    target: text("target").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);
