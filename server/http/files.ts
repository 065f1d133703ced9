/** GET /files/<key>: objects of the store, with validators for conditional requests. */
import { Hono } from "hono";
import type { ObjectStore } from "#server/storage/store";
import { SubsetBusyError, SubsetError } from "#server/fonts/subset/engine";
import { MESSAGES } from "#contract/messages";

/**
 * What is public: subsets, specimens and avatars, all content-addressed (their bytes never
 * change under the same key). Original font files are not: they leave only through the signed
 * download URL (sign-in, agreement, history), never by their store key.
 */
const PUBLIC = /^(subsets|specimens|avatars)\//;
const SUBSET = /^subsets\/([0-9a-f]{64})\.(?:woff2|ttf|otf)$/;

/** The subset store's bound (server/fonts/subset-ledger.ts), as this route needs it. */
export interface SubsetFiles {
  /** Makes an evicted subset again under its name; false when it cannot be made. */
  restore(hash: string): Promise<boolean>;
  /** Notes a use, for least-recently-used eviction. */
  used(hash: string): void;
}

export function filesRoute(store: ObjectStore, subsets?: SubsetFiles) {
  const route = new Hono();
  route.get("/files/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice("/files/".length));
    } catch {
      return c.text(MESSAGES.notFound, 404);
    }
    let object = PUBLIC.test(key) ? await store.get(key) : null;
    const subset = subsets && SUBSET.exec(key);
    if (!object && subset) {
      // Evicted to keep the store within SUBSET_STORE_MB: its name stays valid, it is made again.
      try {
        if (await subsets.restore(subset[1])) object = await store.get(key);
      } catch (error) {
        if (!(error instanceof SubsetError)) throw error;
        // Busy or failing for now: try again later. Otherwise (its font is gone) it is not found.
        if (error.status === 503) {
          c.header("Retry-After", String(error instanceof SubsetBusyError ? error.retryAfter : 5));
          return c.text(error.message, 503);
        }
      }
    }
    if (!object) return c.text(MESSAGES.notFound, 404);
    if (subset) subsets.used(subset[1]);
    c.header("Content-Type", object.contentType);
    c.header("Content-Length", String(object.size));
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(object.body);
  });
  return route;
}
