/**
 * Font import: a file (TTF, OTF, TTC/OTC, WOFF, WOFF2) becomes catalogue rows.
 *
 *   hash → already imported? skip (idempotent by content) → parse and check every face →
 *   store the original (fonts/<sha256>.<ext>) and the specimens (specimens/<sha256>-<face>….png),
 *   all content-addressed, so an orphan left by a failure below is harmless →
 *   ONE database transaction for the families and faces of the file.
 *
 * A bad or truncated file is refused before anything is written to the database, so it is
 * never half-imported. The file is parsed and its specimens drawn in a worker thread with time
 * and memory limits (parse-pool.ts; docs/decisions/011-untrusted-font-parsing.md): whoever handed
 * it in, fontkit never reads it on the main thread. Used by scripts/fonts-import.ts and by the
 * first-start catalogue.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { fontFamilies, fonts, type FamilySpecimen } from "#server/db/schema-fonts";
import type { ObjectStore } from "#server/storage/store";
import { FontFileError, type FaceMeta, type FontFormat } from "./metadata";
import { fontParser, type FontParser } from "./parse-pool";
import { rasterise, type SpecimenNames } from "./specimen";
import { indexFace } from "./coverage-index";

export interface ImportLogger {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ImportDeps {
  db: Db;
  store: ObjectStore;
  logger?: ImportLogger;
  /** Where files are parsed and drawn (default: the process's parser, parse-pool.ts). */
  parser?: FontParser;
}

/** Curated family metadata that overrides what the font file says (server/fonts/catalogue.ts). */
export interface FamilyInfo {
  key: string;
  name: string;
  nameEn: string;
  category: string;
  license: string;
  licenseName: string;
  licenseText: string;
  licenseUrl: string;
  designer: string;
  foundry: string;
  description: string;
  tags: string[];
  source: string;
  homepage: string;
  featured: number;
  /** Chinese style names by PostScript name (regional or width variants merged into one family). */
  styles?: Record<string, string>;
}

export interface ImportOptions {
  /** Curated metadata for a face's family, if any; else it is derived from the font. */
  familyInfo?: (face: FaceMeta, file: { path: string; format: FontFormat }) => FamilyInfo | undefined;
  /** Faces to import (e.g. CJK only); the others are left out. Default: all. */
  accept?: (face: FaceMeta) => boolean;
  /** Why `accept` refused, for the report. */
  refusal?: string;
  /** Render specimen PNGs (default true). */
  specimens?: boolean;
  /**
   * Leave the families' detail specimens to a later `renderFamilySpecimens` (importPaths does so,
   * drawing each family once from its best face instead of once per better face found).
   */
  deferFamilySpecimens?: boolean;
}

export type ImportStatus = "imported" | "skipped" | "ignored" | "failed";

export interface ImportedFace {
  fontId: number;
  familyId: number;
  family: string;
  style: string;
  weight: number;
  /**
   * The face joined a family that existed before this file (a new version or weight of a font
   * already in the catalogue): users who favourited the family are told (notifyFavoriteFontsUpdated).
   */
  joinedFamily: boolean;
}

export interface ImportResult {
  file: string;
  status: ImportStatus;
  /** Chinese reason for skipped, ignored and failed. */
  message?: string;
  sha256?: string;
  format?: FontFormat;
  size?: number;
  faces: ImportedFace[];
  ms: number;
}

export const FONT_EXTENSIONS = new Set([".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2"]);

/** Font files under the given files and folders (recursively), sorted, each once. */
export async function findFontFiles(paths: string[]): Promise<string[]> {
  const found = new Set<string>();
  const walk = async (p: string) => {
    const stat = await fs.stat(p).catch(() => null);
    if (!stat) return;
    if (stat.isDirectory()) {
      const entries = await fs.readdir(p).catch(() => [] as string[]);
      for (const e of entries.sort()) await walk(path.join(p, e));
    } else if (stat.isFile() && FONT_EXTENSIONS.has(path.extname(p).toLowerCase())) {
      found.add(path.resolve(p));
    }
  };
  for (const p of paths) {
    const stat = await fs.stat(p).catch(() => null);
    // A file named explicitly is tried whatever its extension: the content decides.
    if (stat?.isFile()) found.add(path.resolve(p));
    else await walk(p);
  }
  return [...found].sort();
}

export const sha256Hex = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

export const fontKey = (sha: string, format: FontFormat) => `fonts/${sha}.${format}`;
/** The unpacked TrueType/OpenType of a WOFF original. */
export const sfntKey = (sha: string) => `fonts/${sha}.sfnt`;
export const listSpecimenKey = (sha: string, face: number) => `specimens/${sha}-${face}.png`;
export const detailSpecimenKey = (sha: string, face: number, kind: string) => `specimens/${sha}-${face}-${kind}.png`;

/** Lower is a better face to show a family by: upright, close to Regular (400). */
export const representativeScore = (f: { weight: number; italic: boolean }) => (f.italic ? 10_000 : 0) + Math.abs(f.weight - 400);

/** A CSS-safe, ASCII family name for @font-face, from the PostScript name. */
export function cssName(face: FaceMeta): string {
  const base = face.postscriptName.replace(/[^A-Za-z0-9_-]+/g, "").slice(0, 60);
  return base || `Font-${face.familyKey.replace(/[^a-z0-9]+/g, "")}-${face.weight}`;
}

/** Family metadata derived from the font itself, for fonts the catalogue does not know. */
export function derivedFamilyInfo(face: FaceMeta): FamilyInfo {
  const names = `${face.familyNameZh ?? ""} ${face.familyNameEn}`;
  return {
    key: face.familyKey,
    name: face.familyNameZh ?? face.familyNameEn,
    nameEn: face.familyNameEn,
    category: guessCategory(names),
    license: guessLicense(`${face.licenseDescription} ${face.licenseUrl}`),
    licenseName: licenseNameOf(`${face.licenseDescription} ${face.licenseUrl}`),
    licenseText: face.licenseDescription,
    licenseUrl: face.licenseUrl,
    designer: face.designer,
    foundry: face.manufacturer,
    description: face.description,
    tags: [],
    source: "",
    homepage: "",
    featured: 0,
  };
}

/** fontCategory dictNumber from the names: 1 黑体, 2 宋体/明体, 3 楷体, 4 仿宋, 5 圆体, 9 等宽; "" unknown. */
export function guessCategory(names: string): string {
  if (/仿宋|fangsong/i.test(names)) return "4";
  if (/mono|等宽|等寬/i.test(names)) return "9";
  if (/楷|kai/i.test(names)) return "3";
  if (/圆|圓|yuan|round/i.test(names)) return "5";
  if (/宋|明|song|ming|serif|mincho/i.test(names)) return "2";
  if (/黑|hei|sans|gothic/i.test(names)) return "1";
  return "";
}

/** fontLicense dictNumber from a licence description or URL; "" unknown. */
export function guessLicense(text: string): string {
  if (/open font license|scripts\.sil\.org\/ofl|openfontlicense|\bOFL\b/i.test(text)) return "1";
  if (/apache/i.test(text)) return "4";
  if (/arphic public license/i.test(text)) return "3";
  if (/\bGPL|general public license/i.test(text)) return /exception/i.test(text) ? "2" : "6";
  return "";
}

function licenseNameOf(text: string): string {
  if (/open font license|scripts\.sil\.org\/ofl|openfontlicense|\bOFL\b/i.test(text)) return "SIL Open Font License 1.1";
  if (/apache/i.test(text)) return "Apache License 2.0";
  if (/arphic public license/i.test(text)) return "Arphic Public License";
  if (/\bGPL|general public license/i.test(text)) return "GNU GPL";
  return "";
}

/** Weight words in the font dictionary's terms (fontWeight 1–9: 极细 … 黑体). */
const STYLE_WORDS: [RegExp, string][] = [
  [/^(thin|hairline)$/i, "极细"],
  [/^(extra|ultra)[ -]?light$/i, "纤细"],
  [/^light$/i, "细体"],
  [/^(demi|semi)[ -]?light$/i, "半细"],
  [/^(demi|semi)[ -]?bold$/i, "半粗"],
  [/^bold$/i, "粗体"],
  [/^(extra|ultra)[ -]?bold$/i, "特粗"],
  [/^(black|heavy)$/i, "黑体"],
];

/**
 * A Chinese style name for an English one ("Bold Italic" → "粗斜体", "Light" → "细体"), in the
 * terms of the fontWeight dictionary; the English name when a word is not known.
 */
export function chineseStyleName(en: string): string {
  const words = en.trim().split(/\s+/).filter(Boolean);
  const italic = words.some((w) => /^(italic|oblique)$/i.test(w));
  const rest = words.filter((w) => !/^(italic|oblique)$/i.test(w)).join(" ");
  let weight: string | undefined;
  if (!rest) weight = "";
  else if (/^medium$/i.test(rest)) weight = "中等";
  else if (/^(regular|normal|book|roman)$/i.test(rest)) weight = "常规";
  else weight = STYLE_WORDS.find(([re]) => re.test(rest))?.[1];
  if (weight === undefined) return en;
  if (!italic) return weight || "常规";
  return weight && weight !== "常规" ? `${weight.replace(/体$/, "")}斜体` : "斜体";
}

/** Text the keyword search matches (lower-cased). */
export function searchTextOf(parts: (string | null | undefined)[]): string {
  return [...new Set(parts.filter((p): p is string => Boolean(p)).map((p) => p.toLowerCase()))].join(" \u0001 ");
}

interface Planned {
  face: FaceMeta;
  info: FamilyInfo;
  cssFamily: string;
  styleName: string;
  specimenKey: string;
  /** What the face maps, for the coverage index. */
  codePoints: Iterable<number>;
}

/** Imports one file. Never throws for a bad font: the result says what happened. */
export async function importFontFile(deps: ImportDeps, file: string | { name: string; bytes: Uint8Array }, options: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const name = typeof file === "string" ? file : file.name;
  const done = (r: Omit<ImportResult, "file" | "ms" | "faces"> & { faces?: ImportedFace[] }): ImportResult => ({
    file: name,
    faces: [],
    ...r,
    ms: Math.round(performance.now() - started),
  });
  let bytes: Uint8Array;
  try {
    bytes = typeof file === "string" ? new Uint8Array(await fs.readFile(file)) : file.bytes;
  } catch (error) {
    return done({ status: "failed", message: `无法读取文件: ${(error as Error).message}` });
  }
  const sha = sha256Hex(bytes);
  const size = bytes.byteLength;

  const already = await deps.db.select({ format: fonts.format }).from(fonts).where(eq(fonts.sha256, sha)).limit(1);
  if (already.length) return done({ status: "skipped", message: "已导入（内容相同）", sha256: sha, size, format: already[0].format as FontFormat });

  const parser = deps.parser ?? fontParser();
  const specimens = options.specimens !== false;
  let parsed;
  try {
    // The worker keeps the faces for the list specimens below (same file, next job).
    parsed = await parser.parse(bytes, { key: sha, keep: specimens, wantSfnt: true });
  } catch (error) {
    const message = error instanceof FontFileError ? error.message : `字体文件无法解析: ${(error as Error).message}`;
    return done({ status: "failed", message, sha256: sha, size });
  }
  const { format } = parsed;
  const chosen = parsed.faces.filter((face) => options.accept?.(face) ?? true);
  if (chosen.length === 0) return done({ status: "ignored", message: options.refusal ?? "没有可导入的字体", sha256: sha, format, size });

  try {
    const plans: Planned[] = chosen.map((face) => {
      const info = options.familyInfo?.(face, { path: name, format }) ?? derivedFamilyInfo(face);
      return {
        face,
        info,
        cssFamily: cssName(face),
        styleName: info.styles?.[face.postscriptName] ?? face.styleNameZh ?? chineseStyleName(face.styleNameEn),
        specimenKey: specimens ? listSpecimenKey(sha, face.faceIndex) : "",
        codePoints: parsed.codePoints[parsed.faces.indexOf(face)],
      };
    });
    const listSvgs = specimens ? await parser.listSpecimens(bytes, sha, plans.map((p) => ({ faceIndex: p.face.faceIndex, names: specimenNames(p) }))) : [];

    const putIfAbsent = (key: string, data: Uint8Array, type: string) => putObject(deps.store, key, data, type);

    // 1. Objects first, keyed by content: an orphan left by a later failure is harmless.
    await putIfAbsent(fontKey(sha, format), bytes, contentTypeOfFormat(format));
    // WOFF is also kept unpacked, for the subset engine (see source-db.ts).
    if (parsed.sfnt) await putIfAbsent(sfntKey(sha), parsed.sfnt, "application/octet-stream");
    await Promise.all(listSvgs.map((svg, i) => rasterise(svg).then((img) => putIfAbsent(plans[i].specimenKey, img.png, "image/png"))));

    // 2. One transaction for every row of the file.
    const faces = await deps.db.transaction(async (tx) => {
      const out: ImportedFace[] = [];
      const createdHere = new Set<number>();
      for (const p of plans) {
        const { id: familyId, created } = await ensureFamily(tx as unknown as Db, p);
        if (created) createdHere.add(familyId);
        const cssFamily = await freeCssName(tx as unknown as Db, p.cssFamily, sha, p.face.faceIndex);
        const [row] = await tx
          .insert(fonts)
          .values({
            familyId,
            familyName: cssFamily,
            fullName: p.face.fullName,
            postscriptName: p.face.postscriptName,
            styleName: p.styleName,
            styleNameEn: p.face.styleNameEn,
            weight: p.face.weight,
            italic: p.face.italic,
            version: p.face.version,
            designer: p.face.designer,
            manufacturer: p.face.manufacturer,
            copyright: p.face.copyright,
            glyphCount: p.face.glyphCount,
            unitsPerEm: p.face.unitsPerEm,
            format,
            faceIndex: p.face.faceIndex,
            fileKey: fontKey(sha, format),
            fileSize: size,
            sha256: sha,
            originalName: path.basename(name),
            coverage: p.face.coverage,
            languages: p.face.languages,
            axes: p.face.axes,
            isVariable: p.face.isVariable,
            specimenKey: p.specimenKey,
          })
          .onConflictDoNothing({ target: [fonts.sha256, fonts.faceIndex] })
          .returning({ id: fonts.id });
        if (!row) continue; // another process imported the same file meanwhile
        await indexFace(tx as unknown as Db, row.id, p.codePoints);
        await refreshFamily(tx as unknown as Db, familyId);
        out.push({ fontId: row.id, familyId, family: p.info.name, style: p.styleName, weight: p.face.weight, joinedFamily: !createdHere.has(familyId) });
      }
      return out;
    });
    if (faces.length === 0) return done({ status: "skipped", message: "已导入（内容相同）", sha256: sha, format, size });
    if (specimens && !options.deferFamilySpecimens) {
      await renderFamilySpecimens(deps, [...new Set(faces.map((f) => f.familyId))]);
    }
    return done({ status: "imported", sha256: sha, format, size, faces });
  } catch (error) {
    deps.logger?.error({ err: error, file: name }, "font import failed");
    return done({ status: "failed", message: `导入失败: ${(error as Error).message}`, sha256: sha, format, size });
  }
}

async function putObject(store: ObjectStore, key: string, data: Uint8Array, type: string) {
  if (!(await store.exists(key))) await store.put(key, data, type);
}

/**
 * Draws each family's detail-page specimens from its best face (upright, closest to Regular),
 * unless they were already drawn from that face. Reads the face back from the object store.
 * Failures are logged, never thrown: specimens are decoration.
 */
export async function renderFamilySpecimens(deps: ImportDeps, familyIds: number[]): Promise<number> {
  let drawn = 0;
  for (const familyId of familyIds) {
    try {
      const [family] = await deps.db.select().from(fontFamilies).where(eq(fontFamilies.id, familyId));
      if (!family) continue;
      const faces = await deps.db
        .select({ id: fonts.id, weight: fonts.weight, italic: fonts.italic, fileKey: fonts.fileKey, faceIndex: fonts.faceIndex, sha256: fonts.sha256, styleName: fonts.styleName })
        .from(fonts)
        .where(eq(fonts.familyId, familyId));
      if (!faces.length) continue;
      const best = faces.reduce((a, b) => {
        const d = representativeScore(b) - representativeScore(a);
        return d < 0 || (d === 0 && b.id < a.id) ? b : a;
      });
      if (family.specimenFontId === best.id && family.specimens.length) continue;
      // The stored file is read when a worker is free, and moved to it.
      const read = async () => (await deps.store.read(best.fileKey)) ?? Promise.reject(new Error(`对象不存在: ${best.fileKey}`));
      const { svgs } = await (deps.parser ?? fontParser()).detailSpecimens(read, best.faceIndex, { name: family.name, nameEn: family.nameEn, style: best.styleName });
      const specimens: FamilySpecimen[] = [];
      await Promise.all(
        svgs.map(async (svg) => {
          const key = detailSpecimenKey(best.sha256, best.faceIndex, svg.kind);
          if (!(await deps.store.exists(key))) await deps.store.put(key, (await rasterise(svg)).png, "image/png");
        }),
      );
      for (const svg of svgs) specimens.push({ key: detailSpecimenKey(best.sha256, best.faceIndex, svg.kind), kind: svg.kind, title: svg.title, width: svg.width, height: svg.height });
      await deps.db.update(fontFamilies).set({ specimens, specimenFontId: best.id }).where(eq(fontFamilies.id, familyId));
      drawn++;
    } catch (error) {
      deps.logger?.warn({ err: error, familyId }, "family specimens failed");
    }
  }
  return drawn;
}

function specimenNames(p: Planned): SpecimenNames {
  return { name: p.info.name, altName: p.face.familyNameZh ?? undefined, nameEn: p.info.nameEn || p.face.familyNameEn, style: p.styleName };
}

function contentTypeOfFormat(format: FontFormat): string {
  return { ttf: "font/ttf", otf: "font/otf", ttc: "font/collection", otc: "font/collection", woff: "font/woff", woff2: "font/woff2" }[format];
}

/** The family row for a planned face: created with the curated or derived metadata if new. */
async function ensureFamily(tx: Db, p: Planned): Promise<{ id: number; created: boolean }> {
  const { info } = p;
  const [created] = await tx
    .insert(fontFamilies)
    .values({
      key: info.key,
      name: info.name,
      nameEn: info.nameEn,
      category: info.category,
      license: info.license,
      licenseName: info.licenseName,
      licenseText: info.licenseText,
      licenseUrl: info.licenseUrl,
      designer: info.designer,
      foundry: info.foundry,
      description: info.description,
      tags: info.tags,
      source: info.source,
      homepage: info.homepage,
      featured: info.featured,
    })
    .onConflictDoNothing({ target: fontFamilies.key })
    .returning({ id: fontFamilies.id });
  if (created) return { id: created.id, created: true };
  const [row] = await tx.select({ id: fontFamilies.id }).from(fontFamilies).where(eq(fontFamilies.key, info.key));
  return { id: row.id, created: false };
}

/** The PostScript-derived CSS name if free, else made unique with the file hash. */
async function freeCssName(tx: Db, wanted: string, sha: string, face: number): Promise<string> {
  const taken = await tx.select({ id: fonts.id }).from(fonts).where(eq(fonts.familyName, wanted)).limit(1);
  return taken.length ? `${wanted}-${sha.slice(0, 8)}${face ? `-${face}` : ""}` : wanted;
}

/** Recomputes a family's languages (union of its faces) and its search text. */
export async function refreshFamily(tx: Db, familyId: number): Promise<void> {
  const [family] = await tx.select().from(fontFamilies).where(eq(fontFamilies.id, familyId));
  const faces = await tx
    .select({ fullName: fonts.fullName, postscriptName: fonts.postscriptName, styleName: fonts.styleName, languages: fonts.languages })
    .from(fonts)
    .where(eq(fonts.familyId, familyId));
  const languages = [...new Set(faces.flatMap((f) => f.languages))].sort();
  const searchText = searchTextOf([
    family.name,
    family.nameEn,
    family.key,
    family.designer,
    family.foundry,
    family.description,
    ...family.tags,
    ...faces.flatMap((f) => [f.fullName, f.postscriptName]),
  ]);
  await tx.update(fontFamilies).set({ languages, searchText, updatedAt: sql`now()` }).where(and(eq(fontFamilies.id, familyId)));
}

/** Families that existing catalogue entries gained faces in (see ImportedFace.joinedFamily). */
export function updatedFamilies(results: ImportResult[]): number[] {
  return [...new Set(results.flatMap((r) => r.faces.filter((f) => f.joinedFamily).map((f) => f.familyId)))];
}

export interface ImportSummary {
  results: ImportResult[];
  imported: number;
  skipped: number;
  ignored: number;
  failed: number;
  faces: number;
  ms: number;
}

/** Imports every font file under `paths`, one file at a time; `onResult` sees each as it finishes. */
export async function importPaths(
  deps: ImportDeps,
  paths: string[],
  options: ImportOptions & { onResult?: (r: ImportResult) => void } = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const files = await findFontFiles(paths);
  const results: ImportResult[] = [];
  for (const file of files) {
    const r = await importFontFile(deps, file, { ...options, deferFamilySpecimens: true });
    results.push(r);
    options.onResult?.(r);
  }
  if (options.specimens !== false) {
    await renderFamilySpecimens(deps, [...new Set(results.flatMap((r) => r.faces.map((f) => f.familyId)))]);
  }
  const count = (s: ImportStatus) => results.filter((r) => r.status === s).length;
  return {
    results,
    imported: count("imported"),
    skipped: count("skipped"),
    ignored: count("ignored"),
    failed: count("failed"),
    faces: results.reduce((n, r) => n + r.faces.length, 0),
    ms: Math.round(performance.now() - started),
  };
}
