/**
 * The demo catalogue, read from catalogue.json (the Debian packages it is made of, which
 * scripts/setup.mjs installs, and curated, true metadata for each family), and
 * `ensureCatalogue`, which on a first start with an empty catalogue imports every CJK font found
 * in /usr/share/fonts and FONT_DIRS.
 */
import fs from "node:fs";
import { count } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import type { ObjectStore } from "#server/storage/store";
import data from "./catalogue.json";
import { CJK_MIN_GB2312 } from "./coverage";
import { derivedFamilyInfo, importPaths, type FamilyInfo, type ImportLogger, type ImportResult, type ImportSummary } from "./import";
import type { FaceMeta } from "./metadata";

const entrySchema = z.strictObject({
  key: z.string().min(1),
  /** Typographic family names (English, lower-cased) whose faces belong to this family. */
  match: z.array(z.string().min(1)).min(1),
  name: z.string().min(1),
  nameEn: z.string().min(1),
  /** fontCategory and fontLicense dictNumbers (server/db/seed-site.ts). */
  category: z.string().regex(/^\d+$/),
  license: z.string().regex(/^\d+$/),
  licenseName: z.string().min(1),
  licenseUrl: z.string().url(),
  /** Licence text when the font's name table has none or only a line; else the font's own text is kept. */
  licenseText: z.string().optional(),
  designer: z.string(),
  foundry: z.string(),
  description: z.string().min(1),
  tags: z.array(z.string()),
  source: z.string(),
  homepage: z.string().url(),
  /** DEP-5 copyright file and the licence paragraph to quote from it, when installed. */
  debian: z.strictObject({ pkg: z.string(), license: z.string() }).optional(),
  featured: z.number().int(),
  /** Chinese style names by PostScript name. */
  styles: z.record(z.string(), z.string()).optional(),
});
export type CatalogueEntry = z.infer<typeof entrySchema>;

const catalogue = z.object({ packages: z.array(z.string().regex(/^fonts-[a-z0-9.+-]+$/)), families: z.array(entrySchema) }).parse(data);

/** The Debian packages the demo catalogue is made of. */
export const CATALOGUE_PACKAGES: readonly string[] = catalogue.packages;

/** Every family of the demo catalogue. */
export const CATALOGUE: readonly CatalogueEntry[] = catalogue.families;

/** The region of a per-region family (思源黑体 简体中文) that its bare name means in content/. */
export const SIMPLIFIED_REGION_LABEL = "简体中文";

const BY_MATCH = new Map(CATALOGUE.flatMap((e) => e.match.map((m) => [m, e] as const)));

export function catalogueEntryFor(face: FaceMeta): CatalogueEntry | undefined {
  return BY_MATCH.get(face.familyKey);
}

/** A face's family metadata: the curated entry if the catalogue knows it, else derived from the font. */
export function catalogueFamilyInfo(face: FaceMeta): FamilyInfo {
  const entry = catalogueEntryFor(face);
  if (!entry) return derivedFamilyInfo(face);
  const { match: _match, debian, licenseText, ...info } = entry;
  const own = face.licenseDescription;
  const quoted = debian ? debianLicense(debian.pkg, debian.license) : "";
  const text = licenseText ?? [own, quoted && !own.includes(quoted.slice(0, 80)) ? quoted : ""].filter(Boolean).join("\n\n");
  return { ...info, licenseText: text };
}

const debianCache = new Map<string, string>();

/** The stand-alone "License: <name>" paragraph of a DEP-5 copyright file, as plain text; "" if absent. */
export function debianLicense(pkg: string, name: string, root = "/usr/share/doc"): string {
  const cacheKey = `${root}|${pkg}|${name}`;
  const hit = debianCache.get(cacheKey);
  if (hit !== undefined) return hit;
  let text = "";
  try {
    const lines = fs.readFileSync(`${root}/${pkg}/copyright`, "utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      // The licence text is the indented block under its "License: <name>" line.
      if (lines[i].trim() !== `License: ${name}`) continue;
      const body: string[] = [];
      for (let j = i + 1; j < lines.length && /^\s/.test(lines[j]); j++) body.push(lines[j].trim() === "." ? "" : lines[j].replace(/^\s/, ""));
      if (body.length) {
        text = body.join("\n").trim();
        break;
      }
    }
  } catch {
    text = "";
  }
  debianCache.set(cacheKey, text);
  return text;
}

export const isCjkFace = (face: FaceMeta) => face.coverage.gb2312 >= CJK_MIN_GB2312;

export interface EnsureCatalogueDeps {
  db: Db;
  store: ObjectStore;
  logger?: ImportLogger;
  /** Folders to search; default /usr/share/fonts plus FONT_DIRS (colon-separated). */
  dirs: string[];
  onResult?: (r: ImportResult) => void;
}

export interface EnsureCatalogueResult {
  /** False when the catalogue already had families and nothing was done. */
  ran: boolean;
  families: number;
  fonts: number;
  summary?: ImportSummary;
}


/**
 * First start: with an empty catalogue, imports every CJK font (≥ 1000 of GB 2312's hanzi) found
 * in the folders. With fonts already there, or none found, it returns at once; the site runs either way.
 */
export async function ensureCatalogue(deps: EnsureCatalogueDeps): Promise<EnsureCatalogueResult> {
  const { db, store, logger } = deps;
  const totals = async () => {
    const [[f], [n]] = await Promise.all([db.select({ n: count() }).from(fontFamilies), db.select({ n: count() }).from(fonts)]);
    return { families: Number(f.n), fonts: Number(n.n) };
  };
  const before = await totals();
  if (before.families > 0) return { ran: false, ...before };

  const { dirs } = deps;
  const existing = dirs.filter((d) => fs.existsSync(d));
  logger?.info({ dirs: existing }, "字体库为空，开始导入中文字体 / importing the CJK fonts found");
  const summary = await importPaths({ db, store, logger }, existing, {
    accept: isCjkFace,
    refusal: `不是中文字体（GB 2312 汉字少于 ${CJK_MIN_GB2312} 个）`,
    familyInfo: catalogueFamilyInfo,
    onResult: (r) => {
      if (r.status === "failed") logger?.warn({ file: r.file, reason: r.message }, "字体导入失败，已跳过");
      deps.onResult?.(r);
    },
  });
  const after = await totals();
  if (after.fonts === 0) {
    logger?.warn(
      { dirs },
      "没有找到中文字体，字体库为空。添加字体：npm run fonts:import -- <字体文件或目录>，或在 FONT_DIRS 中列出字体目录后重启；Debian/Ubuntu 可安装 fonts-lxgw-wenkai、fonts-noto-cjk 等软件包",
    );
  } else {
    logger?.info({ ...after, files: summary.imported, failed: summary.failed, seconds: summary.ms / 1000 }, "字体库导入完成 / catalogue imported");
  }
  return { ran: true, ...after, summary };
}
