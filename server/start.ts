/**
 * One server process: opens the database, migrates, seeds once, serves, and shuts down
 * gracefully. Loaded by server/main.ts only after NODE_ENV is set (React picks its build then).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import pino from "pino";
import type { Config } from "./config";
import { openDb } from "./db/client";
import { seed } from "./db/seed";
import { freshReader, installDataVersion, readDataVersion } from "./db/data-version";
import { openStore } from "./storage/open-store";
import { ensureCatalogue } from "./fonts/catalogue";
import { createServices } from "./services";
import { createApp } from "./app";
import { loadSsr } from "./ssr";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.join(ROOT, "build");
const SHUTDOWN_GRACE_MS = 10_000;

export async function start(config: Config): Promise<void> {
  const logger = pino({ level: config.logLevel });
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
  // Page loaders and API routers share one set of services.
  const dataVersion = freshReader(() => readDataVersion(database.db));
  const services = createServices({ db: database.db, staticBase: config.public.staticBase, dataVersion });
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
