#!/usr/bin/env node
/**
 * Bundles the server into build/node/ with esbuild: `npm start` then loads a few plain JavaScript
 * files instead of compiling ~200 TypeScript modules through tsx at every start (loading the
 * server took 1.4 s that way, 0.5 s bundled). Four entries: main.js (server/main.ts), worker.js
 * (the font-subset worker), font-parse-worker.js (the worker that parses font files from
 * outside, server/fonts/parse-pool.ts) and markdown-worker.js (the console's Markdown,
 * server/content/markdown-pool.ts), each worker started beside the chunk that spawns it. Packages stay external, so
 * node_modules resolves as usual and native and WebAssembly packages find their own files.
 *
 *   node scripts/build-server.mjs      bundle (also part of `npm run build` and of setup's build)
 *
 * The stamp build/node/.inputs.json lists every source file the bundle was made from, with one
 * hash over them all: setup compares it with node built-ins only (serverBuildCurrent).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "build", "node");
const STAMP = path.join(OUT, ".inputs.json");

function hashInputs(inputs) {
  const hash = crypto.createHash("sha256");
  for (const rel of inputs) hash.update(`${rel}\0`).update(fs.readFileSync(path.join(ROOT, rel))).update("\0");
  return hash.digest("hex");
}

/** True when build/node/ was bundled from the sources as they are now. */
export function serverBuildCurrent() {
  try {
    const { inputs, hash } = JSON.parse(fs.readFileSync(STAMP, "utf8"));
    return fs.existsSync(path.join(OUT, "main.js")) && hashInputs(inputs) === hash;
  } catch {
    return false;
  }
}

export async function buildServer() {
  const esbuild = await import("esbuild");
  fs.rmSync(OUT, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: "server/main.ts",
      worker: "server/fonts/subset/worker.ts",
      "font-parse-worker": "server/fonts/parse-worker.ts",
      "markdown-worker": "server/content/markdown-worker.ts",
    },
    outdir: OUT,
    bundle: true,
    splitting: true, // the lazily imported modules stay lazy: their own chunks
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    // One flat folder: each pool finds its worker beside whichever chunk holds it (server/worker-thread.ts).
    chunkNames: "[name]-[hash]",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
  });
  const inputs = [...Object.keys(result.metafile.inputs), "package-lock.json"].sort();
  fs.writeFileSync(STAMP, JSON.stringify({ hash: hashInputs(inputs), inputs }));
  return Object.keys(result.metafile.outputs).length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const t0 = Date.now();
  const files = await buildServer();
  console.log(`build/node: ${files} files in ${Date.now() - t0} ms`);
}
