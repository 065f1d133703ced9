/**
 * What the font calls answer (docs/decisions/025-openapi-contract.md): one zod schema per shape,
 * the TypeScript types derived from them. contract/fonts.ts re-exports the types, so both sides
 * keep importing them from there.
 *
 * Ids: a family id is what /font/{id}, getFontDetail?id=, search/{id}/childs use; a font id (the
 * docs/product.md's fontGNo, one face) is what the subset service, search/fontInformation/{id}, favourites,
 * compare and downloads use.
 */
import { z } from "zod";
import { FONT_STANDARDS } from "#contract/font-constants";
import { PERMISSION_KEYS } from "#contract/licenses";
import { named, page } from "./common";

/** A font with the faces of its family. `ttfPath`/`woffPath` are filled by the subset service. */
export const fontResource = named(
  "FontResource",
  z.object({
    fontGNo: z.number().int(),
    /** CSS family name of the face (unique per face); cssFontName() makes it a valid CSS name. */
    familyName: z.string(),
    /** Paths of a subset of this face from POST /webfont/http; "" until a subset was asked for. */
    ttfPath: z.string(),
    woffPath: z.string(),
    get childFontResource(): z.ZodArray<typeof fontResource> {
      return z.array(fontResource);
    },
  }),
);
export type FontResource = z.infer<typeof fontResource>;

export const fontCoverage = named(
  "FontCoverage",
  z.object({
    /** Of GB 2312's 6763 hanzi. */
    gb2312: z.number().int(),
    /** Of 通用规范汉字表's 8105 characters. */
    tongyong8105: z.number().int(),
    /** Of Big5's 13053 hanzi. */
    big5: z.number().int(),
    /** CJK ideographs of any block. */
    hanzi: z.number().int(),
    /** Every mapped code point. */
    total: z.number().int(),
  }),
);
export type FontCoverage = z.infer<typeof fontCoverage>;

export const fontAxis = z.object({ tag: z.string(), name: z.string(), min: z.number(), default: z.number(), max: z.number() });
export type FontAxis = z.infer<typeof fontAxis>;

/** One face, as listed under its family. */
export const fontFaceItem = named(
  "FontFaceItem",
  z.object({
    id: z.number().int(),
    fontGNo: z.number().int(),
    familyId: z.number().int(),
    /** CSS family name for @font-face. */
    familyName: z.string(),
    fullName: z.string(),
    postscriptName: z.string(),
    /** Chinese where known (粗体, 斜体, CN 简体 …), else the font's own. */
    styleName: z.string(),
    styleNameEn: z.string(),
    /** usWeightClass, 100–900. */
    weight: z.number().int(),
    /** fontWeight dictNumber ("1" = 100 … "9" = 900). */
    weightDict: z.string(),
    italic: z.boolean(),
    isVariable: z.boolean(),
    axes: z.array(fontAxis),
    glyphCount: z.number().int(),
    coverage: fontCoverage,
    version: z.string(),
    /** ttf, otf, ttc, otc, woff, woff2 — the container of the original file. */
    format: z.string(),
    /** List specimen PNG (drawn from the face's own outlines), or "". */
    specimenUrl: z.string(),
    downloads: z.number().int(),
  }),
);
export type FontFaceItem = z.infer<typeof fontFaceItem>;

export const specimenImage = z.object({ url: z.string(), kind: z.string(), title: z.string(), width: z.number(), height: z.number() });
export type SpecimenImage = z.infer<typeof specimenImage>;

/** A family in the font list. It is also a FontResource: fontGNo/familyName are its main face's. */
export const fontListItem = named(
  "FontListItem",
  fontResource.extend({
    /** Family id (/font/{id}). */
    id: z.number().int(),
    name: z.string(),
    nameEn: z.string(),
    /** fontCategory dictNumber and label. */
    category: z.string(),
    categoryName: z.string(),
    /** fontLicense dictNumber and label; licenseName is the exact licence. */
    license: z.string(),
    licenseLabel: z.string(),
    licenseName: z.string(),
    tags: z.array(z.string()),
    /** fontLanguage dictNumbers. */
    languages: z.array(z.string()),
    designer: z.string(),
    foundry: z.string(),
    description: z.string(),
    fontCount: z.number().int(),
    /** Distinct usWeightClass values of the faces, ascending. */
    weights: z.array(z.number().int()),
    isVariable: z.boolean(),
    /** Coverage of the main face. */
    coverage: fontCoverage,
    glyphCount: z.number().int(),
    /** List specimen of the main face. */
    specimenUrl: z.string(),
    featured: z.number(),
    downloads: z.number().int(),
    favorites: z.number().int(),
    createdTime: z.string(),
    /** Character standards a face of the family covers completely (the `standard` filter's values). */
    standards: z.array(z.enum(FONT_STANDARDS)),
    /**
     * With `text` and `cover=any`: the characters of the text the shown face (fontGNo) lacks,
     * deduplicated, in order of first use; [] when it has them all. Absent otherwise.
     */
    missingChars: z.array(z.string()).optional(),
  }),
);
export type FontListItem = z.infer<typeof fontListItem>;

const permissionValue = z.enum(["yes", "no", "conditional"]);
/** What the licence lets you do (contract/licenses.ts; docs/decisions/016-licence-permissions.md). */
export const licensePermissions = named(
  "LicensePermissions",
  z.object({
    commercial: permissionValue,
    embed: permissionValue,
    modify: permissionValue,
    redistribute: permissionValue,
    attribution: permissionValue,
    /** One paragraph: what the licence lets you do and the thing to watch. */
    note: z.string(),
    /** Each answer's condition or limit, in plain Chinese. */
    conditions: z.object(Object.fromEntries(PERMISSION_KEYS.map((k) => [k, z.string()])) as Record<(typeof PERMISSION_KEYS)[number], z.ZodString>),
    /** Reserved font names of this family (from its licence text): a modified version may not use them. */
    reservedNames: z.array(z.string()),
    /** What the licence says about the font's name. */
    reservedNote: z.string(),
  }),
);
export type LicensePermissions = z.infer<typeof licensePermissions>;

/** getFontDetail. */
export const fontDetail = named(
  "FontDetail",
  fontListItem.extend({
    /** Faces, main face first then by weight (the detail page only: the list shows none of them). */
    fonts: z.array(fontFaceItem),
    licenseText: z.string(),
    licenseUrl: z.string(),
    source: z.string(),
    homepage: z.string(),
    /** Nickname of the member whose accepted submission brought the family in (贡献者); "" for the catalogue's own. */
    contributor: z.string(),
    /** Image-viewer specimens (poster, text, sizes). */
    specimens: z.array(specimenImage),
    updatedTime: z.string(),
    permissions: licensePermissions,
  }),
);
export type FontDetail = z.infer<typeof fontDetail>;

/** Everything known about one face (search/fontInformation/{id}). */
export const fontFaceInfo = fontFaceItem.extend({
  designer: z.string(),
  manufacturer: z.string(),
  copyright: z.string(),
  unitsPerEm: z.number().int(),
  faceIndex: z.number().int(),
  fileSize: z.number().int(),
  sha256: z.string(),
  /** fontLanguage dictNumbers. */
  languages: z.array(z.string()),
  createdTime: z.string(),
  family: fontListItem,
});
export type FontFaceInfo = z.infer<typeof fontFaceInfo>;

/** One group of the glyph view (search/fontInformation/{id}/chars). */
export const glyphGroup = z.object({
  key: z.string(),
  label: z.string(),
  hint: z.string(),
  /** A character standard (通用规范 levels, GB 2312, Big5): `missing` lists what the face lacks of it. */
  standard: z.boolean(),
  /** Characters of the group: the standard's for a standard group, else the face's. */
  total: z.number().int(),
  /** The face's characters of this group, in code-point order. */
  chars: z.string(),
  missing: z.string(),
});
export type GlyphGroup = z.infer<typeof glyphGroup>;

/** Every character a face maps, grouped for the glyph view. */
export const fontChars = z.object({
  fontId: z.number().int(),
  /** Code points the face maps. */
  total: z.number().int(),
  groups: z.array(glyphGroup),
});
export type FontChars = z.infer<typeof fontChars>;

/** A variable face with its axes (variable/query-list). */
export const variableFontItem = fontFaceItem.extend({ familyDisplayName: z.string() });
export type VariableFontItem = z.infer<typeof variableFontItem>;

/** One entry of the font dictionary (docs/product.md §3): compared by dictNumber as a string. */
export const dictEntry = z.object({ dictNumber: z.string(), label: z.string(), sort: z.number() });
export type DictEntry = z.infer<typeof dictEntry>;
/** The font dictionary keyed by category (fontCategory, fontLicense, fontWeight, fontLanguage, fontSort). */
export const fontDict = z.record(z.string(), z.array(dictEntry));
export type FontDict = z.infer<typeof fontDict>;

export const fontListPage = page(fontListItem);
export const variableFontPage = page(variableFontItem);
