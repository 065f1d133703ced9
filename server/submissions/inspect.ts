/**
 * What the engine reads from an uploaded file, for the reviewer: names, designer, version, the
 * licence of the name table, glyph count, weights and the coverage of the standards a Chinese
 * font is judged by. The file is parsed in the bounded font worker like any file from outside
 * (server/fonts/parse-pool.ts, docs/decisions/011-untrusted-font-parsing.md).
 */
import type { SubmissionFile } from "#server/db/schema-content";
import type { ObjectStore } from "#server/storage/store";
import { FontFileError } from "#server/fonts/font-file-error";
import { fontParser, FontParserBusyError, type FontParser } from "#server/fonts/parse-pool";
import { chineseStyleName, derivedFamilyInfo } from "#server/fonts/import";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { standardCodePoints } from "#server/fonts/coverage-index";
import { TONGYONG_LEVEL1, TONGYONG_LEVEL2 } from "#server/fonts/charsets";
import { ApiError } from "#server/errors";
import { CONTENT_MESSAGES } from "#contract/content";
import type { CatalogueDraft, InspectedFace, InspectedFile, StandardCoverage } from "#contract/admin";

const codePoints = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);

let levels: Record<keyof StandardCoverage, number[]> | undefined;

/** Each standard's code points; the 通用规范汉字表 by level (一级 3,500, 二级 3,000, 三级 1,605). */
function standardLevels(): Record<keyof StandardCoverage, number[]> {
  if (!levels) {
    const all = standardCodePoints();
    const one = codePoints(TONGYONG_LEVEL1);
    const two = codePoints(TONGYONG_LEVEL2);
    const lower = new Set([...one, ...two]);
    levels = { gb2312: all.gb2312, tygf1: one, tygf2: two, tygf3: all.tygf3.filter((cp) => !lower.has(cp)), big5: all.big5 };
  }
  return levels;
}

export function standardCoverage(mapped: ArrayLike<number>): StandardCoverage {
  const set = new Set(Array.from(mapped));
  const out = {} as StandardCoverage;
  for (const [key, members] of Object.entries(standardLevels()) as [keyof StandardCoverage, number[]][]) {
    out[key] = { have: members.reduce((n, cp) => n + (set.has(cp) ? 1 : 0), 0), of: members.length };
  }
  return out;
}

export interface Inspection {
  file: InspectedFile;
  /** What the accept form starts from (the catalogue's entry if it knows the family). */
  draft: CatalogueDraft | null;
}

/** Reads and parses one uploaded file; a file that cannot be read says why instead of failing the page. */
export async function inspectFile(store: ObjectStore, file: SubmissionFile, index: number, parser: FontParser = fontParser()): Promise<Inspection> {
  const base = { index, name: file.name, size: file.size, format: file.format, family: file.family, previewable: file.format !== "woff2" };
  try {
    const parsed = await parser.parse(async () => {
      const bytes = await store.read(file.key);
      if (!bytes) throw new ApiError(404, CONTENT_MESSAGES.uploadMissing(file.name));
      return bytes;
    });
    const faces: InspectedFace[] = parsed.faces.map((face, i) => ({
      faceIndex: face.faceIndex,
      familyNameZh: face.familyNameZh,
      familyNameEn: face.familyNameEn,
      styleName: face.styleNameZh ?? chineseStyleName(face.styleNameEn),
      fullName: face.fullName,
      postscriptName: face.postscriptName,
      weight: face.weight,
      italic: face.italic,
      version: face.version,
      designer: face.designer,
      manufacturer: face.manufacturer,
      copyright: face.copyright,
      licenseText: face.licenseDescription,
      licenseUrl: face.licenseUrl,
      description: face.description,
      glyphCount: face.glyphCount,
      characters: parsed.codePoints[i]?.length ?? 0,
      coverage: standardCoverage(parsed.codePoints[i] ?? []),
      isVariable: face.isVariable,
    }));
    const first = parsed.faces[0];
    const info = first ? (catalogueFamilyInfo(first) ?? derivedFamilyInfo(first)) : null;
    const draft = info
      ? { name: info.name, nameEn: info.nameEn, category: info.category, license: info.license, licenseName: info.licenseName, description: info.description, designer: info.designer }
      : null;
    return { file: { ...base, faces, problem: null }, draft };
  } catch (error) {
    if (error instanceof FontParserBusyError) throw new ApiError(503, CONTENT_MESSAGES.parserBusy);
    const problem = error instanceof FontFileError || error instanceof ApiError ? error.message : "文件无法读取";
    return { file: { ...base, faces: [], problem, previewable: false }, draft: null };
  }
}
