/**
 * Starts a worker thread from a module of the server, the same way from the sources and from the
 * bundle. Bundled (`npm start` runs build/node/, scripts/build-server.mjs), each worker is an
 * entry of its own, `<bundled>` beside the chunk that spawns it (one flat folder). From the
 * sources (tests, `npm run dev`, through `--import tsx`) Node 20 does not apply a loader to a
 * worker's entry file: a small CommonJS bootstrap registers tsx in the worker and imports the
 * TypeScript entry. docs/decisions/010-server-bundle.md.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

export interface WorkerEntry {
  /** The bundle's file name, e.g. "./worker.js" (an entry point in scripts/build-server.mjs). */
  bundled: string;
  /** The source file, relative to the spawning module, e.g. "./worker.ts". */
  source: string;
}

/** `self`: the spawning module's import.meta.url. */
export function spawnWorker(self: string, entry: WorkerEntry, options: WorkerOptions = {}): Worker {
  if (self.endsWith(".js")) return new Worker(new URL(entry.bundled, self), options);
  // The ESM entry of tsx's API (its CommonJS twin cannot register from inside a worker).
  const tsx = import.meta.resolve?.("tsx/esm/api") ?? pathToFileURL(createRequire(self).resolve("tsx/esm/api")).href.replace(/\.cjs$/, ".mjs");
  const bootstrap = `
    const { workerData } = require("node:worker_threads");
    import(workerData.tsx).then((api) => { api.register(); return import(workerData.entry); });
  `;
  const workerData = { ...(options.workerData as object), tsx, entry: new URL(entry.source, self).href };
  return new Worker(bootstrap, { ...options, eval: true, workerData });
}
