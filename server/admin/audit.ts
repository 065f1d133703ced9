/**
 * The console's audit log (server/db/schema-admin.ts): each action is recorded in the same
 * transaction as the change it describes, so there is no change without its entry; entries are
 * read in the console and never changed (migration 0011 refuses UPDATE and DELETE).
 */
import { count, desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { auditLog } from "#server/db/schema-admin";
import type { Page } from "#contract/envelope";
import { AUDIT_ACTION_LABELS, type AuditEntry } from "#contract/admin";

/** Who acted: a console account, or the operator's CLI (id null). */
export interface Actor {
  id: number | null;
  nickname: string;
}

export const CLI_ACTOR: Actor = { id: null, nickname: "运营命令行" };

export interface AuditRecord {
  action: keyof typeof AUDIT_ACTION_LABELS | string;
  target: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Adds one entry; `db` may be the transaction of the change. */
export async function recordAudit(db: Db, actor: Actor, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.nickname,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(db: Db, q: { current: number; size: number }): Promise<Page<AuditEntry>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ total: count() }).from(auditLog),
  ]);
  return {
    records: rows.map((r) => ({
      id: r.id,
      actorId: r.actorId,
      actorName: r.actorName,
      action: r.action,
      actionLabel: AUDIT_ACTION_LABELS[r.action] ?? r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      createdTime: r.createdAt.toISOString(),
    })),
    total,
    current: q.current,
    size: q.size,
    pages: Math.ceil(total / q.size),
  };
}
