/**
 * The demo catalogue on this machine's Debian fonts: every package installed, every CJK face
 * curated, and the whole first-start import reaching the catalogue the site promises.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDb } from "#server/db/client";
import { seed } from "#server/db/seed";
import { fontFamilies, fonts } from "#server/db/schema-fonts";
import { fsStore } from "#server/storage/fs-store";
import { CATALOGUE, CATALOGUE_PACKAGES, catalogueEntryFor, ensureCatalogue } from "./catalogue";
import { CJK_MIN_GB2312 } from "./coverage";
import { findFontFiles } from "./import";
import { parseFontFile } from "./metadata";

const installed = (pkg: string) => fs.existsSync(`/usr/share/doc/${pkg}/copyright`);

describe("the demo catalogue", () => {
  it("has every Debian font package installed", () => {
    const missing = CATALOGUE_PACKAGES.filter((p) => !installed(p));
    expect(missing, `请安装 Debian 软件包: apt-get install -y ${missing.join(" ")}（或运行 node scripts/setup.mjs test）`).toEqual([]);
  });

  it("curates every CJK face those packages install; the rest are not CJK", { timeout: 180_000 }, async () => {
    const files = await findFontFiles(["/usr/share/fonts"]);
    const uncurated: string[] = [];
    let curated = 0;
    for (const file of files) {
      if (/dejavu|liberation/i.test(file)) continue;
      const { faces } = parseFontFile(new Uint8Array(fs.readFileSync(file)));
      for (const face of faces) {
        if (catalogueEntryFor(face)) curated++;
        else if (face.coverage.gb2312 >= CJK_MIN_GB2312) uncurated.push(`${path.basename(file)}#${face.faceIndex} ${face.familyNameEn}`);
      }
    }
    expect(uncurated).toEqual([]);
    expect(curated).toBeGreaterThanOrEqual(30);
  });

  it("describes every family truthfully enough to show: Chinese name and description, category, licence", () => {
    const keys = new Set<string>();
    for (const e of CATALOGUE) {
      expect(keys.has(e.key), e.key).toBe(false);
      keys.add(e.key);
      expect(e.name, e.key).toMatch(/[\u4e00-\u9fff]/);
      expect(e.description.length, e.key).toBeGreaterThan(60);
      expect(e.description, e.key).toMatch(/。$/);
      expect(e.category, e.key).toMatch(/^[1-9]$/);
      expect(e.license, e.key).toMatch(/^[1-6]$/);
      expect(e.licenseName, e.key).not.toBe("");
      expect(e.licenseUrl, e.key).toMatch(/^https?:\/\//);
      expect(e.tags.length, e.key).toBeGreaterThan(0);
    }
  });

  it(
    "first start imports the whole catalogue: ≥ 12 families and ≥ 30 fonts, each with specimens and a licence",
    { timeout: 600_000 },
    async () => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cat-catalogue-"));
      const handle = await openDb({});
      try {
        await handle.migrate();
        await seed(handle.db);
        const store = fsStore(path.join(tmp, "objects"));
        const t0 = performance.now();
        const result = await ensureCatalogue({ db: handle.db, store, dirs: ["/usr/share/fonts"] });
        const seconds = (performance.now() - t0) / 1000;
        console.log(`catalogue: ${result.families} families, ${result.fonts} fonts in ${seconds.toFixed(1)} s`);
        expect(result.summary?.failed).toBe(0);
        expect(result.families).toBeGreaterThanOrEqual(12);
        expect(result.fonts).toBeGreaterThanOrEqual(30);
        const families = await handle.db.select().from(fontFamilies);
        for (const f of families) {
          expect(f.description, f.key).not.toBe("");
          expect(f.licenseText, f.key).not.toBe("");
          expect(f.specimens, f.key).toHaveLength(3);
          for (const s of f.specimens) expect(await store.exists(s.key), s.key).toBe(true);
        }
        const categories = new Set(families.map((f) => f.category));
        for (const c of ["1", "2", "3", "4", "5", "7", "9"]) expect(categories, `category ${c}`).toContain(c);
        for (const f of await handle.db.select().from(fonts)) expect(await store.exists(f.specimenKey), f.postscriptName).toBe(true);
      } finally {
        await handle.close();
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
  );
});
