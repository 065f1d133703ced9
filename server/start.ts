/**
 * One server process: prepares the data (server/prepare.ts), serves, and shuts down gracefully.
 * Loaded by server/main.ts only after NODE_ENV is set (React picks its build then).
 */
import path from "node:path";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Config } from "./config";
import { ROOT } from "./root";
import { prepare } from "./prepare";

import { createApp } from "./app";
import { accountHoleRenderer, importBuild, ssrHandler } from "./ssr";
import { createDevSsr } from "./dev-ssr";
import { SWEEP_INTERVAL_MS, sweepUploads } from "./content/upload-limits";

const BUILD_DIR = path.join(ROOT, "build");
const SHUTDOWN_GRACE_MS = 10_000;

export async function start(config: Config): Promise<void> {
  // Development (`npm run dev`): Vite renders from source with hot reload; otherwise the built
  // site, whose pages load (about 0.3 s of compiling modules) while the database opens: PGlite
  // spends much of its opening waiting for its WebAssembly to compile off the main thread.
  const build = config.env === "development" ? null : importBuild(BUILD_DIR);
  build?.catch(() => {}); // a failed prepare() below must report itself, not this
  const { logger, runtime } = await prepare(config);
  const { database, store } = runtime;
  // Page loaders and API routers share one set of services.
  const load = { services: runtime.services, config: config.public };
  const dev = build ? null : await createDevSsr(load);
  const ssr = build ? ssrHandler(await build, load, config.env) : dev!.ssr;
  // Development renders every signed-in page for its visitor (no holes from Vite's modules).
  const accountHole = build ? accountHoleRenderer(await build) : undefined;
  const app = createApp({ runtime, logger, clientDir: dev ? undefined : path.join(BUILD_DIR, "client"), ssr, accountHole });

  // Uploads never submitted go once their grant has expired (docs/decisions/012-bounded-bodies-and-storage.md).
  const sweeper = setInterval(() => {
    sweepUploads(database.db, store).then(
      (r) => r.deleted.length > 0 && logger.info({ grants: r.grants, deleted: r.deleted.length, kept: r.kept }, "unsubmitted uploads swept"),
      (error) => logger.error({ err: error }, "upload sweep failed"),
    );
  }, SWEEP_INTERVAL_MS).unref();

  const listener = getRequestListener(app.fetch);
  const server = createServer(dev ? (req, res) => dev.middlewares(req, res, () => void listener(req, res)) : listener);
  server.listen(config.port, config.host, () => {
    logger.info(`共创字库已启动: http://${config.host}:${config.port}${dev ? "（开发模式，热更新）" : ""}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    clearInterval(sweeper);
    server.close(async () => {
      await dev?.close();
      await database.close().catch((error) => logger.error({ err: error }, "database close failed"));
      clearTimeout(force);
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open until the grace period.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
