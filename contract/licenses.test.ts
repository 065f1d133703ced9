/**
 * The permissions of every licence in the catalogue, as read off the licence texts
 * (docs/decisions/016-licence-permissions.md names the clause behind each answer).
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "#server/fonts/catalogue";
import { COMMERCIAL_LICENSES, LICENSE_RULES, licensePermissions, PERMISSION_KEYS, reservedFontNames, UNKNOWN_LICENSE_RULE } from "./licenses";

/** [commercial, embed, modify, redistribute, attribution] per fontLicense dictNumber. */
const EXPECTED: Record<string, string[]> = {
  // SIL OFL 1.1: use, embed and bundle freely; modified versions stay OFL, no RFN; notices kept when redistributed.
  "1": ["yes", "yes", "conditional", "conditional", "conditional"],
  // GPL 2.0 with the font embedding exception: documents are free of the GPL, the font file is not.
  "2": ["yes", "conditional", "conditional", "conditional", "conditional"],
  // Arphic Public License: GPL-like, no font exception, and adding/deleting characters is a modification.
  "3": ["yes", "conditional", "conditional", "conditional", "conditional"],
  // Apache 2.0: permissive; licence, notices and change notes travel with the files.
  "4": ["yes", "yes", "conditional", "conditional", "conditional"],
  // 政府资料开放授权条款 1.0: everything, on the one condition of attribution (3.2).
  "5": ["yes", "yes", "yes", "yes", "yes"],
  // GPL 2.0 or later without a font exception: embedding may carry the GPL into the document.
  "6": ["yes", "conditional", "conditional", "conditional", "conditional"],
};

describe("licence permissions", () => {
  it("has an answer for every licence a catalogue family carries", () => {
    const licences = [...new Set(CATALOGUE.map((e) => e.license))].sort();
    expect(licences).toEqual(["1", "2", "3", "4", "5", "6"]);
    for (const l of licences) expect(LICENSE_RULES[l]).toBeDefined();
  });

  it.each(Object.entries(EXPECTED))("licence %s answers what its text says", (licence, values) => {
    const p = licensePermissions(licence);
    expect(PERMISSION_KEYS.map((k) => p[k])).toEqual(values);
    for (const k of PERMISSION_KEYS) expect(p.conditions[k]).toMatch(/[\u4e00-\u9fff]{6}/);
    expect(p.note).toMatch(/[\u4e00-\u9fff]{10}/);
  });

  it("names the conditions that matter most", () => {
    expect(LICENSE_RULES["1"].conditions.commercial).toMatch(/单独出售/);
    expect(LICENSE_RULES["2"].conditions.embed).toMatch(/字体例外/);
    expect(LICENSE_RULES["3"].conditions.modify).toMatch(/增删字符/);
    expect(LICENSE_RULES["5"].conditions.attribution).toMatch(/自始无效/);
    expect(LICENSE_RULES["6"].conditions.embed).toMatch(/没有字体例外/);
  });

  it("an unknown licence grants nothing until the copyright holder says so, and is not 可免费商用", () => {
    expect(licensePermissions("").commercial).toBe("conditional");
    expect(licensePermissions("99")).toMatchObject({ ...UNKNOWN_LICENSE_RULE, reservedNames: [] });
    expect(COMMERCIAL_LICENSES).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("reads reserved font names from an OFL copyright notice", () => {
    expect(reservedFontNames("Copyright 2014 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.")).toEqual(["Source"]);
    expect(reservedFontNames("Copyright (c) 2010, Foo, with Reserved Font Names “Foo” and “Foo Sans”.")).toEqual(["Foo", "Foo Sans"]);
    expect(reservedFontNames("This Font Software is licensed under the SIL Open Font License, Version 1.1.")).toEqual([]);
    expect(licensePermissions("1", "with Reserved Font Name \"Klee\"").reservedNames).toEqual(["Klee"]);
    // Only the OFL has reserved names.
    expect(licensePermissions("4", "with Reserved Font Name \"Klee\"").reservedNames).toEqual([]);
  });
});
