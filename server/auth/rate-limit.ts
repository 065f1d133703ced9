/**
 * Rate limits counted in the database, so every process behind the load balancer shares them
 * (docs/contract.md). Each attempt is counted by ONE upsert before the guarded work runs: PostgreSQL
 * holds the row lock for the statement, so 30 concurrent attempts get 30 distinct counts and only
 * those within the limit go on. Reaching the limit sets `blocked_until`;
 * attempts while blocked are refused without being counted.
 */
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { rateCounters } from "#server/db/schema-accounts";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { ApiError } from "#server/errors";

export interface Limit {
  /** Attempts allowed in a window; the one that reaches it still goes through, then the bucket blocks. */
  limit: number;
  windowMs: number;
  /**
   * Exponential back-off: the first block lasts `backoffMs`, each further attempt after it ends
   * doubles it, up to `maxBlockMs`. Without it, the bucket stays blocked until its window ends.
   */
  backoffMs?: number;
  maxBlockMs?: number;
}

export type Verdict = { allowed: true; hits: number } | { allowed: false; retryAfterMs: number };

/** Counts one attempt in `bucket`, unless it is blocked. */
export async function hit(db: Db, bucket: string, rule: Limit): Promise<Verdict> {
  const win = rule.windowMs;
  const backoff = rule.backoffMs ?? 0;
  const maxBlock = rule.maxBlockMs ?? win;
  // The new count, written once and reused by the blocked_until expression below.
  const next = sql`(case when ${rateCounters.windowEndsAt} <= now() then 1 else ${rateCounters.hits} + 1 end)`;
  const windowEnd = sql`(case when ${rateCounters.windowEndsAt} <= now() then now() + ${win} * interval '1 millisecond' else ${rateCounters.windowEndsAt} end)`;
  const blockFor = (count: unknown, end: unknown) =>
    backoff > 0
      ? sql`now() + least(${maxBlock}::float8, ${backoff}::float8 * power(2, greatest(0, ${count} - ${rule.limit}))) * interval '1 millisecond'`
      : sql`${end}`;
  const rows = await db
    .insert(rateCounters)
    .values({
      bucket,
      hits: 1,
      windowEndsAt: sql`now() + ${win} * interval '1 millisecond'`,
      blockedUntil: rule.limit <= 1 ? blockFor(1, sql`now() + ${win} * interval '1 millisecond'`) : null,
    })
    .onConflictDoUpdate({
      target: rateCounters.bucket,
      set: {
        hits: next,
        windowEndsAt: windowEnd,
        blockedUntil: sql`case when ${next} >= ${rule.limit} then ${blockFor(next, windowEnd)} else null end`,
      },
      setWhere: sql`${rateCounters.blockedUntil} is null or ${rateCounters.blockedUntil} <= now()`,
    })
    .returning({ hits: rateCounters.hits });
  if (Math.random() < 0.01) await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, sql`now() - interval '1 day'`));
  if (rows.length > 0) return { allowed: true, hits: rows[0].hits };

  const [row] = await db
    .select({ wait: sql<number>`greatest(0, extract(epoch from (${rateCounters.blockedUntil} - now())) * 1000)` })
    .from(rateCounters)
    .where(eq(rateCounters.bucket, bucket));
  return { allowed: false, retryAfterMs: Math.ceil(Number(row?.wait ?? 0)) };
}

/**
 * Takes `amount` from a budget of `rule.limit` per window (the kilobytes one address uploads in
 * a day): all of it or nothing, in one upsert, so concurrent takes never overdraw it. Refused,
 * it answers how long until the window ends. Give back what went unused with `refund`.
 */
export async function take(db: Db, bucket: string, amount: number, rule: Pick<Limit, "limit" | "windowMs">): Promise<Verdict> {
  const win = rule.windowMs;
  const ended = sql`${rateCounters.windowEndsAt} <= now()`;
  const next = sql`(case when ${ended} then ${amount} else ${rateCounters.hits} + ${amount} end)`;
  const rows =
    amount > rule.limit
      ? []
      : await db
          .insert(rateCounters)
          .values({ bucket, hits: amount, windowEndsAt: sql`now() + ${win} * interval '1 millisecond'` })
          .onConflictDoUpdate({
            target: rateCounters.bucket,
            set: { hits: next, windowEndsAt: sql`(case when ${ended} then now() + ${win} * interval '1 millisecond' else ${rateCounters.windowEndsAt} end)` },
            setWhere: sql`${next} <= ${rule.limit}`,
          })
          .returning({ hits: rateCounters.hits });
  if (rows.length > 0) return { allowed: true, hits: rows[0].hits };
  const [row] = await db
    .select({ wait: sql<number>`greatest(0, extract(epoch from (${rateCounters.windowEndsAt} - now())) * 1000)` })
    .from(rateCounters)
    .where(eq(rateCounters.bucket, bucket));
  return { allowed: false, retryAfterMs: Math.ceil(Number(row?.wait ?? win)) };
}

/** Forgets a bucket (a successful sign-in ends its back-off). */
export async function reset(db: Db, bucket: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.bucket, bucket));
}

/**
 * Gives back one attempt that turned out fine (a shared address must not run out on good
 * sign-ins), or `amount` of a budget taken and not used.
 */
export async function refund(db: Db, bucket: string, amount = 1): Promise<void> {
  await db
    .update(rateCounters)
    .set({ hits: sql`greatest(0, ${rateCounters.hits} - ${amount})` })
    .where(eq(rateCounters.bucket, bucket));
}

/** Whole minutes to tell a user, at least one. */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** Refuses with 429 and Retry-After; the message says when to try again. */
export function tooMany(retryAfterMs: number, message: string = ACCOUNT_MESSAGES.ipLimit): ApiError {
  return new ApiError(429, message, "429", { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}
