/**
 * The coverage index (docs/decisions/017-coverage-index.md): which characters each face maps, to
 * find the fonts that can write a text (getFontList `text`, `cover`) and to draw a face's glyph
 * view. Rows live in the database (font_charsets: one per face, written once), so every process,
 * on PGlite or PostgreSQL, sees the same index; each process keeps the sets in memory, brought up
 * to date when the data version changes (only new or removed faces are read again).
 *
 * Writing: `indexFace` is what an import calls for each face it adds, inside its transaction
 * (importFontFile does; a path that adds a face another way calls it too). `indexMissingFaces`
 * indexes faces that have no row yet (imported before the index existed), from their files.
 */
import { eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontCharsets, fonts } from "#server/db/schema-fonts";
import type { ObjectStore } from "#server/storage/store";
import { FONT_STANDARDS, type FontStandard } from "#contract/font-constants";
import { cmapOf } from "#server/webfont/cmap";
import { CodePointQuery, CodePointSet } from "./charset";
import { BIG5_HANZI, TONGYONG_LEVEL1, TONGYONG_LEVEL2 } from "./charsets";
import { charsets } from "./coverage";
import { representativeScore } from "./import";
import { openFace } from "./metadata";
import { subsetSourceKey } from "./source-db";

const codePoints = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);

let standardSets: Record<FontStandard, number[]> | undefined;

/** The code points of each standard of the `standard` filter. */
export function standardCodePoints(): Record<FontStandard, number[]> {
  if (!standardSets) {
    const { gb2312, tongyong8105 } = charsets();
    const level1 = codePoints(TONGYONG_LEVEL1);
    standardSets = {
      gb2312,
      tygf1: level1,
      tygf2: [...level1, ...codePoints(TONGYONG_LEVEL2)],
      tygf3: tongyong8105,
      big5: codePoints(BIG5_HANZI),
    };
  }
  return standardSets;
}

/** The standards a face covers completely. */
export function standardsOf(set: CodePointSet): FontStandard[] {
  const sets = standardCodePoints();
  return FONT_STANDARDS.filter((s) => sets[s].every((cp) => set.has(cp)));
}

/**
 * The code points a face of a stored file maps: read from the cmap of the sfnt bytes (a WOFF's
 * unpacked copy); a WOFF2 original, whose tables only fontkit unpacks, through fontkit.
 */
export function faceCodePoints(bytes: Uint8Array, format: string, faceIndex: number, parsed?: { characterSet: number[] }): number[] {
  const viaFontkit = () => (parsed ?? openFace(bytes, faceIndex)).characterSet;
  if (format === "woff2") return viaFontkit();
  try {
    return cmapOf(bytes, faceIndex);
  } catch {
    // A cmap subtable our reader does not know: fontkit reads every format.
    return viaFontkit();
  }
}

/** Adds one face to the index (once: a face's code points never change). Called by the import pipeline. */
export async function indexFace(db: Db, fontId: number, faceCodePointList: Iterable<number>): Promise<void> {
  const set = CodePointSet.of(faceCodePointList);
  await db
    .insert(fontCharsets)
    .values({ fontId, codePoints: set.encode(), count: set.size, standards: standardsOf(set) })
    .onConflictDoNothing({ target: fontCharsets.fontId });
}

export interface IndexMissingDeps {
  db: Db;
  store: ObjectStore;
  logger?: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
}

/** Indexes every face without a row, reading its file; answers how many were indexed. A face whose file fails is skipped (logged). */
export async function indexMissingFaces({ db, store, logger }: IndexMissingDeps): Promise<number> {
  const rows = await db
    .select({ id: fonts.id, fileKey: fonts.fileKey, format: fonts.format, faceIndex: fonts.faceIndex, sha256: fonts.sha256 })
    .from(fonts)
    .leftJoin(fontCharsets, eq(fontCharsets.fontId, fonts.id))
    .where(isNull(fontCharsets.fontId))
    .orderBy(fonts.id);
  let indexed = 0;
  // Faces of one collection share their file: read it once.
  let cachedKey = "";
  let cachedBytes: Uint8Array | null = null;
  for (const row of rows) {
    try {
      const key = subsetSourceKey(row);
      const bytes: Uint8Array | null = cachedKey === key && cachedBytes ? cachedBytes : await store.read(key);
      if (!bytes) throw new Error(`对象不存在: ${key}`);
      cachedKey = key;
      cachedBytes = bytes;
      await indexFace(db, row.id, faceCodePoints(bytes, row.format === "woff" ? "ttf" : row.format, row.faceIndex));
      indexed++;
    } catch (error) {
      logger?.warn({ err: error, fontId: row.id }, "coverage index: face skipped");
    }
  }
  if (indexed) logger?.info({ indexed }, "coverage index: faces indexed");
  return indexed;
}

export interface CoverageIndexDeps {
  db: Db;
  /** The data version (server/db/data-version.ts): the sets are re-checked when it changes; without it, on every call. */
  version?: () => Promise<string>;
}

interface IndexState {
  version: string | null;
  /** fontId → its code points. */
  sets: Map<number, CodePointSet>;
  /** familyId → the face the list shows for it (server/fonts/queries.ts `ordered`). */
  shown: Map<number, number>;
}

/** How many rows one read of the index loads (PostgreSQL's parameter limit is far above). */
const LOAD_CHUNK = 500;

export function createCoverageIndex({ db, version }: CoverageIndexDeps) {
  let state: IndexState = { version: null, sets: new Map(), shown: new Map() };
  let pending: { version: string | null; promise: Promise<IndexState> } | null = null;

  async function refresh(v: string | null): Promise<IndexState> {
    const [faces, indexed] = await Promise.all([
      db.select({ id: fonts.id, familyId: fonts.familyId, weight: fonts.weight, italic: fonts.italic }).from(fonts),
      db.select({ fontId: fontCharsets.fontId }).from(fontCharsets),
    ]);
    const sets = new Map<number, CodePointSet>();
    const toLoad: number[] = [];
    for (const { fontId } of indexed) {
      const known = state.sets.get(fontId);
      if (known) sets.set(fontId, known);
      else toLoad.push(fontId);
    }
    for (let i = 0; i < toLoad.length; i += LOAD_CHUNK) {
      const rows = await db
        .select({ fontId: fontCharsets.fontId, codePoints: fontCharsets.codePoints })
        .from(fontCharsets)
        .where(inArray(fontCharsets.fontId, toLoad.slice(i, i + LOAD_CHUNK)));
      for (const r of rows) sets.set(r.fontId, CodePointSet.decode(r.codePoints));
    }
    // The shown face of a family: upright, closest to Regular, then the lowest id (as the list orders faces).
    const best = new Map<number, (typeof faces)[number]>();
    for (const f of faces) {
      const b = best.get(f.familyId);
      const d = b ? representativeScore(f) - representativeScore(b) : -1;
      if (!b || d < 0 || (d === 0 && f.id < b.id)) best.set(f.familyId, f);
    }
    return { version: v, sets, shown: new Map([...best].map(([familyId, f]) => [familyId, f.id])) };
  }

  async function current(): Promise<IndexState> {
    const v = version ? await version() : null;
    if (v !== null && state.version === v) return state;
    if (pending && v !== null && pending.version === v) return pending.promise;
    const promise = refresh(v).then((next) => {
      state = next;
      return next;
    });
    pending = { version: v, promise };
    promise.then(
      () => {
        if (pending?.promise === promise) pending = null;
      },
      () => {
        if (pending?.promise === promise) pending = null;
      },
    );
    return promise;
  }

  return {
    /** Families whose shown face has every code point of the query (ids, ascending). */
    async familiesCovering(query: CodePointQuery): Promise<number[]> {
      const { sets, shown } = await current();
      const out: number[] = [];
      for (const [familyId, fontId] of shown) {
        const set = sets.get(fontId);
        if (set && query.coveredBy(set)) out.push(familyId);
      }
      return out.sort((a, b) => a - b);
    },

    /** For each face, the query's code points it lacks (in the query's order); a face not indexed is left out. */
    async missingIn(fontIds: readonly number[], query: CodePointQuery): Promise<Map<number, number[]>> {
      const { sets } = await current();
      const out = new Map<number, number[]>();
      for (const id of fontIds) {
        const set = sets.get(id);
        if (set) out.set(id, query.missingIn(set));
      }
      return out;
    },

    /** One face's code points, or null when it is not indexed. */
    async codePointsOf(fontId: number): Promise<CodePointSet | null> {
      return (await current()).sets.get(fontId) ?? null;
    },

    /** Faces held and the bytes their sets take. */
    async stats(): Promise<{ faces: number; bytes: number }> {
      const { sets } = await current();
      let bytes = 0;
      for (const s of sets.values()) bytes += s.memoryBytes;
      return { faces: sets.size, bytes };
    },
  };
}

export type CoverageIndex = ReturnType<typeof createCoverageIndex>;
