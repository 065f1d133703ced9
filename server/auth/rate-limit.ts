/** Sliding-window counters in the database (shared by every process). */
import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateEvents } from "../db/schema-accounts";

export async function countRecent(db: Db, bucket: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, bucket), gt(rateEvents.at, new Date(Date.now() - windowMs))));
  return Number(row?.n ?? 0);
}

export async function recordEvent(db: Db, bucket: string): Promise<void> {
  await db.insert(rateEvents).values({ bucket });
  // Now and then, forget events older than any window we use (one day).
  if (Math.random() < 0.01) await db.delete(rateEvents).where(lt(rateEvents.at, new Date(Date.now() - 86_400_000)));
}

export async function clearEvents(db: Db, bucket: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
}
