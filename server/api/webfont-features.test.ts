/**
 * CJK typesetting features survive /css2: a slice and a `text=` subset, fetched as a browser
 * fetches them from the stylesheet, keep the GSUB/GPOS features Chinese text needs — halt/vhal
 * and chws/vchw (punctuation spacing), vert/vrt2 (vertical forms), locl (regional forms) — each
 * with its lookups. Google's own CJK slices drop some of them; the detail page's 在网页中使用
 * section says ours keep them (docs/decisions/022-css2-parity.md).
 *
 * The font is Noto Sans CJK SC with its palt/vpal renamed chws/vchw (fixtures.ts renameFeatures):
 * no packaged font has chws/vchw yet, and whether the subsetter keeps a feature is decided by its
 * tag and whether its lookups reach the glyphs kept.
 */
import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { importPaths } from "#server/fonts/import";
import { catalogueFamilyInfo } from "#server/fonts/catalogue";
import { fontFamilies } from "#server/db/schema-fonts";
import { fsStore } from "#server/storage/fs-store";
import { extractFace, readSystemFont, renameFeatures } from "#tests/fixtures/fonts/fixtures";

/** The features Chinese typesetting uses, by the table that holds them in Noto Sans CJK. */
const CJK_FEATURES = { GSUB: ["vert", "vrt2", "locl"], GPOS: ["halt", "vhal", "chws", "vchw"] } as const;

/** Punctuation all of them act on: halt/chws narrow it, vert/vrt2 turn it upright in vertical text, locl recentres it for 繁体. */
const PUNCTUATION = "，。、：；！？「」『』（）《》";

let t: TestApp;
let family: string;
/** The font imported (an OTF of Noto Sans CJK SC with chws/vchw). */
let sc: Uint8Array;

/** Feature tag → number of lookups, for each layout table of a font file (WOFF2 or sfnt). */
function featuresOf(bytes: Uint8Array): Record<"GSUB" | "GPOS", Map<string, number>> {
  const font = fontkit.create(Buffer.from(bytes)) as fontkit.Font & Record<"GSUB" | "GPOS", { featureList: { tag: string; feature: { lookupListIndexes: number[] } }[] } | undefined>;
  const of = (table: "GSUB" | "GPOS") => {
    const map = new Map<string, number>();
    for (const f of font[table]?.featureList ?? []) map.set(f.tag, (map.get(f.tag) ?? 0) + f.feature.lookupListIndexes.length);
    return map;
  };
  return { GSUB: of("GSUB"), GPOS: of("GPOS") };
}

function expectCjkFeatures(bytes: Uint8Array) {
  const have = featuresOf(bytes);
  for (const table of ["GSUB", "GPOS"] as const) {
    for (const tag of CJK_FEATURES[table]) expect(have[table].get(tag), `${table} ${tag}`).toBeGreaterThan(0);
  }
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: "https://fonts.example.com" });
  sc = renameFeatures(extractFace(readSystemFont("notoSansRegular"), 2), "GPOS", { palt: "chws", vpal: "vchw" });
  // The fixture itself has every feature the test looks for.
  expectCjkFeatures(sc);
  const file = path.join(t.dataDir, "NotoSansCJKsc-Regular-chws.otf");
  fs.writeFileSync(file, sc);
  const summary = await importPaths({ db: t.handle.db, store: fsStore(path.join(t.dataDir, "objects")) }, [file], { familyInfo: catalogueFamilyInfo });
  if (summary.failed) throw new Error(JSON.stringify(summary.results.filter((r) => r.status === "failed")));
  const [row] = await t.handle.db.select({ name: fontFamilies.name, license: fontFamilies.license }).from(fontFamilies).where(eq(fontFamilies.nameEn, "Noto Sans CJK SC"));
  family = row.name;
  expect(row.license).toBe("1");
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function fetchFont(url: string): Promise<Uint8Array> {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("wOF2");
  return bytes;
}

/** The code points of a unicode-range descriptor. */
const codePointsOf = (range: string) =>
  range.split(", ").flatMap((r) => {
    const [a, b = a] = r.slice(2).split("-").map((h) => parseInt(h, 16));
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });

/**
 * What HarfBuzz makes of `text` in the full font with `tag` off and on, in the direction and
 * languages the feature is used for: equal when the feature does nothing to these characters.
 */
function effectOf(hb: typeof import("harfbuzzjs"), font: import("harfbuzzjs").Font, tag: string, text: string): [string, string] {
  const vertical = ["vhal", "vchw", "vert", "vrt2"].includes(tag);
  const run = (value: number) =>
    ["zh-Hans", "zh-Hant", "zh-HK", "ja", "ko"]
      .map((lang) => {
        const buffer = new hb.Buffer();
        buffer.addText(text);
        buffer.setDirection(vertical ? hb.Direction.TTB : hb.Direction.LTR);
        buffer.setScript("Hani");
        buffer.setLanguage(lang);
        hb.shape(font, buffer, [hb.Feature.fromString(`${tag}=${value}`)!]);
        return JSON.stringify(buffer.getGlyphInfosAndPositions().map((g) => [g.codepoint, g.xAdvance, g.yAdvance, g.xOffset, g.yOffset]));
      })
      .join("\n");
  return [run(0), run(1)];
}

describe("CJK typesetting features in what /css2 serves", () => {
  it("the slices keep halt/vhal, chws/vchw, vert/vrt2 and locl wherever they act on the slice's characters", async () => {
    const res = await t.app.request(`/css2?family=${encodeURIComponent(family)}`);
    expect(res.status).toBe(200);
    const slices = [...(await res.text()).matchAll(/url\(([^)]+)\)[^;]*;\s*unicode-range: ([^;]+);/g)].map(([, url, range]) => ({ url, codePoints: codePointsOf(range) }));
    // The slices holding the punctuation, and one of common hanzi.
    const chosen = new Set([...PUNCTUATION, "的"].map((ch) => slices.find((s) => s.codePoints.includes(ch.codePointAt(0)!))!));
    expect(chosen.size).toBeGreaterThan(3);
    const hb = await import("harfbuzzjs");
    const font = new hb.Font(new hb.Face(new hb.Blob(sc), 0));
    const seen = new Set<string>();
    for (const slice of chosen) {
      const have = featuresOf(await fetchFont(slice.url));
      // Each character twice, side by side: chws/vchw act on neighbouring punctuation.
      const text = String.fromCodePoint(...slice.codePoints.flatMap((cp) => [cp, cp]));
      for (const table of ["GSUB", "GPOS"] as const) {
        for (const tag of CJK_FEATURES[table]) {
          if ((have[table].get(tag) ?? 0) > 0) {
            seen.add(tag);
            continue;
          }
          // Left out only where it changes nothing: the full font shapes these characters the same without it.
          const [off, on] = effectOf(hb, font, tag, text);
          expect(on, `${tag} left out of ${slice.url} but acts on its characters`).toBe(off);
        }
      }
    }
    // And every one of them is somewhere.
    expect([...seen].sort()).toEqual([...CJK_FEATURES.GSUB, ...CJK_FEATURES.GPOS].sort());
  }, 120_000);

  it("a text= subset keeps them", async () => {
    const res = await t.app.request(`/css2?family=${encodeURIComponent(family)}&text=${encodeURIComponent(`共创字库${PUNCTUATION}`)}`);
    expect(res.status).toBe(200);
    const url = /url\(([^)]+)\)/.exec(await res.text())![1];
    expectCjkFeatures(await fetchFont(url));
  }, 120_000);
});
