/**
 * The subset store's size bound (SUBSET_STORE_MB; docs/decisions/012-bounded-bodies-and-storage.md).
 *
 * Subset files are content-addressed (engine.ts keyOf) and their URLs are immutable, yet anyone may
 * ask for new ones: a 50-item batch of 2,000 characters writes ~88 MB. So every object the engine
 * writes is recorded in `subset_files` with what it takes to make it again — the font file and
 * face, the code points, the options — and every use updates its recency (batched, one UPDATE every
 * few seconds). When the recorded total passes the bound, the least recently used objects are
 * deleted from the store down to 90 % of it; their rows stay, so a request for an evicted file
 * (GET /files/subsets/…, /webfont/t/…) makes it again from the row, under the same name.
 *
 * The total counts each row's packed code points too, so even a flood of distinct requests keeps
 * database and store within the bound: once every object is evicted, the oldest rows go as well
 * (only then does an old URL answer 404).
 *
 * All state is in the database: any process may record, use, evict or restore. Eviction claims
 * rows with SKIP LOCKED and marks them evicted before deleting the objects (WOFF2 first, which the
 * engine reads as "both present"); a restore racing an eviction at worst leaves a row marked
 * stored whose objects are gone, which the next request makes again.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "#server/db/client";
import { subsetFiles } from "#server/db/schema-fonts";
import type { ObjectStore } from "#server/storage/store";
import type { AxisSetting } from "./subset/hb";
import { normaliseCodePoints, type SubsetEngine, type SubsetJob, type SubsetLedgerHooks } from "./subset/engine";

/** Uses noted in memory before they are written (one UPDATE). */
const FLUSH_AT = 1000;
const FLUSH_AFTER_MS = 5_000;
/** Eviction goes down to this part of the bound, so it does not run for every new file. */
const LOW_WATER = 0.9;
/** Rows claimed per eviction step. */
const STEP = 200;

/** Sorted distinct code points as base-36 gaps ("4e00,1,1,a"): ~2 bytes a CJK character. */
export function packCodePoints(codePoints: Iterable<number>): string {
  let last = 0;
  return normaliseCodePoints(codePoints)
    .map((cp) => {
      const gap = cp - last;
      last = cp;
      return gap.toString(36);
    })
    .join(",");
}

export function unpackCodePoints(packed: string): number[] {
  let last = 0;
  return packed ? packed.split(",").map((gap) => (last += parseInt(gap, 36))) : [];
}

export interface SweepResult {
  /** Rows whose objects were deleted. */
  evicted: number;
  /** Rows deleted (their URLs answer 404 from now on). */
  forgotten: number;
}

export interface SubsetLedger extends SubsetLedgerHooks {
  /** Makes the objects of `hash` again from its row; false when there is none (or it no longer matches). */
  restore(engine: SubsetEngine, hash: string): Promise<boolean>;
  /** Evicts least recently used objects while the total is over the bound; answers how many. */
  sweep(): Promise<SweepResult>;
  /** Writes the uses noted so far. */
  flush(): Promise<void>;
}

export function createSubsetLedger({ db, store, maxBytes, logger }: { db: Db; store: ObjectStore; maxBytes: number; logger?: Pick<Logger, "error" | "info"> }): SubsetLedger {
  const touched = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  // Bytes recorded since the last sweep; the first record of a process sweeps (the bound may have
  // been lowered), then every sixteenth of the bound.
  let sinceSweep = Infinity;
  let sweeping: Promise<SweepResult> | undefined;

  async function flush() {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    if (touched.size === 0) return;
    const hashes = [...touched];
    touched.clear();
    await db.update(subsetFiles).set({ lastUsedAt: sql`now()` }).where(inArray(subsetFiles.hash, hashes));
  }

  const total = async () => {
    const [row] = await db.select({ n: sql<string>`coalesce(sum(${subsetFiles.objectBytes} + octet_length(${subsetFiles.codePoints})), 0)` }).from(subsetFiles);
    return Number(row.n);
  };

  async function sweep(): Promise<SweepResult> {
    await flush();
    const now = await total();
    if (now <= maxBytes) return { evicted: 0, forgotten: 0 };
    let excess = now - Math.floor(maxBytes * LOW_WATER);
    let evicted = 0;
    let forgotten = 0;
    while (excess > 0) {
      // The least recently used, only as many as cover the excess (with the one that crosses it).
      const claimed = await db.execute(sql`
        with lru as (
          select hash, sum(object_bytes) over (order by last_used_at, hash) - object_bytes as before
          from subset_files where stored order by last_used_at, hash limit ${STEP}
        ), v as (
          select hash, ext, object_bytes from subset_files
          where stored and hash in (select hash from lru where before < ${excess}) for update skip locked
        )
        update subset_files s set stored = false, object_bytes = 0 from v where s.hash = v.hash
        returning v.hash, v.ext, v.object_bytes`);
      const rows = (claimed as unknown as { rows: { hash: string; ext: string; object_bytes: number }[] }).rows;
      if (rows.length === 0) break;
      for (const r of rows) {
        // The WOFF2 first: the engine takes a WOFF2 in the store to mean both objects are there.
        await store.delete(`subsets/${r.hash}.woff2`);
        await store.delete(`subsets/${r.hash}.${r.ext}`);
        excess -= Number(r.object_bytes);
      }
      evicted += rows.length;
    }
    while (excess > 0) {
      // Every object is evicted and the rows alone are over the bound: the oldest rows go.
      const gone = await db.execute(sql`
        with lru as (
          select hash, sum(octet_length(code_points)) over (order by last_used_at, hash) - octet_length(code_points) as before
          from subset_files order by last_used_at, hash limit ${STEP}
        )
        delete from subset_files where hash in (select hash from lru where before < ${excess})
        returning octet_length(code_points) as n`);
      const rows = (gone as unknown as { rows: { n: number }[] }).rows;
      if (rows.length === 0) break;
      for (const r of rows) excess -= Number(r.n);
      forgotten += rows.length;
    }
    if (evicted || forgotten) logger?.info({ evicted, forgotten, maxMB: Math.round(maxBytes / 1024 / 1024) }, "subset store: least recently used evicted");
    return { evicted, forgotten };
  }

  /** One sweep at a time per process; failures are logged, never thrown at a request. */
  function sweepSoon(): Promise<SweepResult> {
    return (sweeping ??= sweep()
      .catch((error) => {
        logger?.error({ err: error }, "subset store: eviction failed");
        return { evicted: 0, forgotten: 0 };
      })
      .finally(() => (sweeping = undefined)));
  }

  return {
    async recorded(hash, job, ext, bytes) {
      const codePoints = packCodePoints(job.codePoints);
      await db
        .insert(subsetFiles)
        .values({
          hash,
          fontKey: job.font.fileKey,
          fontSha256: job.font.sha256,
          faceIndex: job.font.faceIndex,
          codePoints,
          axes: job.axes ?? null,
          quality: job.quality ?? null,
          ext,
          objectBytes: bytes,
          stored: true,
        })
        .onConflictDoUpdate({ target: subsetFiles.hash, set: { stored: true, objectBytes: bytes, ext, lastUsedAt: sql`now()` } });
      sinceSweep += bytes + codePoints.length;
      if (sinceSweep > maxBytes / 16) {
        sinceSweep = 0;
        void sweepSoon();
      }
    },

    used(hash) {
      touched.add(hash);
      if (touched.size >= FLUSH_AT) void flush().catch((error) => logger?.error({ err: error }, "subset store: recency update failed"));
      else flushTimer ??= setTimeout(() => void flush().catch((error) => logger?.error({ err: error }, "subset store: recency update failed")), FLUSH_AFTER_MS).unref();
    },

    async restore(engine, hash) {
      const [row] = await db.select().from(subsetFiles).where(eq(subsetFiles.hash, hash));
      if (!row) return false;
      const job: SubsetJob = {
        font: { fileKey: row.fontKey, sha256: row.fontSha256, faceIndex: row.faceIndex },
        codePoints: unpackCodePoints(row.codePoints),
        axes: (row.axes as Record<string, AxisSetting> | null) ?? undefined,
        quality: row.quality ?? undefined,
      };
      // Made by another engine version or options: that name cannot be made again.
      if (engine.keyOf(job) !== hash) return false;
      const release = engine.admit([job], "preview");
      try {
        engine.forget(hash);
        await engine.subset(job, "preview");
      } finally {
        release();
      }
      return true;
    },

    // A sweep already running may have started before the latest records: this one follows it.
    sweep: async () => {
      await sweeping;
      return sweepSoon();
    },
    flush,
  };
}
