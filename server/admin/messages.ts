/**
 * 留言管理: the console's queue of board messages and custom-font requests, and what staff do
 * with one — reply (the site's answer, shown under the message on /contact), hide, mark as spam,
 * restore (docs/decisions/027-board-moderation.md). Each change is one transaction with its audit
 * entry (./audit.ts) and a bump of the data version: board_messages is a private table (a
 * visitor's post bumps nothing), so a change that moves /contact says so itself, and every
 * process's cached /contact follows at once. A member whose message is answered gets a
 * notification. Callers have checked the role (server/auth/roles.ts).
 */
import { count, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { boardMessages } from "#server/db/schema-content";
import { users } from "#server/db/schema-accounts";
import { bumpDataVersion } from "#server/db/data-version";
import { newestMessages } from "#server/content/board";
import { ApiError } from "#server/errors";
import { BOARD_STATUSES, BOARD_MESSAGES, type AdminBoardMessage, type AdminBoardPage, type BoardStatus } from "#contract/board";
import type { NotificationService } from "#server/notifications/service";
import { recordAudit, type Actor } from "./audit";

type Row = typeof boardMessages.$inferSelect;

const asStatus = (value: string): BoardStatus => ((BOARD_STATUSES as readonly string[]).includes(value) ? (value as BoardStatus) : "pending");

/** What the audit log keeps of a message before and after: its state, not the visitor's contact. */
const snapshot = (row: Row) => ({ status: row.status, reply: row.reply, name: row.name, content: row.content.slice(0, 200) });

/** 全部 is everything but spam: spam is counted apart and only listed under its own filter. */
const filterOf = (status?: BoardStatus): SQL => (status ? eq(boardMessages.status, status) : ne(boardMessages.status, "spam"));

export interface BoardModerationDeps {
  db: Db;
  /** Tells a signed-in member their message was answered (server/notifications/service.ts). */
  notifications: Pick<NotificationService, "send">;
}

/** What the member's notification quotes of the reply. */
const QUOTE_CHARS = 200;

export function createBoardModeration({ db, notifications }: BoardModerationDeps) {
  async function toAdmin(rows: Row[]): Promise<AdminBoardMessage[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.userId, r.repliedBy]).filter((id): id is number => id !== null))];
    const names = new Map(
      ids.length ? (await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.nickname]) : [],
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      contact: r.contact,
      content: r.content,
      status: asStatus(r.status),
      member: r.userId !== null && names.has(r.userId) ? { id: r.userId, nickname: names.get(r.userId)! } : null,
      reply: r.reply,
      repliedTime: r.repliedAt?.toISOString() ?? null,
      replier: r.repliedBy !== null ? (names.get(r.repliedBy) ?? null) : null,
      createdTime: r.createdAt.toISOString(),
    }));
  }

  /**
   * Changes one message under a row lock: `change` answers the new fields, or null when the
   * message is already so (nothing written, nothing audited). The audit entry and the version
   * bump are in the same transaction as the change.
   */
  async function act(actor: Actor, id: number, action: string, change: (row: Row) => Partial<Row> | null): Promise<{ before: Row; after: Row }> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(boardMessages).where(eq(boardMessages.id, id)).for("update");
      if (!before) throw new ApiError(404, BOARD_MESSAGES.notFound);
      const fields = change(before);
      if (!fields) return { before, after: before };
      const [after] = await tx.update(boardMessages).set(fields).where(eq(boardMessages.id, id)).returning();
      await recordAudit(tx as unknown as Db, actor, { action, target: `message:${id}`, before: snapshot(before), after: snapshot(after) });
      await bumpDataVersion(tx as unknown as Db);
      return { before, after };
    });
  }

  const answer = async ({ after }: { after: Row }) => (await toAdmin([after]))[0];

  return {
    /** The queue, newest first; `status` absent is 全部 (without spam). */
    async list(q: { status?: BoardStatus; current: number; size: number }): Promise<AdminBoardPage> {
      const [{ rows, total }, byStatus] = await Promise.all([
        newestMessages(db, filterOf(q.status), q),
        db.select({ status: boardMessages.status, n: count() }).from(boardMessages).groupBy(boardMessages.status),
      ]);
      const counts = Object.fromEntries(BOARD_STATUSES.map((s) => [s, 0])) as Record<BoardStatus, number>;
      for (const { status, n } of byStatus) counts[asStatus(status)] += n;
      return { records: await toAdmin(rows), total, current: q.current, size: q.size, pages: Math.ceil(total / q.size), counts };
    },

    /** Messages nobody has handled yet (the dashboard's 新留言). */
    async pendingCount(): Promise<number> {
      const [{ n }] = await db.select({ n: count() }).from(boardMessages).where(eq(boardMessages.status, "pending"));
      return n;
    },

    /**
     * Writes or rewrites the site's reply; the message shows (again) with it. A member who wrote
     * it signed in is told once per new text, the reply quoted, with a link to the board (to
     * /custom for a custom-font request, which is never public).
     */
    async reply(actor: Actor, id: number, reply: string): Promise<AdminBoardMessage> {
      const { before, after } = await act(actor, id, "message.reply", (row) =>
        row.reply === reply && row.status === "replied" ? null : { reply, status: "replied", repliedAt: new Date(), repliedBy: actor.id },
      );
      if (after.userId !== null && before.reply !== reply) {
        const quote = reply.length > QUOTE_CHARS ? `${reply.slice(0, QUOTE_CHARS)}…` : reply;
        const custom = after.kind !== "message";
        await notifications.send([after.userId], {
          type: "system",
          title: custom ? "你的定制需求有了回复" : "你的留言有了回复",
          content: quote,
          link: custom ? "/custom" : "/contact",
        });
      }
      return answer({ after });
    },

    hide: async (actor: Actor, id: number) => answer(await act(actor, id, "message.hide", (row) => (row.status === "hidden" ? null : { status: "hidden" }))),

    spam: async (actor: Actor, id: number) => answer(await act(actor, id, "message.spam", (row) => (row.status === "spam" ? null : { status: "spam" }))),

    /** Undoes hide or spam: back to replied when it has a reply, else to the pending queue. */
    restore: async (actor: Actor, id: number) =>
      answer(
        await act(actor, id, "message.restore", (row) => {
          const status = row.reply ? "replied" : "pending";
          return row.status === status ? null : { status };
        }),
      ),
  };
}

export type BoardModeration = ReturnType<typeof createBoardModeration>;

