/** The WOFF2 encoder: valid files (decoded by fontkit and Google's woff2_decompress), lossless. */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as fontkit from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_FONTS } from "#tests/support/subset-fonts";
import { Hb, HB_SUBSET_FLAGS } from "./hb";
import { tablesOf } from "./sfnt";
import { encodeWoff2, encodeWoff2Sync, woff2Tables } from "./woff2";

const TEXT = "永和九年，岁在癸丑，暮春之初，会于会稽山阴之兰亭，修禊事也。ABCxyz 0123";
const cps = [...new Set([...TEXT].map((c) => c.codePointAt(0)!))];

const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const cases = [
  ...SYSTEM_FONTS.filter((f) => ["1", "2", "4", "5", "9"].includes(f.gno)).map((f) => ({ label: f.familyName, file: f.file, faceIndex: f.faceIndex, text: cps })),
  // Latin with composite glyphs (Å, é) and TrueType instructions.
  ...(spawnSync("test", ["-f", DEJAVU]).status === 0
    ? [{ label: "DejaVu Sans", file: DEJAVU, faceIndex: 0, text: [..."Åéîõûçñ fi AVWA"].map((c) => c.codePointAt(0)!) }]
    : []),
];

let hb: Hb;
const dir = mkdtempSync(path.join(tmpdir(), "subset-woff2-"));
beforeAll(async () => {
  hb = await Hb.create();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function subset(file: string, faceIndex: number, codePoints: number[], flags: number = HB_SUBSET_FLAGS.DEFAULT) {
  const blob = hb.createBlob(readFileSync(file));
  const face = hb.createFace(blob, faceIndex, false);
  try {
    return hb.subset(face, codePoints, { flags })!;
  } finally {
    hb.destroyFace(face);
    hb.destroyBlob(blob);
  }
}

function font(bytes: Uint8Array): fontkit.Font {
  return fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as fontkit.Font;
}

const hasDecompress = spawnSync("sh", ["-c", "command -v woff2_decompress"], { stdio: "ignore" }).status === 0;

describe.each(cases)("$label", ({ file, faceIndex, text, label }) => {
  // Keep hinting here: instructions must survive the glyf transform too.
  const sfnt = () => subset(file, faceIndex, text);

  it("decodes (fontkit) to the same glyphs, metrics and cmap", async () => {
    const source = sfnt();
    // fontkit's decoder lacks the (optional) hmtx transform of WOFF2 §5.4, which browsers'
    // decoder (Google's, tested below) has: compare metrics without it.
    const woff2 = await encodeWoff2(source, { transformHmtx: false });
    expect(new TextDecoder().decode(woff2.subarray(0, 4))).toBe("wOF2");
    expect(woff2.byteLength % 4).toBe(0);
    expect(new DataView(woff2.buffer, woff2.byteOffset).getUint32(8)).toBe(woff2.byteLength);
    const a = font(source);
    const b = font(woff2);
    expect(b.numGlyphs).toBe(a.numGlyphs);
    expect([...b.characterSet].sort()).toEqual([...a.characterSet].sort());
    for (let id = 0; id < a.numGlyphs; id++) {
      const ga = a.getGlyph(id);
      const gb = b.getGlyph(id);
      expect(gb.path.toSVG(), `${label} glyph ${id}`).toBe(ga.path.toSVG());
      expect(gb.advanceWidth).toBe(ga.advanceWidth);
      expect(gb.bbox).toEqual(ga.bbox);
    }
  });

  it.skipIf(!hasDecompress)("Google's woff2_decompress restores every table", () => {
    const source = sfnt();
    const base = path.join(dir, label.replace(/\W+/g, "_"));
    writeFileSync(`${base}.woff2`, encodeWoff2Sync(source));
    execFileSync("woff2_decompress", [`${base}.woff2`], { stdio: "ignore" });
    const restored = tablesOf(new Uint8Array(readFileSync(`${base}.ttf`)));
    // hmtx included: its transform, where applied, is undone byte for byte.
    const original = tablesOf(source);
    expect([...restored.tables.keys()].sort()).toEqual([...original.tables.keys()].sort());
    for (const [tag, data] of original.tables) {
      // glyf/loca are rebuilt (same outlines, re-packed); head differs in its checksum adjustment.
      if (tag === "glyf" || tag === "loca" || tag === "head") continue;
      expect(Buffer.from(restored.tables.get(tag)!).equals(Buffer.from(data)), `${label} ${tag}`).toBe(true);
    }
  });
});

describe.skipIf(cases.length === 0)("transforms", () => {
  const truetype = cases.find((c) => c.label !== "思源黑体 SC")!;

  it("glyf/loca are transformed for TrueType outlines and make the file smaller", () => {
    const source = subset(truetype.file, truetype.faceIndex, truetype.text, HB_SUBSET_FLAGS.NO_HINTING);
    const { entries } = woff2Tables(source);
    const glyf = entries.find((e) => e.tag === "glyf")!;
    const loca = entries.find((e) => e.tag === "loca")!;
    expect(glyf.transformed && glyf.version === 0).toBe(true);
    expect(loca.transformed && loca.data.byteLength === 0).toBe(true);
    // LXGW WenKai's left side bearings are its glyphs' xMin: hmtx drops them (§5.4).
    if (truetype.label === "霞鹜文楷") expect(entries.find((e) => e.tag === "hmtx")).toMatchObject({ transformed: true, version: 1 });
    // loca follows glyf in the directory.
    expect(entries.indexOf(loca)).toBe(entries.indexOf(glyf) + 1);
    const plain = encodeWoff2Sync(source, { transformGlyf: false });
    const transformed = encodeWoff2Sync(source);
    expect(transformed.byteLength).toBeLessThan(plain.byteLength);
    expect(font(plain).getGlyph(3).path.toSVG()).toBe(font(transformed).getGlyph(3).path.toSVG());
  });

  it("a glyf table that cannot be parsed is stored as it is, still a valid WOFF2", () => {
    const source = subset(truetype.file, truetype.faceIndex, truetype.text, HB_SUBSET_FLAGS.NO_HINTING);
    const broken = source.slice();
    const { tables } = tablesOf(broken);
    const glyf = tables.get("glyf")!;
    // A first glyph claiming 0x7fff contours cannot fit its data.
    const loca = tables.get("loca")!;
    const head = tables.get("head")!;
    const long = new DataView(head.buffer, head.byteOffset).getInt16(50) === 1;
    const lv = new DataView(loca.buffer, loca.byteOffset);
    const firstNonEmpty = [...Array(8).keys()].find((g) => (long ? lv.getUint32(4 * g + 4) - lv.getUint32(4 * g) : 2 * (lv.getUint16(2 * g + 2) - lv.getUint16(2 * g))) > 0)!;
    const offset = long ? lv.getUint32(4 * firstNonEmpty) : 2 * lv.getUint16(2 * firstNonEmpty);
    new DataView(glyf.buffer, glyf.byteOffset).setInt16(offset, 0x7fff);
    const { entries } = woff2Tables(broken);
    expect(entries.find((e) => e.tag === "glyf")).toMatchObject({ transformed: false, version: 3 });
    const woff2 = encodeWoff2Sync(broken);
    expect(font(woff2).numGlyphs).toBe(font(broken).numGlyphs);
  });
});
