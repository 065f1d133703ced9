/**
 * Entry point (`npm start`). Reads the configuration first and puts the process in its mode
 * before anything loads React: React and React Router pick their development or production
 * build from NODE_ENV when first imported, and the development build renders pages several
 * times slower. Then starts one server process, or with WEB_CONCURRENCY > 1 (PostgreSQL only) a
 * node:cluster of them sharing the port: the first one alone (it migrates, seeds and imports),
 * then the rest; a worker that dies is replaced.
 */
import cluster from "node:cluster";
import { ConfigError, loadConfig, applyNodeEnv, type Config } from "./config";
import { pgliteWasm } from "./db/pglite-wasm";

async function main() {
  const config = loadConfig();
  applyNodeEnv(config);
  // The embedded database's WebAssembly compiles in the background while the server loads.
  if (!config.databaseUrl) void pgliteWasm().catch(() => {}); // a failure shows when the database opens
  if (config.webConcurrency > 1 && cluster.isPrimary) return runCluster(config);
  const { start } = await import("./start");
  await start(config);
}

async function runCluster(config: Config) {
  const { default: pino } = await import("pino");
  const logger = pino({ level: config.logLevel });
  let stopping = false;
  const fork = () =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork();
      worker.once("listening", () => resolve());
      worker.once("exit", (code) => reject(new Error(`worker ${worker.process.pid} exited with code ${code} before listening`)));
    });
  await fork();
  await Promise.all(Array.from({ length: config.webConcurrency - 1 }, fork));
  logger.info({ processes: config.webConcurrency }, "cluster ready");
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, "worker died; starting another");
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const wait = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    }, 100);
    wait.unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  // A bad setting is the operator's to fix: name it in one line, no stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error("启动失败:", error);
  process.exit(1);
});
