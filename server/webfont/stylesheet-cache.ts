/**
 * /css2 stylesheets kept in memory per normalised query and data version (docs/decisions/014-edges.md).
 * A stylesheet of slices is ~230 KB of unicode-range text per face and is the same for every
 * site that links it, so it is built once: a repeat is served from memory, already compressed,
 * with its ETag. The key is the query as it means (family names in any case or spacing, the same
 * family named twice, styles and `text=` characters in any order all land on one entry), so
 * spelling variants do not each cost a build; the data version (server/db/data-version.ts) in
 * the key drops every entry when the catalogue changes. Memory is bounded by bytes (LRU).
 * Concurrent misses of one key build once; only a build passes `admit` (the per-address limit).
 * Builds run BUILD_CONCURRENCY at a time (each is ~10 ms of main-thread work per face, and the
 * first build of a face reads its whole font file for the cmap), so a flood of distinct queries
 * from many addresses queues instead of starving every other request; a queue longer than
 * MAX_QUEUED_BUILDS is refused with 503.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { WEBFONT_MESSAGES, type Css2Query, type FamilySpec, type StyleSpec } from "#contract/webfont";
import { ApiError } from "#server/errors";
import { storeBody, storedSize, type StoredBody } from "#server/http/stored-body";

/** Stylesheets built at once; the others wait their turn. */
export const BUILD_CONCURRENCY = 2;
/** Builds waiting beyond this are refused (503, Retry-After) rather than holding a connection each. */
export const MAX_QUEUED_BUILDS = 64;
const BUSY_RETRY_AFTER_S = 10;

const nameKey = (name: string) => name.replace(/\s+/g, " ").trim().toLowerCase();
const REGULAR: StyleSpec = { italic: false, weight: null };
const weightOrder = (w: StyleSpec["weight"]) => (w === null ? [-1, -1] : typeof w === "number" ? [w, w] : w);

function byStyle(a: StyleSpec, b: StyleSpec): number {
  const [a0, a1] = weightOrder(a.weight);
  const [b0, b1] = weightOrder(b.weight);
  return Number(a.italic) - Number(b.italic) || a0 - b0 || a1 - b1;
}

/**
 * The query as it means: each family once (names compared as the catalogue compares them,
 * regardless of case and spacing; the CSS spells the catalogue's name whatever the spelling asked)
 * with the union of its styles in order, families in name order, `text=` as sorted code points.
 * Building this query answers what the original asked.
 */
export function normaliseCss2Query(q: Css2Query): Css2Query {
  const byName = new Map<string, { name: string; styles: Map<string, StyleSpec> }>();
  for (const family of q.families) {
    const key = nameKey(family.name);
    const entry = byName.get(key) ?? { name: family.name, styles: new Map<string, StyleSpec>() };
    for (const style of family.styles.length ? family.styles : [REGULAR]) entry.styles.set(JSON.stringify(style), style);
    byName.set(key, entry);
  }
  const families: FamilySpec[] = [...byName.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { name, styles }]) => {
      const list = [...styles.values()].sort(byStyle);
      // The regular face alone is how a bare `family=name` asks for it.
      return { name, styles: list.length === 1 && !list[0].italic && list[0].weight === null ? [] : list };
    });
  return { families, display: q.display, subset: q.subset, text: q.text ? [...q.text].sort((a, b) => a - b) : null };
}

/** The cache key of a normalised query: short (a `text=` query can hold 5,000 characters), blind to name spelling. */
export const css2Key = (q: Css2Query) =>
  createHash("sha1")
    .update(JSON.stringify({ ...q, families: q.families.map((f) => ({ ...f, name: nameKey(f.name) })) }))
    .digest("base64url");

export interface StylesheetCacheOptions {
  /** Memory for stored stylesheets (raw and compressed), bytes; 0 keeps none. */
  maxBytes: number;
  /** The data version; when it cannot be read, nothing is cached. */
  version: () => Promise<string>;
  /** Builds at once (BUILD_CONCURRENCY). */
  concurrency?: number;
}

/** A build `admit` refused: the requests waiting on it each ask for themselves. */
class Refused extends Error {
  constructor(readonly reason: unknown) {
    super("refused");
  }
}

export function createStylesheetCache({ maxBytes, version, concurrency = BUILD_CONCURRENCY }: StylesheetCacheOptions) {
  const cache = maxBytes > 0 ? new LRUCache<string, StoredBody>({ maxSize: maxBytes, sizeCalculation: storedSize }) : null;
  const building = new Map<string, Promise<StoredBody>>();
  const turn = pLimit(concurrency);

  const make = (q: Css2Query, build: (q: Css2Query) => Promise<string>) => {
    if (turn.pendingCount >= MAX_QUEUED_BUILDS) {
      return Promise.reject(new ApiError(503, WEBFONT_MESSAGES.busy, "503", { "Retry-After": String(BUSY_RETRY_AFTER_S) }));
    }
    return turn(async () => storeBody(new TextEncoder().encode(await build(q)) as Uint8Array<ArrayBuffer>));
  };

  /**
   * The stylesheet of `query`: from memory, or from the build in flight for the same key, or
   * built now by `build` once `admit` lets it (admit throws to refuse, e.g. a 429).
   */
  async function get(query: Css2Query, build: (q: Css2Query) => Promise<string>, admit: () => Promise<void>): Promise<StoredBody> {
    const q = normaliseCss2Query(query);
    let current: string | null;
    try {
      current = await version();
    } catch {
      current = null;
    }
    if (!cache || current === null) {
      await admit();
      return make(q, build);
    }
    const key = `${current} ${css2Key(q)}`;
    const kept = cache.get(key);
    if (kept) return kept;
    const pending = building.get(key);
    if (pending) {
      try {
        return await pending;
      } catch (error) {
        // The request that started it was refused (its address's limit): this one asks for itself.
        if (error instanceof Refused) return get(query, build, admit);
        throw error;
      }
    }
    // Registered before anything is awaited, so concurrent misses of this key wait on it.
    const made = admit()
      .then(
        () => make(q, build),
        (reason: unknown) => Promise.reject(new Refused(reason)),
      )
      .finally(() => building.delete(key));
    building.set(key, made);
    try {
      const body = await made;
      cache.set(key, body);
      return body;
    } catch (error) {
      throw error instanceof Refused ? error.reason : error;
    }
  }

  return { get };
}

export type StylesheetCache = ReturnType<typeof createStylesheetCache>;
