/**
 * The console's own service: the dashboard figures, the accounts and their roles, the audit log.
 * Submission review lives in server/submissions/service.ts; both record every change in the
 * audit log (./audit.ts). Callers have checked the role already (server/auth/roles.ts).
 */
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema-accounts";
import { boardMessages } from "#server/db/schema-content";
import { fontDownloads } from "#server/db/schema-downloads";
import { ApiError } from "#server/errors";
import type { Page } from "#contract/envelope";
import { ADMIN_MESSAGES, asRole, type AdminUser, type DashboardCounts, type Role } from "#contract/admin";
import { listAudit, recordAudit, type Actor } from "./audit";

/** Midnight of today, China time: "today" of the dashboard, as the download figures count days. */
const chinaToday = sql`((now() at time zone 'Asia/Shanghai')::date::timestamp at time zone 'Asia/Shanghai')`;


export interface AdminServiceDeps {
  db: Db;
  /** The pending queue's head, from the submissions service. */
  latestPending: () => Promise<DashboardCounts["latestPending"]>;
  pendingCount: () => Promise<number>;
}

export function createAdminService({ db, latestPending, pendingCount }: AdminServiceDeps) {
  return {
    async dashboard(): Promise<DashboardCounts> {
      const [pending, [{ messages }], [{ signups }], [{ downloads }], latest] = await Promise.all([
        pendingCount(),
        // Pending ones: what 留言管理 has yet to handle (server/admin/messages.ts).
        db.select({ messages: count() }).from(boardMessages).where(eq(boardMessages.status, "pending")),
        db.select({ signups: count() }).from(users).where(gte(users.createdAt, chinaToday)),
        db.select({ downloads: count() }).from(fontDownloads).where(gte(fontDownloads.createdAt, chinaToday)),
        latestPending(),
      ]);
      return { pendingSubmissions: pending, newMessages: messages, signupsToday: signups, downloadsToday: downloads, latestPending: latest };
    },

    async users(q: { current: number; size: number; keyword: string }): Promise<Page<AdminUser>> {
      const where: SQL[] = [];
      if (q.keyword) {
        const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(users.email, like), ilike(users.mobile, like), ilike(users.nickname, like))!);
      }
      const filter = where.length ? and(...where) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ id: users.id, nickname: users.nickname, email: users.email, mobile: users.mobile, role: users.role, createdAt: users.createdAt })
          .from(users)
          .where(filter)
          // Staff first: the page is where roles are managed.
          .orderBy(sql`case ${users.role} when 'admin' then 0 when 'reviewer' then 1 else 2 end`, desc(users.id))
          .limit(q.size)
          .offset((q.current - 1) * q.size),
        db.select({ total: count() }).from(users).where(filter),
      ]);
      return {
        records: rows.map((r) => ({ id: r.id, nickname: r.nickname, account: r.email ?? r.mobile ?? "微信账号", role: asRole(r.role), createdTime: r.createdAt.toISOString() })),
        total,
        current: q.current,
        size: q.size,
        pages: Math.ceil(total / q.size),
      };
    },

    /** Grants or revokes a role (admins only); an admin cannot change their own, so one always remains. */
    async setRole(actor: Actor, userId: number, role: Role): Promise<AdminUser> {
      if (actor.id === userId) throw new ApiError(400, ADMIN_MESSAGES.ownRole);
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for("update");
        if (!before) throw new ApiError(404, ADMIN_MESSAGES.userNotFound);
        const [row] = await tx
          .update(users)
          .set({ role })
          .where(eq(users.id, userId))
          .returning({ id: users.id, nickname: users.nickname, email: users.email, mobile: users.mobile, role: users.role, createdAt: users.createdAt });
        if (before.role !== role) {
          await recordAudit(tx as unknown as Db, actor, { action: "user.role", target: `user:${userId}`, before: { role: before.role }, after: { role, nickname: row.nickname } });
        }
        return { id: row.id, nickname: row.nickname, account: row.email ?? row.mobile ?? "微信账号", role: asRole(row.role), createdTime: row.createdAt.toISOString() };
      });
    },

    audit: (q: { current: number; size: number }) => listAudit(db, q),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
