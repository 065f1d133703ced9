/**
 * The runtime a process works with, opened from configuration in one place: the database
 * (PGlite in DATA_DIR or DATABASE_URL) migrated, seeded and with its data version installed, the
 * object store, the one data-version reader of the process, and the area services made on them.
 * The server, the scripts, the benches and the tests all open it here, so none wires its own.
 */
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { openDb, type Db, type DbHandle } from "./db/client";
import { seed } from "./db/seed";
import { freshReader, installDataVersion, oncePerRequest, readDataVersion } from "./db/data-version";
import { openStore } from "./storage/open-store";
import type { ObjectStore } from "./storage/store";
import type { ArticleLookup } from "./favorites/service";
import { createServices, type Services } from "./services";

export interface Runtime {
  config: Config;
  database: DbHandle;
  db: Db;
  store: ObjectStore;
  /** The seed steps this opening ran (none once the database is seeded). */
  seeded: string[];
  /**
   * The data version, read fresh (server/db/data-version.ts): the one reader of the process, used
   * by the services' remembered reads, the page cache and the stylesheet cache.
   */
  dataVersion: () => Promise<string>;
  services: Services;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** A database already open instead of the one the configuration names (tests: in-memory PGlite). */
  database?: DbHandle;
  /** Articles as favourites see them; default: the content area's (tests pass their own). */
  articles?: ArticleLookup;
  /** The content/ folder the console restores rows from (tests: a copy they change). */
  contentDir?: string;
}

/** The database the configuration names: DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir">): Promise<DbHandle> {
  if (config.databaseUrl) return openDb({ databaseUrl: config.databaseUrl });
  fs.mkdirSync(config.dataDir, { recursive: true });
  return openDb({ dataDir: path.join(config.dataDir, "pglite") });
}

export async function openRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  // DATA_DIR holds the objects and the dev outbox even when the database is PostgreSQL.
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = options.database ?? (await openDatabase(config));
  await database.migrate();
  const seeded = await seed(database.db);
  // Every later write to site data bumps the version that remembered reads and the page cache key on.
  await installDataVersion(database.db);
  const store = openStore(config);
  // Read once per request (server/db/data-version.ts requestScope): the page cache and every
  // remembered read of one page share the answer.
  const dataVersion = oncePerRequest(freshReader(() => readDataVersion(database.db)));
  const services = createServices({
    db: database.db,
    store,
    staticBase: config.public.staticBase,
    apiBase: config.public.apiBase,
    articles: options.articles,
    contentDir: options.contentDir,
    dataVersion,
    uploadPendingBytes: config.uploadPendingBytes,
    contentVideoMaxBytes: config.contentVideoMaxBytes,
  });
  return { config, database, db: database.db, store, seeded, dataVersion, services, close: () => database.close() };
}
