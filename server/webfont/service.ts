/**
 * The catalogue side of the web-font CSS API: which faces a `family=` request names (by the
 * family's Chinese or Latin name, case and spacing aside), whether the family's licence lets it
 * be embedded in web pages (docs/decisions/ — the licence dictNumber rule), and the face a slice
 * URL addresses by its file hash. Refusals are ApiError 400 with a Chinese message.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { ApiError } from "#server/errors";
import { subsetSourceKey } from "#server/fonts/source-db";
import { hit, tooMany } from "#server/auth/rate-limit";
import { WEB_EMBEDDABLE_LICENSES, WEBFONT_MESSAGES, type FamilySpec, type StyleSpec } from "#contract/webfont";

/**
 * Stylesheets one address may have built (not served from memory) in a window: far more than a
 * person trying weights and texts in the detail page's preview (each change is a new link), far
 * fewer than a flood (docs/decisions/014-edges.md).
 */
export const UNCACHED_STYLESHEET_LIMIT = { limit: 120, windowMs: 10 * 60_000 };

export interface WebfontFace {
  /** Font id (fontGNo). */
  id: number;
  fileKey: string;
  faceIndex: number;
  sha256: string;
  weight: number;
  italic: boolean;
  /** The wght axis of a variable face. */
  wght: { min: number; max: number } | null;
}

export interface ResolvedFamily {
  /** The CSS family name: the catalogue's spelling of the name asked for (Chinese or Latin). */
  cssName: string;
  familyId: number;
  faces: { face: WebfontFace; style: StyleSpec }[];
}

type FaceRow = Pick<typeof fonts.$inferSelect, "id" | "fileKey" | "format" | "faceIndex" | "sha256" | "weight" | "italic" | "axes">;

const faceColumns = {
  id: fonts.id,
  fileKey: fonts.fileKey,
  format: fonts.format,
  faceIndex: fonts.faceIndex,
  sha256: fonts.sha256,
  weight: fonts.weight,
  italic: fonts.italic,
  axes: fonts.axes,
};

function toFace(row: FaceRow): WebfontFace {
  const wght = row.axes.find((a) => a.tag === "wght");
  return {
    id: row.id,
    // harfbuzz reads sfnt, not WOFF: a WOFF original is read from its unpacked copy.
    fileKey: subsetSourceKey(row),
    faceIndex: row.faceIndex,
    sha256: row.sha256,
    weight: row.weight,
    italic: row.italic,
    wght: wght ? { min: wght.min, max: wght.max } : null,
  };
}

const normalise = (name: string) => name.replace(/\s+/g, " ").trim().toLowerCase();

function covers(face: WebfontFace, weight: number | [number, number]): boolean {
  if (typeof weight === "number") return face.wght ? weight >= face.wght.min && weight <= face.wght.max : face.weight === weight;
  return face.wght !== null && weight[0] >= face.wght.min && weight[1] <= face.wght.max;
}

/** The face for one asked style; a static face of exactly that weight wins over a variable one. */
function pick(faces: WebfontFace[], style: StyleSpec): WebfontFace | undefined {
  const same = faces.filter((f) => f.italic === style.italic);
  if (style.weight === null) {
    // The regular face: the weight closest to 400, static before variable.
    return [...same].sort((a, b) => Math.abs(a.weight - 400) - Math.abs(b.weight - 400) || Number(!!a.wght) - Number(!!b.wght) || a.id - b.id)[0];
  }
  const w = style.weight;
  return same.filter((f) => covers(f, w)).sort((a, b) => Number(!!a.wght) - Number(!!b.wght) || a.id - b.id)[0];
}

/**
 * What a family has, for the refusal of a weight it lacks: the weights of the style asked (a
 * variable face as its range, `100..900`, as a query would name it), then those of the other
 * style marked 斜体/正体 — so a family with only italic faces still names what can be asked.
 */
export function stylesOf(faces: readonly WebfontFace[], italic: boolean): string {
  const label = (f: WebfontFace) => (f.wght ? `${f.wght.min}..${f.wght.max}` : String(f.weight));
  const list = (it: boolean) => [...new Set(faces.filter((f) => f.italic === it).sort((a, b) => a.weight - b.weight || Number(!!a.wght) - Number(!!b.wght)).map(label))];
  const other = list(!italic).map((w) => `${italic ? "正体" : "斜体"} ${w}`);
  return [...list(italic), ...other].join("、");
}

const weightLabel = (w: number | [number, number] | null) => (w === null ? "400" : typeof w === "number" ? String(w) : `${w[0]}..${w[1]}`);

export function createWebfontService({ db }: { db: Db }) {
  async function resolveOne(spec: FamilySpec): Promise<ResolvedFamily> {
    const key = normalise(spec.name);
    const [family] = await db
      .select({ id: fontFamilies.id, name: fontFamilies.name, nameEn: fontFamilies.nameEn, license: fontFamilies.license })
      .from(fontFamilies)
      .where(or(sql`lower(${fontFamilies.name}) = ${key}`, sql`lower(${fontFamilies.nameEn}) = ${key}`))
      .orderBy(fontFamilies.id)
      .limit(1);
    if (!family) throw new ApiError(400, WEBFONT_MESSAGES.unknownFamily(spec.name));
    const cssName = normalise(family.name) === key ? family.name : family.nameEn;
    if (!WEB_EMBEDDABLE_LICENSES.has(family.license)) throw new ApiError(400, WEBFONT_MESSAGES.notEmbeddable(cssName));
    const faces = (await db.select(faceColumns).from(fonts).where(eq(fonts.familyId, family.id))).map(toFace);
    if (!faces.length) throw new ApiError(400, WEBFONT_MESSAGES.unavailable(cssName));
    const styles = spec.styles.length ? spec.styles : [{ italic: false, weight: null }];
    const out: ResolvedFamily["faces"] = [];
    for (const style of styles) {
      const face = pick(faces, style) ?? (style.weight === null && !style.italic ? pick(faces, { italic: true, weight: null }) : undefined);
      if (!face) {
        if (style.italic && !faces.some((f) => f.italic)) throw new ApiError(400, WEBFONT_MESSAGES.noItalic(cssName));
        throw new ApiError(400, WEBFONT_MESSAGES.unknownWeight(cssName, weightLabel(style.weight), stylesOf(faces, style.italic)));
      }
      out.push({ face, style });
    }
    return { cssName, familyId: family.id, faces: out };
  }

  return {
    /** Counts a stylesheet build for `ip`; refuses (429 with Retry-After) beyond UNCACHED_STYLESHEET_LIMIT. */
    async admitBuild(ip: string): Promise<void> {
      const verdict = await hit(db, `css2:ip:${ip}`, UNCACHED_STYLESHEET_LIMIT);
      if (!verdict.allowed) throw tooMany(verdict.retryAfterMs, WEBFONT_MESSAGES.rateLimited);
    },

    /** Every embeddable face (of the families named, Chinese or Latin, or of all), for making slices ahead of time. */
    async embeddableFaces(names: readonly string[] = []): Promise<{ family: string; face: WebfontFace }[]> {
      const keys = names.map(normalise);
      const rows = await db
        .select({ ...faceColumns, family: fontFamilies.name, nameEn: fontFamilies.nameEn })
        .from(fonts)
        .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
        .where(inArray(fontFamilies.license, [...WEB_EMBEDDABLE_LICENSES]))
        .orderBy(fontFamilies.id, fonts.weight, fonts.id);
      return rows
        .filter((r) => !keys.length || keys.includes(normalise(r.family)) || keys.includes(normalise(r.nameEn)))
        .map((r) => ({ family: `${r.family} ${r.weight}${r.italic ? " italic" : ""}`, face: toFace(r) }));
    },

    /** The faces of every `family=`, in the order asked; the first refusal is thrown. */
    resolve: (specs: FamilySpec[]) => Promise.all(specs.map(resolveOne)),

    /** The face a slice URL addresses, if it is still in the catalogue and still embeddable. */
    async faceByFile(sha256: string, faceIndex: number): Promise<WebfontFace | null> {
      const rows = await db
        .select({ ...faceColumns, license: fontFamilies.license })
        .from(fonts)
        .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
        .where(and(eq(fonts.sha256, sha256), eq(fonts.faceIndex, faceIndex), inArray(fontFamilies.license, [...WEB_EMBEDDABLE_LICENSES])))
        .limit(1);
      return rows[0] ? toFace(rows[0]) : null;
    },
  };
}

export type WebfontService = ReturnType<typeof createWebfontService>;
