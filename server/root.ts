/**
 * The project's folder. The server runs from its sources in server/ (tsx: tests, `npm run dev`)
 * and bundled from build/node/ (`npm start`, scripts/build-server.mjs), so a fixed "../.." from
 * a module would be right in only one of them: the nearest folder with a package.json is.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(dir: string): string {
  if (fs.existsSync(path.join(dir, "package.json"))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error("package.json not found above the server modules");
  return findRoot(parent);
}

export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
