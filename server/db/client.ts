/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
 * set. Both speak the same SQL through Drizzle, so the rest of the server sees one `Db` type.
 */
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { ROOT } from "#server/root";
import { pgliteWasm } from "./pglite-wasm";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(ROOT, "server/db/migrations");
/** Any constant works: it only has to be the same for every process of this site. */
const MIGRATION_LOCK_KEY = 7_312_001;

/** `dataDir` undefined or "memory://" gives an in-memory PGlite (tests). */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      async migrate() {
        const client = await pool.connect();
        try {
          // Two processes starting together must not both run the same migration.
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create(opts.dataDir ?? "memory://", { extensions: { pg_trgm }, pgliteWasmModule: await pgliteWasm() });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
