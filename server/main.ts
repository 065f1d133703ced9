/** Starts the site: opens the database, migrates, seeds once, serves, and shuts down gracefully. */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import pino from "pino";
import { ConfigError, loadConfig } from "./config";
import { openDb } from "./db/client";
import { seed } from "./db/seed";
import { openStore } from "./storage/open-store";
import { ensureCatalogue } from "./fonts/catalogue";
import { createServices } from "./services";
import { loadContent } from "./content/load";
import { CONTENT_DIR } from "./content/dir";
import { createApp } from "./app";
import { loadSsr } from "./ssr";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.join(ROOT, "build");
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  fs.mkdirSync(config.dataDir, { recursive: true });

  const database = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
  });
  await database.migrate();
  const seeded = await seed(database.db);
  logger.info({ database: database.kind, seeded }, "database ready");

  const store = openStore(config);
  // First start: the demo catalogue from the CJK fonts installed on this machine (and FONT_DIRS).
  const catalogue = await ensureCatalogue({ db: database.db, store, logger, dirs: config.fontDirs });
  logger.info({ families: catalogue.families, fonts: catalogue.fonts, imported: catalogue.ran }, "font catalogue ready");
  // content/ changed since the last load (or never loaded): load it; unchanged, this reads only file hashes.
  const content = await loadContent({ db: database.db, store, root: CONTENT_DIR });
  logger.info({ written: content.written, removed: content.removed, skipped: content.skipped }, "content ready");
  // Page loaders and API routers share one set of services.
  const services = createServices({ db: database.db, store, staticBase: config.public.staticBase, apiBase: config.public.apiBase });
  const ssr = await loadSsr(BUILD_DIR, { services, config: config.public }, config.env);
  const app = createApp({ config, db: database.db, logger, store, services, clientDir: path.join(BUILD_DIR, "client"), ssr });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`共创字库已启动: http://${config.host}:${info.port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await database.close().catch((error) => logger.error({ err: error }, "database close failed"));
      clearTimeout(force);
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open until the grace period.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  // A bad setting is the operator's to fix: name it in one line, no stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error("启动失败:", error);
  process.exit(1);
});
