/**
 * What uploads may cost the disk (docs/decisions/012-bounded-bodies-and-storage.md):
 *
 * - per address, grants per hour and kilobytes per day, counted in `rate_counters` (shared by
 *   every process; server/auth/rate-limit.ts), refused with 429 and Retry-After;
 * - site-wide, the bytes under grants not yet swept (`upload_grants`) stay within
 *   UPLOAD_PENDING_MB, so many addresses together cannot fill the disk either (503 + Retry-After);
 * - once a grant has expired (and a grace period for a submission already under way has passed),
 *   the sweeper deletes every object under its prefix that no submission names, then the grant.
 *
 * An upload reserves its size before it streams (its Content-Length, or the largest allowed when
 * chunked) and gives back what it did not use, so concurrent uploads never overdraw either budget.
 */
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { uploadGrants } from "#server/db/schema-content";
import type { ObjectStore } from "#server/storage/store";
import { hit, minutesOf, refund, take, tooMany } from "#server/auth/rate-limit";
import { ApiError } from "#server/errors";
import { UPLOAD_LIMIT_MESSAGES } from "#contract/content";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const KB = 1024;
const GB = 1024 * 1024 * KB;

export const UPLOAD_LIMITS = {
  /**
   * Grants one address may take: the upload page asks once per visit, so ten an hour is ten
   * visits; a flood of grants is a flood of prefixes to sweep.
   */
  grantsPerIp: { limit: 10, windowMs: HOUR },
  /**
   * Bytes one address may upload in a day, counted in KB (the counter is a 32-bit integer): the
   * largest real family (20 files of 40 MB, 800 MB) fits two and a half times.
   */
  kbPerIp: { limit: (2 * GB) / KB, windowMs: 24 * HOUR },
} as const;

/**
 * How long after its grant expires an upload is kept: a submission that started before the
 * expiry has finished by then — ten files, each up to FONT_PARSE_TIMEOUT_S (30 s) in a parse
 * worker, after waiting behind a busy queue (docs/decisions/011-untrusted-font-parsing.md).
 */
export const SWEEP_GRACE_MS = 30 * MINUTE;
/** How often each process looks for expired grants (a claim keeps two from sweeping one grant). */
export const SWEEP_INTERVAL_MS = 60_000;
/** A sweeper's claim on a grant; after a crash another process takes it over then. */
const CLAIM_MS = 5 * MINUTE;
/** The lock serialising the site-wide reservation (any constant: only this module takes it). */
const PENDING_LOCK_KEY = 7_312_016;

/** Counts one grant for `ip`, or refuses with 429. */
export async function limitGrants(db: Db, ip: string): Promise<void> {
  const verdict = await hit(db, `upload-grant:ip:${ip}`, UPLOAD_LIMITS.grantsPerIp);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterMs, UPLOAD_LIMIT_MESSAGES.grants(minutesOf(verdict.retryAfterMs)));
}

/** Remembers a grant, so its uploads are counted and swept. */
export async function recordGrant(db: Db, grant: { prefix: string; ip: string; expiresAt: Date }): Promise<void> {
  await db.insert(uploadGrants).values(grant).onConflictDoNothing();
}

export interface Reservation {
  /** Keeps `used` bytes of the reservation and gives the rest back (0: gives it all back). */
  settle(used: number): Promise<void>;
}

/**
 * Reserves `bytes` for one upload under `prefix` from `ip`'s daily budget and the site-wide
 * pending bound, or refuses (429 for the address, 503 when the site is full).
 */
export async function reserveUpload(
  db: Db,
  o: { prefix: string; ip: string; expiresAt: Date; bytes: number; pendingMaxBytes: number },
): Promise<Reservation> {
  const bucket = `upload-kb:ip:${o.ip}`;
  const kb = Math.ceil(o.bytes / KB);
  const verdict = await take(db, bucket, kb, UPLOAD_LIMITS.kbPerIp);
  if (!verdict.allowed) {
    throw tooMany(verdict.retryAfterMs, UPLOAD_LIMIT_MESSAGES.dailyBytes(UPLOAD_LIMITS.kbPerIp.limit / (GB / KB), minutesOf(verdict.retryAfterMs)));
  }
  let room: { ok: true } | { ok: false; retryAfterMs: number };
  try {
    room = await db.transaction(async (tx) => {
      // One reservation at a time, site-wide: a sum and an update in between are not atomic.
      await tx.execute(sql`select pg_advisory_xact_lock(${PENDING_LOCK_KEY})`);
      const [{ pending, nextFree }] = await tx
        .select({
          pending: sql<string>`coalesce(sum(${uploadGrants.bytes}), 0)`,
          nextFree: sql<string | null>`extract(epoch from (min(${uploadGrants.expiresAt}) filter (where ${uploadGrants.bytes} > 0) - now())) * 1000`,
        })
        .from(uploadGrants);
      if (Number(pending) + o.bytes > o.pendingMaxBytes) return { ok: false as const, retryAfterMs: Math.max(MINUTE, Number(nextFree ?? 0) + SWEEP_GRACE_MS) };
      await tx
        .insert(uploadGrants)
        .values({ prefix: o.prefix, ip: o.ip, expiresAt: o.expiresAt, bytes: o.bytes })
        .onConflictDoUpdate({ target: uploadGrants.prefix, set: { bytes: sql`${uploadGrants.bytes} + ${o.bytes}` } });
      return { ok: true as const };
    });
  } catch (error) {
    await refund(db, bucket, kb);
    throw error;
  }
  if (!room.ok) {
    await refund(db, bucket, kb);
    throw new ApiError(503, UPLOAD_LIMIT_MESSAGES.siteFull(minutesOf(room.retryAfterMs)), "503", { "Retry-After": String(Math.ceil(room.retryAfterMs / 1000)) });
  }
  return {
    async settle(used) {
      // Negative when more arrived than announced: then it is charged.
      const unused = o.bytes - used;
      if (unused === 0) return;
      await db
        .update(uploadGrants)
        .set({ bytes: sql`greatest(0, ${uploadGrants.bytes} - ${unused})` })
        .where(eq(uploadGrants.prefix, o.prefix));
      await refund(db, bucket, kb - Math.ceil(used / KB));
    },
  };
}

export interface SweepResult {
  grants: number;
  deleted: string[];
  kept: number;
}

/**
 * Deletes what expired grants left unsubmitted: claims up to `batch` grants expired more than
 * SWEEP_GRACE_MS ago (skipping those another process holds), deletes every object under each
 * prefix that no submission names, then the grant. Works on both stores (it lists the prefix, so
 * files a browser posted straight to S3 are found too). `now` is for tests.
 */
export async function sweepUploads(db: Db, store: ObjectStore, now = new Date(), batch = 50): Promise<SweepResult> {
  const due = new Date(now.getTime() - SWEEP_GRACE_MS);
  const free = or(isNull(uploadGrants.claimedUntil), lt(uploadGrants.claimedUntil, now));
  const candidates = db
    .select({ prefix: uploadGrants.prefix })
    .from(uploadGrants)
    .where(and(lt(uploadGrants.expiresAt, due), free))
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(uploadGrants)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(inArray(uploadGrants.prefix, candidates), free))
    .returning({ prefix: uploadGrants.prefix });

  const result: SweepResult = { grants: claimed.length, deleted: [], kept: 0 };
  for (const { prefix } of claimed) {
    const named = await db.execute(
      sql`select f->>'key' as key from submissions s, jsonb_array_elements(s.files) f where left(f->>'key', ${prefix.length}) = ${prefix}`,
    );
    const submitted = new Set((named as unknown as { rows: { key: string }[] }).rows.map((r) => r.key));
    for (const { key } of await store.list(prefix)) {
      if (submitted.has(key)) {
        result.kept++;
        continue;
      }
      await store.delete(key);
      result.deleted.push(key);
    }
    await db.delete(uploadGrants).where(eq(uploadGrants.prefix, prefix));
  }
  return result;
}
