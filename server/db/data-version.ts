/**
 * The data version: one number in the database that every write to site data bumps, so each
 * server process (PGlite or several on PostgreSQL) can tell in one tiny query whether anything a
 * page shows may have changed (the anonymous page cache, server/http/page-cache.ts).
 *
 * The bump is a statement-level trigger on every table of the schema, installed at start, so
 * imports, seeds, API writes, other processes and tables added later by new migrations are all
 * covered without anyone remembering to call anything. Left out are only the tables that change
 * on nearly every request and never show on a public page (sign-in tokens, captchas, codes, rate
 * counters, OAuth states, secrets).
 */
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "./client";

const UNSHOWN_TABLES = new Set(["auth_tokens", "captchas", "verification_codes", "rate_counters", "oauth_states", "app_secrets", "data_version"]);
/** Any constant: serialises concurrent installs by processes starting together. */
const INSTALL_LOCK = 80_271_001;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function installDataVersion(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INSTALL_LOCK})`);
    await tx.execute(sql`create table if not exists data_version (id integer primary key, version bigint not null)`);
    await tx.execute(sql`insert into data_version (id, version) values (1, 1) on conflict (id) do nothing`);
    await tx.execute(
      sql.raw(`create or replace function bump_data_version() returns trigger language plpgsql as $$
        begin update data_version set version = version + 1 where id = 1; return null; end $$`),
    );
    const tables = rowsOf<{ name: string }>(
      await tx.execute(
        sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      ),
    );
    for (const { name } of tables) {
      if (UNSHOWN_TABLES.has(name)) continue;
      const table = `"${name.replaceAll('"', '""')}"`;
      await tx.execute(
        sql.raw(
          `create or replace trigger data_version_bump after insert or update or delete or truncate on ${table} for each statement execute function bump_data_version()`,
        ),
      );
    }
  });
}

export async function readDataVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ version: string | number }>(await db.execute(sql`select version from data_version where id = 1`));
  return String(row?.version ?? 0);
}

/**
 * `read` shared by concurrent callers, but never a read that began before the caller asked:
 * a request that follows a committed write always sees it. One query in flight at a time.
 */
export function freshReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = () => {
    const p = read().finally(() => {
      if (running === p) running = null;
    });
    running = p;
    return p;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

/**
 * `read` remembered per data version and arguments (JSON), for reads that every page repeats
 * (the font list, friend links): a write anywhere changes the version, so nothing stale is
 * answered. Failures are not remembered; answers are shared, so callers must not mutate them.
 */
export function memoByVersion<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  version: () => Promise<string>,
  maxEntries = 256,
): (...args: A) => Promise<R> {
  const memo = new LRUCache<string, Promise<R>>({ max: maxEntries });
  return async (...args) => {
    let key: string;
    try {
      key = `${await version()} ${JSON.stringify(args)}`;
    } catch {
      return read(...args);
    }
    let answer = memo.get(key);
    if (!answer) {
      answer = read(...args);
      memo.set(key, answer);
      answer.catch(() => memo.delete(key));
    }
    return answer;
  };
}
