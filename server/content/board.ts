/**
 * The message board (/contact) and custom-font requests (/custom): stored as plain text (pages
 * render it as text, so "<script>" shows as written), rate limited per IP and per account.
 */
import type { Db } from "#server/db/client";
import { boardMessages } from "#server/db/schema-content";
import { hit, tooMany } from "#server/auth/rate-limit";
import { CONTENT_MESSAGES, type MessageInput } from "#contract/content";

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
  };
}
