/**
 * The site's process for bench/subset-load/run.ts: what server/main.ts starts (configuration from
 * the environment, the database and objects of DATA_DIR, the real catalogue imported on first
 * start, createApp with every API and the subset service) without the page renderer, so no client
 * build is needed. It prints one JSON line `{ready, port, fonts}` — the font ids and file sizes of
 * the catalogue, for the load to pick from — and then serves until killed.
 */
import { serve } from "@hono/node-server";
import pino from "pino";
import { loadConfig } from "#server/config";
import { openRuntime } from "#server/runtime";
import { ensureCatalogue } from "#server/fonts/catalogue";
import { createApp } from "#server/app";
import { fonts } from "#server/db/schema-fonts";

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const runtime = await openRuntime(config);
const { database, store } = runtime;
await ensureCatalogue({ db: database.db, store, logger, dirs: config.fontDirs });
const rows = await database.db.select({ id: fonts.id, format: fonts.format, size: fonts.fileSize }).from(fonts);
const app = createApp({ runtime, logger });
serve({ fetch: app.fetch, port: config.port, hostname: "127.0.0.1" }, (info) => {
  const list = rows.filter((r) => r.format !== "woff2").map((r) => ({ gno: String(r.id), size: r.size }));
  process.stdout.write(`${JSON.stringify({ ready: true, port: info.port, fonts: list })}\n`);
});
