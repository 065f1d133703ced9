/**
 * The catalogue: font families, their faces (files, metadata, coverage), each face's code points
 * and the subset files cut from them.
 */
import type { FontAxis, FontCoverage } from "#contract/fonts";
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Font families (docs/product.md §3 "Fonts" parents): one row per typographic family, with the
 * curated Chinese metadata the catalogue shows. Filters use the font dictionary's dictNumbers.
 */
export const fontFamilies = pgTable(
  "font_families",
  {
    id: serial("id").primaryKey(),
    /** Grouping key: the English typographic family name, lower-cased (or a catalogue key). */
    key: text("key").notNull(),
    /** Chinese display name, e.g. 霞鹜文楷. */
    name: text("name").notNull(),
    nameEn: text("name_en").notNull().default(""),
    /** dictNumber of fontCategory ("" when unknown). */
    category: text("category").notNull().default(""),
    /** dictNumber of fontLicense ("" when unknown). */
    license: text("license").notNull().default(""),
    licenseName: text("license_name").notNull().default(""),
    licenseText: text("license_text").notNull().default(""),
    licenseUrl: text("license_url").notNull().default(""),
    designer: text("designer").notNull().default(""),
    foundry: text("foundry").notNull().default(""),
    /** Chinese description, a few sentences. */
    description: text("description").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** dictNumbers of fontLanguage. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Where the files came from, e.g. the Debian package. */
    source: text("source").notNull().default(""),
    homepage: text("homepage").notNull().default(""),
    /** Nickname of the member whose accepted submission brought the family in ("贡献者"); "" for the catalogue's own. */
    contributor: text("contributor").notNull().default(""),
    /** Detail-page image viewer: [{key, kind, title, width, height}] in the object store. */
    specimens: jsonb("specimens").notNull().$type<FamilySpecimen[]>().default([]),
    /** The face the family specimens were drawn from (its font id). */
    specimenFontId: integer("specimen_font_id"),
    /** Higher first on the home page and in the default sort; 0 = not featured. */
    featured: integer("featured").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
    favorites: integer("favorites").notNull().default(0),
    /** Lower-cased names, tags and description for keyword search (pg_trgm index, migration fonts_search). */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("font_families_key_uq").on(t.key),
    index("font_families_category_idx").on(t.category),
    index("font_families_license_idx").on(t.license),
    index("font_families_created_idx").on(t.createdAt),
  ],
);

export interface FamilySpecimen {
  key: string;
  kind: string;
  title: string;
  width: number;
  height: number;
}

/** Font faces: one row per face of an imported file; `id` is docs/product.md's fontGNo. */
export const fonts = pgTable(
  "fonts",
  {
    id: serial("id").primaryKey(),
    familyId: integer("family_id")
      .notNull()
      .references(() => fontFamilies.id, { onDelete: "cascade" }),
    /** The face's CSS family name for @font-face: unique, ASCII (PostScript name, suffixed if taken). */
    familyName: text("family_name").notNull(),
    fullName: text("full_name").notNull().default(""),
    postscriptName: text("postscript_name").notNull().default(""),
    /** Chinese style name where the font or the catalogue has one, else the English one. */
    styleName: text("style_name").notNull().default(""),
    styleNameEn: text("style_name_en").notNull().default(""),
    /** OS/2 usWeightClass (100–900). */
    weight: integer("weight").notNull().default(400),
    italic: boolean("italic").notNull().default(false),
    version: text("version").notNull().default(""),
    designer: text("designer").notNull().default(""),
    manufacturer: text("manufacturer").notNull().default(""),
    copyright: text("copyright").notNull().default(""),
    glyphCount: integer("glyph_count").notNull().default(0),
    unitsPerEm: integer("units_per_em").notNull().default(1000),
    /** Container of the original file: ttf, otf, ttc, otc, woff, woff2. */
    format: text("format").notNull(),
    /** Index of the face in a collection (TTC/OTC); 0 otherwise. */
    faceIndex: integer("face_index").notNull().default(0),
    /** Object-store key of the original file: fonts/<sha256>.<ext>. */
    fileKey: text("file_key").notNull(),
    fileSize: integer("file_size").notNull(),
    /** SHA-256 of the original file (hex): with face_index, what makes import idempotent. */
    sha256: text("sha256").notNull(),
    originalName: text("original_name").notNull().default(""),
    coverage: jsonb("coverage").notNull().$type<FontCoverage>(),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    axes: jsonb("axes").notNull().$type<FontAxis[]>().default([]),
    isVariable: boolean("is_variable").notNull().default(false),
    /** Object-store key of the list specimen PNG: specimens/<sha256>-<face>.png. */
    specimenKey: text("specimen_key").notNull().default(""),
    downloads: integer("downloads").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("fonts_sha256_face_uq").on(t.sha256, t.faceIndex),
    uniqueIndex("fonts_family_name_uq").on(t.familyName),
    index("fonts_family_idx").on(t.familyId),
    index("fonts_weight_idx").on(t.weight),
    index("fonts_variable_idx").on(t.isVariable),
  ],
);


/**
 * The coverage index (server/fonts/coverage-index.ts, docs/decisions/017-coverage-index.md): each
 * face's code points, compactly (server/fonts/charset.ts: runs as varints, base64), and the
 * character standards it covers completely. Written with the face at import; a face's code points
 * never change (its file's content is fixed), so a row is written once.
 */
export const fontCharsets = pgTable("font_charsets", {
  fontId: integer("font_id")
    .primaryKey()
    .references(() => fonts.id, { onDelete: "cascade" }),
  codePoints: text("code_points").notNull(),
  /** How many code points. */
  count: integer("count").notNull(),
  /** FONT_STANDARDS (contract/font-constants.ts) the face covers completely. */
  standards: text("standards").array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every subset the engine wrote to the store, with what it takes to make it again
 * (server/fonts/subset-ledger.ts): the font file and face, the code points, the options. The
 * store holds the least recently used within SUBSET_STORE_MB; an evicted subset keeps its row,
 * so its content-addressed URL still answers, by making the file again.
 */
export const subsetFiles = pgTable(
  "subset_files",
  {
    /** The engine's content address (engine.ts keyOf): subsets/<hash>.woff2 and .<ext>. */
    hash: text("hash").primaryKey(),
    fontKey: text("font_key").notNull(),
    fontSha256: text("font_sha256").notNull(),
    faceIndex: integer("face_index").notNull(),
    /** Sorted code points, packed (subset-ledger.ts packCodePoints). */
    codePoints: text("code_points").notNull(),
    axes: jsonb("axes").$type<Record<string, unknown>>(),
    quality: integer("quality"),
    /** ttf or otf: the outline flavour of the sfnt object. */
    ext: text("ext").notNull(),
    /** Bytes of both objects while stored, 0 once evicted. */
    objectBytes: integer("object_bytes").notNull().default(0),
    stored: boolean("stored").notNull().default(true),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subset_files_lru_idx").on(t.stored, t.lastUsedAt)],
);
