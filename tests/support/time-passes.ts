/**
 * Lets time pass for the sign-in state kept in the database: rate-limit windows and blocks, and
 * when codes were sent and expire, all move back by `ms`, as if that long had gone by. Tests of
 * "one a minute" and "ten a day" use it instead of waiting.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client";

export async function timePasses(db: Db, ms: number): Promise<void> {
  const by = sql`${ms} * interval '1 millisecond'`;
  await db.execute(sql`update rate_counters set window_ends_at = window_ends_at - ${by}, blocked_until = blocked_until - ${by}`);
  await db.execute(sql`update verification_codes set created_at = created_at - ${by}, expires_at = expires_at - ${by}`);
}
