/** Catalogue reads shared by the font API, the home data and the server-side loaders. */
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontCharsets, fontFamilies, fonts } from "#server/db/schema-fonts";
import { dictEntries } from "#server/db/schema-site";
import {
  weightDict,
  type FontDetail,
  type FontDict,
  type FontFaceInfo,
  type FontFaceItem,
  type FontListItem,
  type FontListQuery,
  type FontResource,
  type VariableFontItem,
} from "#contract/fonts";
import type { Page } from "#contract/envelope";
import { FONT_STANDARDS, type FontStandard } from "#contract/font-constants";
import { COMMERCIAL_LICENSES, licensePermissions } from "#contract/licenses";
import { representativeScore } from "./import";
import { objectUrl } from "#server/storage/object-url";

export interface QueryDeps {
  db: Db;
  /** Prefix of object URLs (STATIC_BASE, e.g. a CDN); "" serves them from this site's /files/. */
  staticBase?: string;
}

type FamilyRow = typeof fontFamilies.$inferSelect;
type FontRow = typeof fonts.$inferSelect;
/** A face with the standards it covers completely (its coverage index row; [] before it is indexed). */
type IndexedFontRow = FontRow & { standards: string[] };


/** Labels of the font dictionary: category → dictNumber → label. */
export async function dictLabels(db: Db): Promise<Map<string, Map<string, string>>> {
  const rows = await db
    .select({ category: dictEntries.category, dictNumber: dictEntries.dictNumber, label: dictEntries.label })
    .from(dictEntries)
    .where(inArray(dictEntries.category, ["fontCategory", "fontLicense", "fontWeight", "fontLanguage"]));
  const out = new Map<string, Map<string, string>>();
  for (const r of rows) {
    if (!out.has(r.category)) out.set(r.category, new Map());
    out.get(r.category)!.set(r.dictNumber, r.label);
  }
  return out;
}

/** Faces in display order: the main face (upright, closest to Regular) first, then by weight. */
function ordered<T extends FontRow>(faces: T[]): T[] {
  const byWeight = [...faces].sort((a, b) => a.weight - b.weight || Number(a.italic) - Number(b.italic) || a.id - b.id);
  if (!byWeight.length) return byWeight;
  const main = byWeight.reduce((a, b) => {
    const d = representativeScore(b) - representativeScore(a);
    return d < 0 || (d === 0 && b.id < a.id) ? b : a;
  });
  return [main, ...byWeight.filter((f) => f !== main)];
}

function resource(f: FontRow, children: FontRow[] = []): FontResource {
  return {
    fontGNo: f.id,
    familyName: f.familyName,
    ttfPath: "",
    woffPath: "",
    childFontResource: children.map((c) => resource(c)),
  };
}

export function faceItem(f: FontRow, staticBase?: string): FontFaceItem {
  return {
    id: f.id,
    fontGNo: f.id,
    familyId: f.familyId,
    familyName: f.familyName,
    fullName: f.fullName,
    postscriptName: f.postscriptName,
    styleName: f.styleName,
    styleNameEn: f.styleNameEn,
    weight: f.weight,
    weightDict: weightDict(f.weight),
    italic: f.italic,
    isVariable: f.isVariable,
    axes: f.axes,
    glyphCount: f.glyphCount,
    coverage: f.coverage,
    version: f.version,
    format: f.format,
    specimenUrl: objectUrl(staticBase, f.specimenKey),
    downloads: f.downloads,
  };
}

/** The standards any of the faces covers completely, in FONT_STANDARDS order. */
function familyStandards(faces: IndexedFontRow[]): FontStandard[] {
  const have = new Set(faces.flatMap((f) => f.standards));
  return FONT_STANDARDS.filter((s) => have.has(s));
}

function listItem(family: FamilyRow, faces: IndexedFontRow[], labels: Map<string, Map<string, string>>, staticBase?: string): FontListItem {
  const sorted = ordered(faces);
  const main = sorted[0];
  const base = main ? resource(main, sorted) : { fontGNo: 0, familyName: "", ttfPath: "", woffPath: "", childFontResource: [] };
  return {
    ...base,
    id: family.id,
    name: family.name,
    nameEn: family.nameEn,
    category: family.category,
    categoryName: labels.get("fontCategory")?.get(family.category) ?? "",
    license: family.license,
    licenseLabel: labels.get("fontLicense")?.get(family.license) ?? "",
    licenseName: family.licenseName,
    tags: family.tags,
    languages: family.languages,
    designer: family.designer,
    foundry: family.foundry,
    description: family.description,
    fontCount: faces.length,
    weights: [...new Set(faces.map((f) => f.weight))].sort((a, b) => a - b),
    isVariable: faces.some((f) => f.isVariable),
    coverage: main?.coverage ?? { gb2312: 0, tongyong8105: 0, big5: 0, hanzi: 0, total: 0 },
    glyphCount: main?.glyphCount ?? 0,
    specimenUrl: main ? objectUrl(staticBase, main.specimenKey) : "",
    featured: family.featured,
    downloads: family.downloads,
    favorites: family.favorites,
    createdTime: family.createdAt.toISOString(),
    standards: familyStandards(faces),
  };
}

async function facesOf(db: Db, familyIds: number[]): Promise<Map<number, IndexedFontRow[]>> {
  const out = new Map<number, IndexedFontRow[]>();
  if (!familyIds.length) return out;
  const rows = await db
    .select({ ...getTableColumns(fonts), standards: fontCharsets.standards })
    .from(fonts)
    .leftJoin(fontCharsets, eq(fontCharsets.fontId, fonts.id))
    .where(inArray(fonts.familyId, familyIds))
    .orderBy(asc(fonts.id));
  for (const row of rows) {
    if (!out.has(row.familyId)) out.set(row.familyId, []);
    out.get(row.familyId)!.push({ ...row, standards: row.standards ?? [] });
  }
  return out;
}

async function itemsOf(deps: QueryDeps, families: FamilyRow[]): Promise<FontListItem[]> {
  const [faces, labels] = await Promise.all([facesOf(deps.db, families.map((f) => f.id)), dictLabels(deps.db)]);
  return families.map((f) => listItem(f, faces.get(f.id) ?? [], labels, deps.staticBase));
}

/** LIKE pattern for a keyword: lower-cased, with %, _ and \ taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const ORDER: Record<FontListQuery["sort"], SQL[]> = {
  featured: [desc(fontFamilies.featured), asc(fontFamilies.id)],
  newest: [desc(fontFamilies.createdAt), desc(fontFamilies.id)],
  downloads: [desc(fontFamilies.downloads), desc(fontFamilies.featured), asc(fontFamilies.id)],
  favorites: [desc(fontFamilies.favorites), desc(fontFamilies.featured), asc(fontFamilies.id)],
  name: [asc(sql`lower(${fontFamilies.nameEn})`), asc(fontFamilies.name), asc(fontFamilies.id)],
};

/**
 * The family list with filters, sorting and paging (getFontList). `onlyFamilies`: the families the
 * text filter kept (server/fonts/service.ts), applied before paging so totals and pages are right.
 */
export async function listFamilies(deps: QueryDeps, q: FontListQuery, onlyFamilies?: readonly number[]): Promise<Page<FontListItem>> {
  if (onlyFamilies && onlyFamilies.length === 0) return { records: [], total: 0, current: q.current, size: q.size, pages: 0 };
  const conditions: SQL[] = [];
  if (onlyFamilies) conditions.push(inArray(fontFamilies.id, [...onlyFamilies]));
  if (q.standard) {
    conditions.push(
      sql`exists (select 1 from ${fonts} join ${fontCharsets} on ${fontCharsets.fontId} = ${fonts.id} where ${fonts.familyId} = ${fontFamilies.id} and ${fontCharsets.standards} @> array[${q.standard}]::text[])`,
    );
  }
  if (q.commercial) conditions.push(inArray(fontFamilies.license, [...COMMERCIAL_LICENSES]));
  if (q.category) conditions.push(eq(fontFamilies.category, q.category));
  if (q.license) conditions.push(eq(fontFamilies.license, q.license));
  if (q.language) conditions.push(sql`${fontFamilies.languages} @> array[${q.language}]::text[]`);
  if (q.weight) {
    const n = Number(q.weight);
    conditions.push(
      sql`exists (select 1 from ${fonts} where ${fonts.familyId} = ${fontFamilies.id} and least(9, greatest(1, round(${fonts.weight} / 100.0))) = ${n})`,
    );
  }
  if (q.keyword) conditions.push(sql`${fontFamilies.searchText} like ${likePattern(q.keyword)}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ n }] = await deps.db.select({ n: count() }).from(fontFamilies).where(where);
  const total = Number(n);
  const rows = await deps.db
    .select()
    .from(fontFamilies)
    .where(where)
    .orderBy(...ORDER[q.sort])
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return { records: await itemsOf(deps, rows), total, current: q.current, size: q.size, pages: Math.ceil(total / q.size) };
}

export async function familyItem(deps: QueryDeps, familyId: number): Promise<FontListItem | null> {
  const [row] = await deps.db.select().from(fontFamilies).where(eq(fontFamilies.id, familyId));
  if (!row) return null;
  return (await itemsOf(deps, [row]))[0];
}

/** getFontDetail: a family with its licence, specimens and faces. */
export async function familyDetail(deps: QueryDeps, familyId: number): Promise<FontDetail | null> {
  const [row] = await deps.db.select().from(fontFamilies).where(eq(fontFamilies.id, familyId));
  if (!row) return null;
  const [[item], faces] = await Promise.all([itemsOf(deps, [row]), facesOf(deps.db, [familyId])]);
  const own = faces.get(familyId) ?? [];
  return {
    ...item,
    fonts: ordered(own).map((f) => faceItem(f, deps.staticBase)),
    // Reserved font names are declared in the licence text or the faces' copyright notices.
    permissions: licensePermissions(row.license, [row.licenseText, ...own.map((f) => f.copyright)].join("\n")),
    licenseText: row.licenseText,
    licenseUrl: row.licenseUrl,
    source: row.source,
    homepage: row.homepage,
    contributor: row.contributor,
    specimens: row.specimens.map((s) => ({ url: objectUrl(deps.staticBase, s.key), kind: s.kind, title: s.title, width: s.width, height: s.height })),
    updatedTime: row.updatedAt.toISOString(),
  };
}

/** search/{id}/childs: the faces of a family, main face first; null for an unknown family. */
export async function familyFaces(deps: QueryDeps, familyId: number): Promise<FontFaceItem[] | null> {
  const [row] = await deps.db.select({ id: fontFamilies.id }).from(fontFamilies).where(eq(fontFamilies.id, familyId));
  if (!row) return null;
  const faces = (await facesOf(deps.db, [familyId])).get(familyId) ?? [];
  return ordered(faces).map((f) => faceItem(f, deps.staticBase));
}

/** search/fontInformation/{id}: one face with everything known, and its family. */
export async function fontInfo(deps: QueryDeps, fontId: number): Promise<FontFaceInfo | null> {
  const [f] = await deps.db.select().from(fonts).where(eq(fonts.id, fontId));
  if (!f) return null;
  const family = await familyItem(deps, f.familyId);
  if (!family) return null;
  return {
    ...faceItem(f, deps.staticBase),
    designer: f.designer,
    manufacturer: f.manufacturer,
    copyright: f.copyright,
    unitsPerEm: f.unitsPerEm,
    faceIndex: f.faceIndex,
    fileSize: f.fileSize,
    sha256: f.sha256,
    languages: f.languages,
    createdTime: f.createdAt.toISOString(),
    family,
  };
}

/** search/fontInformation/{id}/pid: the family of a face. */
export async function fontFamilyOf(deps: QueryDeps, fontId: number): Promise<FontListItem | null> {
  const [f] = await deps.db.select({ familyId: fonts.familyId }).from(fonts).where(eq(fonts.id, fontId));
  return f ? familyItem(deps, f.familyId) : null;
}

/** variable/query-list: variable faces with their axes. */
export async function listVariableFonts(deps: QueryDeps, q: { current: number; size: number; keyword: string }): Promise<Page<VariableFontItem>> {
  const conditions: SQL[] = [eq(fonts.isVariable, true)];
  if (q.keyword) conditions.push(sql`${fontFamilies.searchText} like ${likePattern(q.keyword)}`);
  const where = and(...conditions);
  const [{ n }] = await deps.db.select({ n: count() }).from(fonts).innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId)).where(where);
  const total = Number(n);
  const rows = await deps.db
    .select({ font: fonts, familyDisplayName: fontFamilies.name })
    .from(fonts)
    .innerJoin(fontFamilies, eq(fontFamilies.id, fonts.familyId))
    .where(where)
    .orderBy(desc(fontFamilies.featured), asc(fonts.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  return {
    records: rows.map((r) => ({ ...faceItem(r.font, deps.staticBase), familyDisplayName: r.familyDisplayName })),
    total,
    current: q.current,
    size: q.size,
    pages: Math.ceil(total / q.size),
  };
}

/** Families for the home page: the most featured first. */
export async function featuredFamilies(deps: QueryDeps, limit = 8): Promise<FontListItem[]> {
  const rows = await deps.db
    .select()
    .from(fontFamilies)
    .where(sql`${fontFamilies.featured} > 0`)
    .orderBy(desc(fontFamilies.featured), asc(fontFamilies.id))
    .limit(limit);
  return itemsOf(deps, rows);
}

/** Whether a dictionary entry exists (filters must name real entries). */
export async function dictHas(db: Db, category: string, dictNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: dictEntries.id })
    .from(dictEntries)
    .where(and(eq(dictEntries.category, category), eq(dictEntries.dictNumber, dictNumber)))
    .limit(1);
  return rows.length > 0;
}

/** The font dictionary keyed by category, entries in display order (docs/product.md §3). */
export async function loadFontDict(db: Db): Promise<FontDict> {
  const rows = await db.select().from(dictEntries).orderBy(asc(dictEntries.category), asc(dictEntries.sort));
  const dict: FontDict = {};
  for (const { category, dictNumber, label, sort } of rows) (dict[category] ??= []).push({ dictNumber, label, sort });
  return dict;
}
