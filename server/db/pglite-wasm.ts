/**
 * PGlite's WebAssembly (9 MB), compiled once per process and as early as possible: the compile
 * runs on V8's background threads, so server/main.ts starts it before it loads the rest of the
 * server, and the two overlap (PGlite would otherwise start it only when the database opens).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

let compiled: Promise<WebAssembly.Module> | undefined;

export function pgliteWasm(): Promise<WebAssembly.Module> {
  compiled ??= readFile(createRequire(import.meta.url).resolve("@electric-sql/pglite/pglite.wasm")).then((bytes) => WebAssembly.compile(bytes));
  return compiled;
}
