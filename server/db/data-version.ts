/**
 * The data version: one number in the database that every write to site data bumps, so each
 * server process (PGlite or several on PostgreSQL) can tell in one tiny query whether anything a
 * page shows may have changed (the anonymous page cache, server/http/page-cache.ts).
 *
 * The bump is a statement-level trigger on every table of the schema, installed at start, so
 * imports, seeds, API writes, other processes and tables added later by new migrations are all
 * covered without anyone remembering to call anything. Left out are the tables no public page
 * and no remembered read (server/services.ts) ever reads: sign-in security (tokens, captchas,
 * codes, rate counters, OAuth states, secrets) and each member's own data (account, favourites,
 * notifications, download history, agreements), what visitors send in (board messages,
 * submissions; an accepted submission becomes catalogue rows, which do bump) and the bookkeeping
 * of stored objects (subset files, upload grants). Otherwise any
 * signed-in user renaming a favourite group would empty every process's page cache, as often as
 * they like (docs/decisions/014-edges.md). Public figures that such writes move (a family's
 * favourites and downloads) live in catalogue tables, so those writes still bump.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "./client";

/** Tables whose writes change no public page (see above); a table added later bumps until listed here. */
export const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  // sign-in security
  "auth_tokens",
  "captchas",
  "verification_codes",
  "rate_counters",
  "oauth_states",
  "app_secrets",
  // each member's own data: no public page shows a nickname, an avatar or a favourite
  "users",
  "favorites",
  "favorite_fonts",
  "notifications",
  "font_downloads",
  "agreement_acceptances",
  // sent in by visitors, read only by the operator
  "board_messages",
  "submissions",
  // the console's history, read only in /admin
  "audit_log",
  // bookkeeping of stored objects (docs/decisions/012): every subset made and every upload grant
  // writes here, and no page reads it
  "subset_files",
  "upload_grants",
  "data_version",
]);
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
      const table = `"${name.replaceAll('"', '""')}"`;
      if (PRIVATE_TABLES.has(name)) {
        // A database set up by an older version has the trigger on tables now listed private.
        await tx.execute(sql.raw(`drop trigger if exists data_version_bump on ${table}`));
        continue;
      }
      await tx.execute(
        sql.raw(
          `create or replace trigger data_version_bump after insert or update or delete or truncate on ${table} for each statement execute function bump_data_version()`,
        ),
      );
    }
  });
}

/**
 * Bumps the version by hand, for a write to a private table that changes what a page shows: a
 * board message the console replies to, hides or marks as spam (/contact shows replied ones;
 * docs/decisions/027-board-moderation.md). Visitors' own posts stay private and bump nothing.
 */
export async function bumpDataVersion(db: Db): Promise<void> {
  await db.execute(sql`update data_version set version = version + 1 where id = 1`);
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

/** The data version a request has read, once read (see requestScope). */
const requestVersion = new AsyncLocalStorage<{ version?: Promise<string> }>();

/**
 * Runs one request's work in a scope where the data version is read at most once: the page
 * cache, the initial load and every remembered read of one page share that one answer. It is
 * still fresh, since it is read after the request arrived (never a read begun before it).
 */
export function requestScope<T>(work: () => T): T {
  return requestVersion.run({}, work);
}

/** `read` answered once per request scope (and as before outside one). */
export function oncePerRequest(read: () => Promise<string>): () => Promise<string> {
  return () => {
    const scope = requestVersion.getStore();
    if (!scope) return read();
    if (!scope.version) {
      const version = read();
      scope.version = version;
      // A failed read is not kept: the next caller of the request tries again.
      version.catch(() => {
        if (scope.version === version) scope.version = undefined;
      });
    }
    return scope.version;
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
      // Awaited once here, so the memo holds the answer: a Drizzle query builder is a thenable
      // that runs its query again every time it is awaited, so keeping it would remember nothing.
      answer = (async () => read(...args))();
      memo.set(key, answer);
      answer.catch(() => memo.delete(key));
    }
    return answer;
  };
}
