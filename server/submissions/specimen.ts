/**
 * The reviewer's live specimen: a submitted file, not yet in the catalogue, drawn in its own
 * glyphs through the subset engine (HarfBuzz in a worker) and answered to the console only.
 *
 * The file must stay private until it is accepted (docs/decisions/021-console-review.md). The
 * site's engine writes its results under `subsets/`, which /files serves to anyone; this one has
 * its own engine over the same store with results kept under `review/subsets/` (and a WOFF's
 * unpacked copy under `review/sfnt/`), which /files does not serve. It starts on the first
 * specimen asked for, with one worker and the smallest memory budget, so a site nobody reviews
 * on pays nothing for it.
 */
import type { ObjectStore } from "#server/storage/store";
import { SubsetEngine, type EngineLogger } from "#server/fonts/subset/engine";
import { MIN_SUBSET_MEMORY_MB } from "#server/fonts/subset/budget";
import { fontParser, type FontParser } from "#server/fonts/parse-pool";
import { sha256Hex } from "#server/fonts/import";
import type { SubmissionFile } from "#server/db/schema-content";
import { ApiError } from "#server/errors";
import { ADMIN_MESSAGES } from "#contract/admin";
import { CONTENT_MESSAGES } from "#contract/content";

export const REVIEW_PREFIX = "review/";

/** The store with the engine's `subsets/` keys moved under `review/` (not public, see files.ts). */
export function reviewStore(store: ObjectStore): ObjectStore {
  const key = (k: string) => (k.startsWith("subsets/") ? `${REVIEW_PREFIX}${k}` : k);
  return {
    put: (k, data, type) => store.put(key(k), data, type),
    putStream: (k, body, o) => store.putStream(key(k), body, o),
    list: (prefix) => store.list(key(prefix)),
    get: (k) => store.get(key(k)),
    read: (k) => store.read(key(k)),
    exists: (k) => store.exists(key(k)),
    delete: (k) => store.delete(key(k)),
  };
}

export interface ReviewSpecimensDeps {
  store: ObjectStore;
  logger?: EngineLogger;
  parser?: FontParser;
}

export function createReviewSpecimens({ store, logger, parser }: ReviewSpecimensDeps) {
  let engine: SubsetEngine | undefined;
  /** upload key → what the engine reads (the file, or a WOFF's unpacked copy) and its hash. */
  const sources = new Map<string, { fileKey: string; sha256: string }>();

  async function sourceOf(file: SubmissionFile): Promise<{ fileKey: string; sha256: string }> {
    const known = sources.get(file.key);
    if (known) return known;
    if (file.format === "woff2") throw new ApiError(422, ADMIN_MESSAGES.specimenUnavailable);
    const bytes = await store.read(file.key);
    if (!bytes) throw new ApiError(404, CONTENT_MESSAGES.uploadMissing(file.name));
    const sha256 = sha256Hex(bytes);
    let fileKey = file.key;
    if (file.format === "woff") {
      // HarfBuzz reads no WOFF: the parse worker unpacks it, as the import does (source-db.ts).
      fileKey = `${REVIEW_PREFIX}sfnt/${sha256}.sfnt`;
      if (!(await store.exists(fileKey))) {
        const parsed = await (parser ?? fontParser()).parse(bytes, { wantSfnt: true });
        if (!parsed.sfnt) throw new ApiError(422, ADMIN_MESSAGES.specimenUnavailable);
        await store.put(fileKey, parsed.sfnt, "application/octet-stream");
      }
    }
    const source = { fileKey, sha256 };
    sources.set(file.key, source);
    if (sources.size > 500) sources.delete(sources.keys().next().value!);
    return source;
  }

  return {
    /** The WOFF2 of `text` in face `faceIndex` of `file`. */
    async draw(file: SubmissionFile, faceIndex: number, text: string): Promise<Uint8Array> {
      const { fileKey, sha256 } = await sourceOf(file);
      engine ??= new SubsetEngine({ store: reviewStore(store), logger, workers: 1, memoryBytes: MIN_SUBSET_MEMORY_MB * 1024 * 1024 });
      const codePoints = Array.from(text, (c) => c.codePointAt(0)!);
      const release = engine.admit([{ font: { fileKey, faceIndex, sha256 }, codePoints }], "preview");
      try {
        return (await engine.object({ font: { fileKey, faceIndex, sha256 }, codePoints }, "woff2", "preview")).bytes;
      } finally {
        release();
      }
    },

    close: () => engine?.close(),
  };
}

export type ReviewSpecimens = ReturnType<typeof createReviewSpecimens>;
