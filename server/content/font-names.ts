/**
 * Font names in content/ are resolved to the catalogue's family names when content loads, so a
 * collection, case or video names the families the site shows: a collection that says it holds
 * four fonts lists and zips four (docs/decisions/015-content-font-names.md). A name nothing
 * resolves stops the load with the file and the name; nothing is dropped silently.
 *
 * What a name may be: a family's Chinese or English name (any case), or the name of a family the
 * catalogue publishes per region without the region (思源黑体 → 思源黑体 简体中文, the version this
 * site's readers write). Known names are the families in the database and those of the curated
 * catalogue (server/fonts/catalogue.ts), so content may name a catalogue font this machine has not
 * installed: its page then says which fonts are missing.
 */
import { CATALOGUE, SIMPLIFIED_REGION_LABEL } from "#server/fonts/catalogue";
import type { Db } from "#server/db/client";
import { fontFamilies } from "#server/db/schema-fonts";

export interface FamilyNames {
  name: string;
  nameEn: string;
}

const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** Resolves one name written in content/ to a family name, or undefined when none matches. */
export function fontNameResolver(families: readonly FamilyNames[]): (name: string) => string | undefined {
  const byName = new Map<string, string>();
  for (const f of families) {
    // A family's own Chinese name wins over another family's English name.
    if (f.nameEn && !byName.has(key(f.nameEn))) byName.set(key(f.nameEn), f.name);
  }
  for (const f of families) byName.set(key(f.name), f.name);
  return (name) => byName.get(key(name)) ?? byName.get(key(`${name} ${SIMPLIFIED_REGION_LABEL}`));
}

/** Every family content may name: those imported into the database and those of the catalogue. */
export async function knownFamilies(db: Db): Promise<FamilyNames[]> {
  const rows = await db.select({ name: fontFamilies.name, nameEn: fontFamilies.nameEn }).from(fontFamilies);
  return [...rows, ...CATALOGUE.map(({ name, nameEn }) => ({ name, nameEn }))];
}
