/**
 * The subset service's FontSource over the catalogue (server/fonts/subset/source.ts): a gno is
 * a font id (fonts.id). harfbuzz reads TrueType/OpenType and collections, not WOFF or WOFF2, so
 * a WOFF original is answered with its unpacked copy (stored by the import); a WOFF2 original has
 * none and its subsets fail as a damaged font would (only that item, with a reason).
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fonts } from "#server/db/schema-fonts";
import type { FontRecord, FontSource } from "./subset/source";
import { sfntKey } from "./import";

const GNO = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

type Row = Pick<typeof fonts.$inferSelect, "id" | "familyName" | "fileKey" | "faceIndex" | "sha256" | "axes" | "format">;

const columns = {
  id: fonts.id,
  familyName: fonts.familyName,
  fileKey: fonts.fileKey,
  faceIndex: fonts.faceIndex,
  sha256: fonts.sha256,
  axes: fonts.axes,
  format: fonts.format,
};

/** The object the subset engine should read for a font row. */
export function subsetSourceKey(row: Pick<Row, "format" | "fileKey" | "sha256">): string {
  return row.format === "woff" ? sfntKey(row.sha256) : row.fileKey;
}

function record(row: Row): FontRecord {
  return {
    gno: String(row.id),
    familyName: row.familyName,
    fileKey: subsetSourceKey(row),
    faceIndex: row.faceIndex,
    sha256: row.sha256,
    axes: row.axes.length ? row.axes : null,
  };
}

const idOf = (gno: string) => (GNO.test(gno) && Number(gno) <= MAX_ID ? Number(gno) : null);

export function dbFontSource(db: Db): FontSource {
  return {
    async get(gno) {
      const id = idOf(String(gno));
      if (id === null) return null;
      const [row] = await db.select(columns).from(fonts).where(eq(fonts.id, id));
      return row ? record(row) : null;
    },
    async getMany(gnos) {
      const ids = [...new Set(gnos.map((g) => idOf(String(g))).filter((id): id is number => id !== null))];
      const out = new Map<string, FontRecord>();
      if (!ids.length) return out;
      const rows = await db.select(columns).from(fonts).where(inArray(fonts.id, ids));
      for (const row of rows) out.set(String(row.id), record(row));
      return out;
    },
  };
}
