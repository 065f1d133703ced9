/**
 * The messages of the personal area (docs/contract.md "Notifications"). They come from real events:
 * a system notice published by the operator (scripts/notify.ts), a submission reviewed
 * (`notifySubmissionReviewed`, called by the submissions area when an operator accepts or
 * rejects), and a favourite font updated by a re-import (`notifyFavoriteFontsUpdated`, called
 * by the font importer's callers). Reads are always scoped to the signed-in user.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema-accounts";
import { notifications } from "#server/db/schema-personal";
import { ApiError } from "#server/errors";
import type { Page } from "#contract/envelope";
import { MY_NEWS_SIZE, NOTIFY_MESSAGES, NOTIFY_TYPE_KEYS, type NotificationItem, type NotifyType, type SystemNotice, type UnreadCounts } from "#contract/notifications";
import type { FavoriteService } from "#server/favorites/service";

export interface NotificationServiceDeps {
  db: Db;
  favorites: Pick<FavoriteService, "holdersOfFamilies">;
}

export interface NewNotification {
  type: NotifyType;
  title: string;
  content?: string;
  link?: string;
}

type Row = typeof notifications.$inferSelect;

const item = (r: Row): NotificationItem => ({
  id: r.id,
  type: r.type as NotifyType,
  title: r.title,
  content: r.content,
  link: r.link,
  read: r.readAt !== null,
  createdTime: r.createdAt.toISOString(),
});

export function createNotificationService({ db, favorites }: NotificationServiceDeps) {
  async function counts(userId: number): Promise<UnreadCounts> {
    const rows = await db
      .select({ type: notifications.type, n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .groupBy(notifications.type);
    const byType = Object.fromEntries(NOTIFY_TYPE_KEYS.map((t) => [t, 0])) as Record<NotifyType, number>;
    for (const r of rows) if (r.type in byType) byType[r.type as NotifyType] = Number(r.n);
    return { total: Object.values(byType).reduce((a, b) => a + b, 0), byType };
  }

  async function send(userIds: number[], n: NewNotification): Promise<number> {
    if (userIds.length === 0) return 0;
    const rows = userIds.map((userId) => ({ userId, type: n.type, title: n.title, content: n.content ?? "", link: n.link ?? "" }));
    await db.insert(notifications).values(rows);
    return rows.length;
  }

  return {
    send,
    counts,

    /** A system notice to every user; answers how many received it. */
    async publishSystemNotice(n: SystemNotice): Promise<number> {
      // One INSERT … SELECT: the fan-out stays in the database however many users there are.
      const result = await db.execute(
        sql`insert into ${notifications} (user_id, type, title, content, link)
            select ${users.id}, 'system', ${n.title}, ${n.content}, ${n.link} from ${users}`,
      );
      return Number((result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0);
    },

    /** An operator accepted or rejected a user's submission. */
    notifySubmissionReviewed(userId: number, review: { title: string; accepted: boolean; reason?: string; link?: string }): Promise<number> {
      const reason = review.reason?.trim();
      return send([userId], {
        type: "review",
        title: review.accepted ? `你的投稿「${review.title}」已通过审核` : `你的投稿「${review.title}」未通过审核`,
        content: review.accepted
          ? review.link?.startsWith("/font/")
            ? "感谢你的贡献！字体已收录进字库，字体页署名“贡献者”为你，点击查看。"
            : "感谢你的贡献！作品将在整理后上线，届时可在字库中看到。"
          : `原因：${reason || "未说明"}。你可以修改后重新投稿。`,
        link: review.link ?? "/contribute",
      });
    },

    /** Faces were re-imported into these families: tell every user who keeps one of them in a group. */
    async notifyFavoriteFontsUpdated(familyIds: number[]): Promise<number> {
      const holders = await favorites.holdersOfFamilies([...new Set(familyIds)]);
      let sent = 0;
      for (const h of holders) {
        sent += await send([h.userId], {
          type: "favorite",
          title: `你收藏的字体「${h.name}」有更新`,
          content: `「${h.name}」导入了新的字体文件，打开字体详情即可查看与下载最新版本。`,
          link: `/font/${h.familyId}`,
        });
      }
      return sent;
    },

    async list(userId: number, q: { current: number; size: number; type?: NotifyType }): Promise<Page<NotificationItem>> {
      const where: SQL[] = [eq(notifications.userId, userId)];
      if (q.type) where.push(eq(notifications.type, q.type));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(and(...where))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(q.size)
          .offset((q.current - 1) * q.size),
        db.select({ total: count() }).from(notifications).where(and(...where)),
      ]);
      return { records: rows.map(item), total: Number(total), current: q.current, size: q.size, pages: Math.ceil(Number(total) / q.size) };
    },

    async myNews(userId: number): Promise<NotificationItem[]> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(MY_NEWS_SIZE);
      return rows.map(item);
    },

    async read(userId: number, id: number): Promise<UnreadCounts> {
      const [row] = await db
        .select({ id: notifications.id, readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!row) throw new ApiError(404, NOTIFY_MESSAGES.missing);
      if (!row.readAt) await db.update(notifications).set({ readAt: sql`now()` }).where(eq(notifications.id, id));
      return counts(userId);
    },

    async readAll(userId: number, type?: NotifyType): Promise<UnreadCounts> {
      const where: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)];
      if (type) where.push(eq(notifications.type, type));
      await db.update(notifications).set({ readAt: sql`now()` }).where(and(...where));
      return counts(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
