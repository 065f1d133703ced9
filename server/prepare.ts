/**
 * What must be true before the site serves: the configuration parsed, the database migrated and
 * seeded, the object store open, the font catalogue imported on a first start and the content
 * of content/ loaded when it changed. Shared by
 * server/main.ts and `npm run setup` (scripts/prepare-data.ts); every step is idempotent.
 */
import pino from "pino";
import { loadConfig, type Config } from "./config";
import { openRuntime } from "./runtime";
import { ensureCatalogue } from "./fonts/catalogue";
import { configureFontParser } from "./fonts/parse-pool";
import { indexMissingFaces } from "./fonts/coverage-index";
import { loadContent } from "./content/load";
import { CONTENT_DIR } from "./content/dir";

export async function prepare(config: Config = loadConfig()) {
  const logger = pino({ level: config.logLevel });
  // Every font file this process parses (the catalogue below, submissions later) within the configured limits.
  configureFontParser(config.fontParse);
  // Migrated, seeded, the data version installed (server/runtime.ts).
  const runtime = await openRuntime(config);
  const { database, store, seeded } = runtime;
  logger.info({ database: database.kind, seeded }, "database ready");

  // First start: the demo catalogue from the CJK fonts installed on this machine (and FONT_DIRS).
  const catalogue = await ensureCatalogue({ db: database.db, store, logger, dirs: config.fontDirs });
  logger.info({ families: catalogue.families, fonts: catalogue.fonts, imported: catalogue.ran }, "font catalogue ready");
  // Faces imported before the coverage index existed (a no-op once every face has its row).
  await indexMissingFaces({ db: database.db, store, logger });
  // content/ changed since the last load (or never loaded): load it; unchanged, this reads only file hashes.
  const content = await loadContent({ db: database.db, store, root: CONTENT_DIR });
  logger.info({ written: content.written, removed: content.removed, skipped: content.skipped }, "content ready");
  return { config, logger, runtime };
}
