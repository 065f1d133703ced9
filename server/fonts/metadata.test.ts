/** Font metadata, coverage, specimens and damaged-file detection, on real fonts. */
import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BIG5_HANZI, GB2312_HANZI, TONGYONG_8105 } from "./charsets";
import { coverageOf } from "./coverage";
import { create } from "fontkit";
import { readCmap } from "./cmap";
import { checkContainer, cleanVersion, detectFormat, FontFileError, parseFontFile } from "./metadata";
import { detailSpecimens, listSpecimen } from "./specimen";
import { chineseStyleName, guessCategory, guessLicense } from "./import";
import { extractFace, FIXTURE_FILES, randomBytes, readSystemFont, toWoff } from "#tests/fixtures/fonts/fixtures";

const T = { timeout: 60_000 };

describe("character sets", () => {
  it("holds GB 2312's 6763 hanzi, the 8105 of 通用规范汉字表 and Big5's 13053, each once", () => {
    const count = (s: string) => new Set(Array.from(s)).size;
    expect(Array.from(GB2312_HANZI)).toHaveLength(6763);
    expect(count(GB2312_HANZI)).toBe(6763);
    expect(count(TONGYONG_8105)).toBe(8105);
    expect(Array.from(TONGYONG_8105)).toHaveLength(8105);
    expect(count(BIG5_HANZI)).toBe(13053);
    // Spot checks: first and last of GB 2312 level 1 order, a simplified-only and a traditional-only character.
    expect(GB2312_HANZI).toContain("啊");
    expect(GB2312_HANZI).toContain("齄");
    expect(GB2312_HANZI).toContain("岁");
    expect(GB2312_HANZI).not.toContain("歲");
    expect(BIG5_HANZI).toContain("歲");
    expect(BIG5_HANZI).not.toContain("岁");
  });

  it("agrees with the WHATWG Big5 decoder for the first and last hanzi", () => {
    const decode = (hi: number, lo: number) => new TextDecoder("big5").decode(new Uint8Array([hi, lo]));
    expect(BIG5_HANZI).toContain(decode(0xa4, 0x40)); // 一
    expect(BIG5_HANZI).toContain(decode(0xf9, 0xd5)); // last of 次常用字
  });

  it("counts coverage from a character set", () => {
    const cps = Array.from("永和九年岁歲ABC", (c) => c.codePointAt(0)!);
    expect(coverageOf(cps)).toEqual({ gb2312: 5, tongyong8105: 5, big5: 5, hanzi: 6, total: 9 });
  });
});

describe("reading fonts of every container", () => {
  it("TTF: LXGW WenKai — Chinese family name, weight, version, licence, full coverage", T, () => {
    const { format, faces } = parseFontFile(readSystemFont("wenkaiRegular"));
    expect(format).toBe("ttf");
    expect(faces).toHaveLength(1);
    const f = faces[0];
    expect(f.familyNameZh).toBe("霞鹜文楷");
    expect(f.familyNameEn).toBe("LXGW WenKai");
    expect(f.familyKey).toBe("lxgw wenkai");
    expect(f.postscriptName).toBe("LXGWWenKai-Regular");
    expect(f.weight).toBe(400);
    expect(f.italic).toBe(false);
    expect(f.version).toBe("1.250");
    expect(f.licenseDescription).toMatch(/SIL Open Font License, Version 1\.1/);
    expect(f.licenseUrl).toMatch(/OFL/);
    expect(f.glyphCount).toBe(29145);
    // WenKai really covers all of GB 2312, 通用规范汉字表 and Big5.
    expect(f.coverage).toMatchObject({ gb2312: 6763, tongyong8105: 8105, big5: 13053 });
    expect(f.languages).toEqual(expect.arrayContaining(["1", "2", "5"]));
    expect(f.isVariable).toBe(false);
  });

  it("TTF: the Light face keeps the family (name ID 16) and drops the style from the Chinese name", T, () => {
    const f = parseFontFile(readSystemFont("wenkaiLight")).faces[0];
    expect(f.familyNameZh).toBe("霞鹜文楷");
    expect(f.familyKey).toBe("lxgw wenkai");
    expect(f.styleNameEn).toBe("Light");
    expect(f.weight).toBe(300);
  });

  it("TTF: Smiley Sans — typographic names (16/17) in Chinese, oblique, GB 2312 only", T, () => {
    const f = parseFontFile(readSystemFont("smiley")).faces[0];
    expect(f.familyNameZh).toBe("得意黑");
    expect(f.familyNameEn).toBe("Smiley Sans");
    expect(f.styleNameZh).toBe("斜体");
    expect(f.italic).toBe(true);
    expect(f.manufacturer).toBe("atelierAnchor 锚坞");
    expect(f.coverage.gb2312).toBe(6763);
    expect(f.coverage.big5).toBeLessThan(6000);
    expect(f.languages).toContain("1");
    expect(f.languages).not.toContain("2");
  });

  it("TTC: WenQuanYi Zen Hei — every face, with its Chinese name", T, () => {
    const { format, faces } = parseFontFile(readSystemFont("zenhei"));
    expect(format).toBe("ttc");
    expect(faces.map((f) => f.familyNameZh)).toEqual(["文泉驿正黑", "文泉驿等宽正黑", "文泉驿点阵正黑"]);
    expect(faces.map((f) => f.faceIndex)).toEqual([0, 1, 2]);
    expect(faces.map((f) => f.postscriptName)).toEqual(["WenQuanYiZenHei", "WenQuanYiZenHeiMono", "WenQuanYiZenHeiSharp"]);
    for (const f of faces) expect(f.coverage.gb2312).toBe(6763);
  });

  it("TTC: zh-TW name records are used when there is no zh-CN one (cwTeX, 全字库)", T, () => {
    expect(parseFontFile(readSystemFont("cwfs")).faces[0].familyNameZh).toBe("cwTeX 仿宋體");
    const kai = parseFontFile(readSystemFont("twKai")).faces[0];
    expect(kai.familyNameZh).toBe("全字庫正楷體");
    expect(kai.coverage.big5).toBe(13053);
  });

  it("OTC and OTF (CFF outlines): Noto Sans CJK — ten faces; one extracted as a standalone OTF", T, () => {
    const otc = readSystemFont("notoSansRegular");
    const collection = parseFontFile(otc);
    expect(collection.format).toBe("otc");
    expect(collection.faces).toHaveLength(10);
    expect(collection.faces.map((f) => f.familyNameEn)).toContain("Noto Sans CJK SC");
    const sc = collection.faces.findIndex((f) => f.familyNameEn === "Noto Sans CJK SC");
    const otf = parseFontFile(extractFace(otc, sc));
    expect(otf.format).toBe("otf");
    expect(otf.faces[0].postscriptName).toBe("NotoSansCJKsc-Regular");
    expect(otf.faces[0].coverage.tongyong8105).toBe(8105);
    expect(otf.faces[0].designer).toMatch(/西塚涼子/);
  });

  it("WOFF (written with zlib from Smiley Sans) reads like the TTF", T, () => {
    const ttf = readSystemFont("smiley");
    const woff = toWoff(ttf);
    expect(woff.length).toBeLessThan(ttf.length);
    const { format, faces } = parseFontFile(woff);
    expect(format).toBe("woff");
    const fromTtf = parseFontFile(ttf).faces[0];
    expect(faces[0].familyNameZh).toBe("得意黑");
    expect(faces[0].coverage).toEqual(fromTtf.coverage);
    expect(faces[0].glyphCount).toBe(fromTtf.glyphCount);
  });

  it("WOFF2 (committed subset of Smiley Sans)", T, () => {
    const { format, faces } = parseFontFile(new Uint8Array(fs.readFileSync(FIXTURE_FILES.smileyWoff2)));
    expect(format).toBe("woff2");
    expect(faces[0].familyNameZh).toBe("得意黑");
    expect(faces[0].coverage.gb2312).toBeGreaterThan(50);
    expect(faces[0].coverage.gb2312).toBeLessThan(120);
  });

  it("variable fonts: the fvar axes", T, () => {
    const f = parseFontFile(new Uint8Array(fs.readFileSync(FIXTURE_FILES.robotoFlexVariable))).faces[0];
    expect(f.isVariable).toBe(true);
    expect(f.axes).toHaveLength(13);
    expect(f.axes[0]).toEqual({ tag: "wght", name: "wght", min: 100, default: 400, max: 1000 });
    expect(f.axes.map((a) => a.tag)).toEqual(expect.arrayContaining(["wdth", "opsz", "slnt"]));
  });
});

describe("the cmap reader", () => {
  it("finds the code points fontkit finds (less those mapped to .notdef), formats 4 and 12", T, () => {
    for (const name of ["wenkaiRegular", "smiley", "cwyen", "dejavu"] as const) {
      const bytes = readSystemFont(name);
      const font = create(Buffer.from(bytes)) as unknown as { characterSet: number[]; directory: { tables: { cmap: { offset: number; length: number } } } };
      const { offset, length } = font.directory.tables.cmap;
      const mine = new Set(readCmap(bytes, offset, length));
      const theirs = new Set(font.characterSet);
      expect([...mine].filter((c) => !theirs.has(c)), name).toEqual([]);
      const missing = [...theirs].filter((c) => !mine.has(c));
      // fontkit lists whole segments, including 0xFFFF and code points mapped to glyph 0.
      expect(missing.length, name).toBeLessThan(theirs.size * 0.05);
      expect(mine.size, name).toBeGreaterThan(100);
    }
    expect(readCmap(new Uint8Array(8), 0, 100)).toBeNull();
  });
});

describe("damaged files are refused", () => {
  it("random bytes, an empty file and a text file are not fonts", () => {
    expect(() => parseFontFile(randomBytes(4096))).toThrow(FontFileError);
    expect(() => parseFontFile(new Uint8Array())).toThrow(/不是可识别的字体文件/);
    expect(() => parseFontFile(new TextEncoder().encode("hello, this is not a font at all"))).toThrow(FontFileError);
  });

  it("a truncated TTF, TTC, WOFF and WOFF2 are refused with a Chinese reason", T, () => {
    const ttf = readSystemFont("smiley");
    expect(() => parseFontFile(ttf.subarray(0, Math.floor(ttf.length / 2)))).toThrow(/截断/);
    expect(() => parseFontFile(ttf.subarray(0, 100))).toThrow(/截断/);
    const ttc = readSystemFont("microhei");
    expect(() => parseFontFile(ttc.subarray(0, ttc.length - 1000))).toThrow(/截断/);
    const woff = toWoff(ttf);
    expect(() => parseFontFile(woff.subarray(0, woff.length - 10))).toThrow(/截断/);
    const woff2 = new Uint8Array(fs.readFileSync(FIXTURE_FILES.smileyWoff2));
    expect(() => parseFontFile(woff2.subarray(0, woff2.length - 10))).toThrow(/截断/);
  });

  it("a font header followed by garbage is refused", () => {
    const bad = randomBytes(2048);
    bad.set([0, 1, 0, 0], 0); // TrueType signature, nonsense table directory
    expect(detectFormat(bad)).toBe("ttf");
    expect(() => parseFontFile(bad)).toThrow(FontFileError);
  });

  it("checks WOFF2's declared length against the file", () => {
    const woff2 = new Uint8Array(fs.readFileSync(FIXTURE_FILES.smileyWoff2));
    expect(checkContainer(woff2, "woff2")).toBe(1);
    const longer = new Uint8Array(woff2.length + 4);
    longer.set(woff2);
    expect(() => checkContainer(longer, "woff2")).toThrow(/长度不符/);
  });

  it("cleans version strings", () => {
    expect(cleanVersion("Version 1.250;January 17, 2023")).toBe("1.250");
    expect(cleanVersion("Version 0.2.20080216.1 ")).toBe("0.2.20080216.1");
    expect(cleanVersion("2.004;hotconv")).toBe("2.004");
  });
});

describe("specimens drawn from the outlines", () => {
  it("renders a list specimen and three detail specimens as PNG, fast", T, async () => {
    const { fonts } = parseFontFile(readSystemFont("wenkaiRegular"));
    const t0 = performance.now();
    const list = await listSpecimen(fonts[0], { name: "霞鹜文楷", nameEn: "LXGW WenKai" });
    const details = await detailSpecimens(fonts[0], { name: "霞鹜文楷", nameEn: "LXGW WenKai", style: "Regular" });
    const ms = performance.now() - t0;
    const meta = await sharp(Buffer.from(list.png)).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([960, 200]);
    expect(details.map((d) => d.kind)).toEqual(["poster", "text", "sizes"]);
    for (const d of details) {
      const m = await sharp(Buffer.from(d.png)).metadata();
      expect([m.width, m.height]).toEqual([1600, 900]);
    }
    // Ink is there: the list specimen is not blank.
    const stats = await sharp(Buffer.from(list.png)).stats();
    expect(stats.channels[3].max).toBeGreaterThan(200);
    expect(ms).toBeLessThan(5000);
  });

  it("draws a traditional-only font's name in its own Chinese name when the display name is not covered", T, async () => {
    const { fonts } = parseFontFile(readSystemFont("cwyen"));
    const img = await listSpecimen(fonts[0], { name: "cwTeX 圆体", altName: "cwTeX 圓體", nameEn: "cwTeX Yen" });
    expect(img.png.length).toBeGreaterThan(1000);
  });
});

describe("names and guesses for fonts the catalogue does not know", () => {
  it("translates style names into the font dictionary's weight words", () => {
    expect(["Thin", "ExtraLight", "Light", "Regular", "Book", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"].map(chineseStyleName)).toEqual([
      "极细", "纤细", "细体", "常规", "常规", "中等", "半粗", "粗体", "特粗", "黑体",
    ]);
    expect(chineseStyleName("Italic")).toBe("斜体");
    expect(chineseStyleName("Bold Italic")).toBe("粗斜体");
    expect(chineseStyleName("W3")).toBe("W3");
  });

  it("guesses the category from the names and the licence from the name table", () => {
    expect(guessCategory("方正仿宋 FangSong")).toBe("4");
    expect(guessCategory("LXGW WenKai Mono")).toBe("9");
    expect(guessCategory("某某楷体")).toBe("3");
    expect(guessCategory("Source Han Serif")).toBe("2");
    expect(guessCategory("站酷快乐体")).toBe("");
    expect(guessLicense("This Font Software is licensed under the SIL Open Font License, Version 1.1")).toBe("1");
    expect(guessLicense("Licensed under the Apache License, Version 2.0")).toBe("4");
    expect(guessLicense("GPL2 with font embedding exception")).toBe("2");
    expect(guessLicense("GNU General Public License version 2 or later")).toBe("6");
    expect(guessLicense("All rights reserved")).toBe("");
  });
});
