/**
 * What must be true before the site serves: the configuration parsed, the database migrated and
 * seeded, the object store open, the font catalogue imported on a first start and the content
 * of content/ loaded when it changed. Shared by
 * server/main.ts and `npm run setup` (scripts/prepare-data.ts); every step is idempotent.
 */
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { loadConfig, type Config } from "./config";
import { openDb } from "./db/client";
import { seed } from "./db/seed";
import { installDataVersion } from "./db/data-version";
import { openStore } from "./storage/open-store";
import { ensureCatalogue } from "./fonts/catalogue";
import { configureFontParser } from "./fonts/parse-pool";
import { indexMissingFaces } from "./fonts/coverage-index";
import { loadContent } from "./content/load";
import { CONTENT_DIR } from "./content/dir";

export async function prepare(config: Config = loadConfig()) {
  const logger = pino({ level: config.logLevel });
  // Every font file this process parses (the catalogue below, submissions later) within the configured limits.
  configureFontParser(config.fontParse);
  fs.mkdirSync(config.dataDir, { recursive: true });

  const database = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
  });
  await database.migrate();
  const seeded = await seed(database.db);
  // Every later write to site data bumps the version the page cache keys on.
  await installDataVersion(database.db);
  logger.info({ database: database.kind, seeded }, "database ready");

  const store = openStore(config);
  // First start: the demo catalogue from the CJK fonts installed on this machine (and FONT_DIRS).
  const catalogue = await ensureCatalogue({ db: database.db, store, logger, dirs: config.fontDirs });
  logger.info({ families: catalogue.families, fonts: catalogue.fonts, imported: catalogue.ran }, "font catalogue ready");
  // Faces imported before the coverage index existed (a no-op once every face has its row).
  await indexMissingFaces({ db: database.db, store, logger });
  // content/ changed since the last load (or never loaded): load it; unchanged, this reads only file hashes.
  const content = await loadContent({ db: database.db, store, root: CONTENT_DIR });
  logger.info({ written: content.written, removed: content.removed, skipped: content.skipped }, "content ready");
  return { config, logger, database, store };
}
