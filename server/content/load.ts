/**
 * content/ → database and object store. Idempotent: an item is identified by (kind, slug) and
 * rewritten only when its hash (its entry plus its media bytes) changed; items whose files are
 * gone are removed (their pages answer 404); pictures and videos are stored content-addressed
 * under content/<sha256>.<ext>. A start with unchanged files does nothing (content_loads.hash).
 */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { desc } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { contentLoads } from "#server/db/schema-content";
import type { ObjectStore } from "#server/storage/store";
import type { BoardSeedSummary } from "./board-seed";

export interface LoadSummary {
  skipped: boolean;
  hash: string;
  written: number;
  unchanged: number;
  removed: number;
  /** Items, keywords and links the console wrote: left as they are (docs/decisions/026-console-content.md). */
  kept?: number;
  /** The board's seeded messages (content/board.json, server/content/board-seed.ts). */
  board?: BoardSeedSummary;
}

/** Media folders are large: their files count by name, size and time, the rest by content. */
const MEDIA_DIRS = new Set(["images", "videos"]);

/**
 * Changes when the loader writes the same files differently (2: font names resolved to family
 * names; 3: the Markdown source kept), so a site whose content/ did not change still reloads it
 * once with the new rules.
 */
const LOADER_VERSION = "3";

/** One hash over content/ as it is on disk, without parsing anything. */
async function dirHash(root: string): Promise<string> {
  const hash = createHash("sha256").update(`loader ${LOADER_VERSION}\n`);
  const entries = (await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
  for (const file of entries) {
    const full = path.join(root, file);
    if (MEDIA_DIRS.has(file.split(path.sep)[0])) {
      const stat = await fs.stat(full);
      hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    } else {
      hash.update(`${file}\0`).update(await fs.readFile(full)).update("\0");
    }
  }
  return hash.digest("hex");
}

export interface LoadDeps {
  db: Db;
  store: ObjectStore;
  root: string;
  /** Load even when the folder hash equals the last load's. */
  force?: boolean;
}

export async function loadContent({ db, store, root, force }: LoadDeps): Promise<LoadSummary> {
  const hash = await dirHash(root);
  const [last] = await db.select().from(contentLoads).orderBy(desc(contentLoads.id)).limit(1);
  if (!force && last?.hash === hash) return { skipped: true, hash, written: 0, unchanged: 0, removed: 0 };
  const { applyContent } = await import("./apply");
  return applyContent({ db, store, root, hash });
}
