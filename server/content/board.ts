/**
 * The message board (/contact) and custom-font requests (/custom): stored as plain text (pages
 * render it as text, so "<script>" shows as written), rate limited per IP and per account.
 * /contact shows the messages the site has replied to, newest first, never their contact details
 * (docs/decisions/027-board-moderation.md; the console's side is server/admin/messages.ts).
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { boardMessages } from "#server/db/schema-content";
import { hit, tooMany } from "#server/auth/rate-limit";
import { CONTENT_MESSAGES, type MessageInput } from "#contract/content";
import type { PublicBoardMessage } from "#contract/board";
import type { Page } from "#contract/envelope";

/** Five posts in ten minutes is more than any person writes by hand. */
export const POST_LIMIT = { count: 5, windowMs: 10 * 60_000 };

/** Refuses with 429 when this IP or this account posted too often to `area` lately; else counts the post. */
export async function limitPosts(db: Db, area: string, who: { ip: string; userId: number | null }, limit = POST_LIMIT): Promise<void> {
  const buckets = [`${area}:ip:${who.ip}`, ...(who.userId ? [`${area}:user:${who.userId}`] : [])];
  for (const bucket of buckets) {
    const verdict = await hit(db, bucket, { limit: limit.count, windowMs: limit.windowMs });
    if (!verdict.allowed) throw tooMany(verdict.retryAfterMs, CONTENT_MESSAGES.rateLimited);
  }
}

/** One page of the messages `where` selects, newest first, and how many there are (the board and the console's queue). */
export async function newestMessages(db: Db, where: SQL | undefined, q: { current: number; size: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(boardMessages)
      .where(where)
      .orderBy(desc(boardMessages.createdAt), desc(boardMessages.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db.select({ total: count() }).from(boardMessages).where(where),
  ]);
  return { rows, total };
}

export function createBoardService(db: Db) {
  return {
    async save(input: Required<MessageInput>, who: { ip: string; userId: number | null }): Promise<{ id: number }> {
      await limitPosts(db, "board", who);
      const [row] = await db
        .insert(boardMessages)
        .values({ ...input, userId: who.userId, ip: who.ip })
        .returning({ id: boardMessages.id });
      return row;
    },

    /** The board as /contact shows it: replied messages (not custom requests), newest first. */
    async published(q: { current: number; size: number }): Promise<Page<PublicBoardMessage>> {
      const { rows, total } = await newestMessages(db, and(eq(boardMessages.kind, "message"), eq(boardMessages.status, "replied")), q);
      return {
        records: rows.map((r) => ({
          id: r.id,
          name: r.name,
          content: r.content,
          createdTime: r.createdAt.toISOString(),
          reply: r.reply,
          repliedTime: (r.repliedAt ?? r.createdAt).toISOString(),
        })),
        total,
        current: q.current,
        size: q.size,
        pages: Math.ceil(total / q.size),
      };
    },
  };
}
