/** The subset engine on Debian's real CJK fonts (scripts/setup.mjs installs them). */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import * as fontkit from "fontkit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SubsetEngine, SubsetError } from "./engine";
import { fontFixture, SYSTEM_FONTS, type FontFixture } from "#tests/support/subset-fonts";
import { Hb, HbTrap } from "./hb";
import type { FontRecord } from "./source";

const TEXT = "永和九年，岁在癸丑，暮春之初，会于会稽山阴之兰亭。ABC abc 123";
const cps = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))];

function open(bytes: Uint8Array): fontkit.Font {
  const f = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return "fonts" in f ? f.fonts[0] : f;
}

/** The code points the font's cmap maps to a glyph, sorted (fontkit also lists format 4's U+FFFF end marker). */
const mapped = (font: fontkit.Font) =>
  [...font.characterSet].filter((cp) => font.glyphForCodePoint(cp).id !== 0).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

const have = (...gnos: string[]) => gnos.every((gno) => SYSTEM_FONTS.some((f) => f.gno === gno));
let fx: FontFixture;
let engine: SubsetEngine;
const record = (gno: string) => fx.fonts.records.get(gno)!;

beforeAll(async () => {
  fx = await fontFixture();
  engine = new SubsetEngine({ store: fx.store, workers: 0 });
});
afterAll(async () => {
  await fx?.cleanup();
});

async function objects(r: { woffKey: string; sfntKey: string }) {
  return { woff2: (await fx.store.read(r.woffKey))!, sfnt: (await fx.store.read(r.sfntKey))! };
}

describe.skipIf(!have("1"))("a subset holds exactly the requested characters", () => {
  it("LXGW WenKai (TrueType): cmap = requested ∩ font, few glyphs, in WOFF2 and TTF", async () => {
    const font = record("1");
    const original = open(readFileSync(SYSTEM_FONTS.find((f) => f.gno === "1")!.file));
    const requested = cps(TEXT);
    const expected = requested.filter((cp) => original.hasGlyphForCodePoint(cp)).sort((a, b) => a - b);
    const r = await engine.subset({ font, codePoints: requested });
    expect(r.woffKey).toMatch(/^subsets\/[0-9a-f]{64}\.woff2$/);
    expect(r.sfntKey).toBe(r.woffKey.replace(/\.woff2$/, ".ttf"));
    const { woff2, sfnt } = await objects(r);
    for (const bytes of [woff2, sfnt]) {
      const sub = open(bytes);
      expect(mapped(sub)).toEqual(expected);
      // .notdef + the characters + what their shaping needs (layout closure): far below the font's ~20000.
      expect(sub.numGlyphs).toBeGreaterThanOrEqual(expected.length);
      expect(sub.numGlyphs).toBeLessThan(expected.length * 3 + 10);
      expect(sub.familyName).toBe(original.familyName);
    }
    expect(new TextDecoder().decode(woff2.subarray(0, 4))).toBe("wOF2");
    // The outline of 永 is the font's own.
    const sub = open(woff2);
    const a = original.glyphForCodePoint(0x6c38).path.toSVG();
    expect(sub.glyphForCodePoint(0x6c38).path.toSVG()).toBe(a);
  });

  it.skipIf(!have("4"))("Noto Sans CJK SC (CFF in an OTC): .otf output, exact cmap", async () => {
    const r = await engine.subset({ font: record("4"), codePoints: cps("思源黑体") });
    expect(r.sfntKey).toMatch(/\.otf$/);
    const { woff2, sfnt } = await objects(r);
    expect(new TextDecoder().decode(sfnt.subarray(0, 4))).toBe("OTTO");
    for (const bytes of [woff2, sfnt]) {
      const sub = open(bytes);
      expect(mapped(sub)).toEqual(sorted(cps("思源黑体")));
      expect(sub.familyName).toBe("Noto Sans CJK SC");
    }
  });

  it("a code point the font lacks is simply absent", async () => {
    const r = await engine.subset({ font: record("1"), codePoints: [0x6c38, 0x1f600, 0xe000] });
    const sub = open((await objects(r)).woff2);
    expect(mapped(sub)).toEqual([0x6c38]);
  });
});

describe.skipIf(!have("2") || !have("3"))("collections", () => {
  it("the face index of a TTC is respected (WenQuanYi Zen Hei, face 0 and 1)", async () => {
    const [a, b] = await Promise.all([
      engine.subset({ font: record("2"), codePoints: cps("文泉驿") }),
      engine.subset({ font: record("3"), codePoints: cps("文泉驿") }),
    ]);
    expect(a.hash).not.toBe(b.hash);
    const fa = open((await objects(a)).woff2);
    const fb = open((await objects(b)).woff2);
    expect(fa.familyName).toBe("WenQuanYi Zen Hei");
    expect(fb.familyName).toBe("WenQuanYi Zen Hei Mono");
    // Both faces come from one loaded file.
    expect(record("2").sha256).toBe(record("3").sha256);
  });
});

describe.skipIf(!have("5"))("caching and concurrency", () => {
  it("identical concurrent requests are computed once", async () => {
    const e = new SubsetEngine({ store: fx.store, workers: 0 });
    const spy = vi.spyOn(Hb.prototype, "subset");
    const job = { font: record("5"), codePoints: cps("得意黑同时请求") };
    const results = await Promise.all(Array.from({ length: 8 }, () => e.subset(job)));
    expect(new Set(results.map((r) => r.hash)).size).toBe(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(e.stats()).toMatchObject({ computed: 1, inFlightJoins: 7 });
  });

  it("the order and repetition of code points do not matter", async () => {
    const e = new SubsetEngine({ store: fx.store, workers: 0 });
    const a = e.keyOf({ font: record("5"), codePoints: [3, 1, 2, 2] });
    const b = e.keyOf({ font: record("5"), codePoints: [1, 2, 3] });
    expect(a).toBe(b);
    expect(e.keyOf({ font: record("5"), codePoints: [1, 2] })).not.toBe(a);
    expect(e.keyOf({ font: { ...record("5"), faceIndex: 1 }, codePoints: [1, 2, 3] })).not.toBe(a);
  });

  it("a result already in the store is served without subsetting, then from memory", async () => {
    const job = { font: record("5"), codePoints: cps("缓存的结果") };
    const first = await new SubsetEngine({ store: fx.store, workers: 0 }).subset(job);
    expect(first.source).toBe("computed");
    // A new engine (another process) with the same store.
    const e = new SubsetEngine({ store: fx.store, workers: 0 });
    const spy = vi.spyOn(Hb.prototype, "subset");
    const read = vi.spyOn(fx.store, "read");
    const second = await e.subset(job);
    expect(second).toEqual({ ...first, source: "store" });
    const third = await e.subset(job);
    expect(third.source).toBe("memory");
    expect(spy).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
    expect(e.stats()).toMatchObject({ computed: 0, storeHits: 1, memoryHits: 1, loads: 0 });
  });

  it("object() makes a result again when another process evicted it while this one remembered it", async () => {
    const job = { font: record("5"), codePoints: cps("被淘汰的子集") };
    const e = new SubsetEngine({ store: fx.store, workers: 0 });
    const made = await e.object(job, "sfnt");
    expect(made.source).toBe("computed");
    // Evicted elsewhere (server/fonts/subset-ledger.ts): the WOFF2 first, then the sfnt.
    await fx.store.delete(made.woffKey);
    await fx.store.delete(made.sfntKey);
    expect((await e.subset(job)).source).toBe("memory");
    const again = await e.object(job, "sfnt");
    expect(again.source).toBe("computed");
    expect(again.bytes).toEqual(made.bytes);
    expect(await fx.store.exists(made.woffKey)).toBe(true);
  });
});

describe.skipIf(!have("5") || !have("1"))("the face cache", () => {
  it("stays within its budget, evicting the least recently used font", async () => {
    const smiley = readFileSync(SYSTEM_FONTS.find((f) => f.gno === "5")!.file).byteLength;
    // Room for Smiley Sans (2 MB) but not also LXGW WenKai (15 MB).
    const e = new SubsetEngine({ store: fx.store, faceBytes: smiley + 1024 * 1024, workers: 0 });
    await e.subset({ font: record("5"), codePoints: cps("一") });
    expect(e.stats()).toMatchObject({ fonts: 1, loads: 1, evictions: 0 });
    await e.subset({ font: record("1"), codePoints: cps("一") });
    expect(e.stats()).toMatchObject({ fonts: 1, loads: 2, evictions: 1 });
    await e.subset({ font: record("5"), codePoints: cps("二") });
    expect(e.stats()).toMatchObject({ fonts: 1, loads: 3, evictions: 2 });
    expect(e.stats().bytes).toBe(smiley);
  });

  it("loading and evicting fonts many times does not grow wasm memory", async () => {
    const smiley = readFileSync(SYSTEM_FONTS.find((f) => f.gno === "5")!.file).byteLength;
    const e = new SubsetEngine({ store: fx.store, faceBytes: smiley + 1024 * 1024, workers: 0 });
    // Code points no other test asks for, so every call loads its font.
    for (let i = 0; i < 3; i++) {
      await e.subset({ font: record("1"), codePoints: [0x5000 + i] });
      await e.subset({ font: record("5"), codePoints: [0x5000 + i] });
    }
    const after = e.stats().wasmBytes;
    for (let i = 3; i < 9; i++) {
      await e.subset({ font: record("1"), codePoints: [0x5000 + i] });
      await e.subset({ font: record("5"), codePoints: [0x5000 + i] });
    }
    expect(e.stats()).toMatchObject({ loads: 18, evictions: 17 });
    expect(e.stats().wasmBytes).toBe(after);
  });
});

describe.skipIf(!have("5"))("damaged fonts", () => {
  async function damaged(gno: string, mutate: (bytes: Uint8Array) => Uint8Array): Promise<FontRecord> {
    const original = readFileSync(SYSTEM_FONTS.find((f) => f.gno === "5")!.file);
    const bytes = mutate(new Uint8Array(original));
    const sha256 = `damaged-${gno}`;
    const fileKey = `fonts/damaged/${gno}.ttf`;
    await fx.store.put(fileKey, bytes, "font/ttf");
    return { gno, familyName: "坏字体", fileKey, faceIndex: 0, sha256 };
  }

  it("a truncated file fails its own request, and the engine goes on serving", async () => {
    const font = await damaged("900", (b) => b.slice(0, Math.floor(b.byteLength * 0.6)));
    const e = new SubsetEngine({ store: fx.store, workers: 0 });
    const error = await e.subset({ font, codePoints: cps("坏") }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(SubsetError);
    expect((error as SubsetError).status).toBe(422);
    expect((error as SubsetError).message).toMatch(/字体文件已损坏/);
    // Refused at once the second time, without reading the file again.
    const read = vi.spyOn(fx.store, "read");
    await expect(e.subset({ font, codePoints: cps("又") })).rejects.toThrow(/字体文件已损坏/);
    expect(read).not.toHaveBeenCalled();
    const good = await e.subset({ font: record("5"), codePoints: cps("好") });
    expect(good.source).not.toBeUndefined();
  });

  it("garbage inside the tables never throws anything but a SubsetError", async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let round = 0; round < 4; round++) {
      const font = await damaged(`91${round}`, (b) => {
        const out = b.slice();
        // Keep the table directory, scramble 2 % of the bytes after it.
        for (let i = 0; i < out.byteLength / 50; i++) out[512 + Math.floor(random() * (out.byteLength - 512))] = Math.floor(random() * 256);
        return out;
      });
      const e = new SubsetEngine({ store: fx.store, workers: 0 });
      try {
        await e.subset({ font, codePoints: cps("永和九年岁在癸丑") });
      } catch (error) {
        expect(error).toBeInstanceOf(SubsetError);
      }
      await expect(e.subset({ font: record("5"), codePoints: cps("好" + round) })).resolves.toBeTruthy();
    }
  });

  it("a file that is not a font, or a face that does not exist, is refused", async () => {
    const notFont = await damaged("920", () => new TextEncoder().encode("这不是字体文件".repeat(20)));
    const e = new SubsetEngine({ store: fx.store, workers: 0 });
    await expect(e.subset({ font: notFont, codePoints: cps("字") })).rejects.toThrow(/字体文件已损坏/);
    await expect(e.subset({ font: { ...record("5"), faceIndex: 3 }, codePoints: cps("字") })).rejects.toThrow(SubsetError);
    await expect(e.subset({ font: { ...record("5"), fileKey: "fonts/none.ttf", sha256: "none" }, codePoints: cps("字") })).rejects.toThrow(/字体文件不存在/);
  });

  it("a wasm trap replaces the HarfBuzz instance; other fonts keep working", async () => {
    const e = new SubsetEngine({ store: fx.store, workers: 0 });
    await e.subset({ font: record("5"), codePoints: cps("陷") });
    vi.spyOn(Hb.prototype, "subset").mockImplementationOnce(() => {
      throw new HbTrap(new WebAssembly.RuntimeError("unreachable"));
    });
    await expect(e.subset({ font: record("5"), codePoints: cps("阱") })).rejects.toThrow(SubsetError);
    expect(e.stats()).toMatchObject({ resets: 1, fonts: 0 });
    vi.restoreAllMocks();
    await expect(e.subset({ font: record("1"), codePoints: cps("阱") })).resolves.toMatchObject({ source: "computed" });
  });
});

const python = "/usr/bin/python3";
const hasFontTools = spawnSync(python, ["-c", "import fontTools.fontBuilder"], { stdio: "ignore" }).status === 0;

describe.skipIf(!hasFontTools)("variable fonts (a test font built with fontTools)", () => {
  let font: FontRecord;
  beforeAll(async () => {
    const file = path.join(fx.dataDir, "vf.ttf");
    const made = spawnSync(python, [path.join(import.meta.dirname, "make-test-vf.py"), file], { encoding: "utf8" });
    expect(made.status, made.stderr).toBe(0);
    font = await fx.add({ gno: "50", familyName: "测试可变字体", file, faceIndex: 0 });
    await fs.access(file);
  });

  const axesOf = (bytes: Uint8Array) => open(bytes).variationAxes as Record<string, { min: number; default: number; max: number }>;

  it("keeps its axes by default", async () => {
    const r = await engine.subset({ font, codePoints: cps("永和") });
    const axes = axesOf((await objects(r)).woff2);
    expect(axes.wght).toMatchObject({ min: 100, default: 400, max: 900 });
    expect(axes.wdth).toMatchObject({ min: 50, default: 100, max: 100 });
    expect(mapped(open((await objects(r)).woff2))).toEqual(sorted(cps("永和")));
  });

  it("pins an axis: it leaves fvar and the outline is the instance's", async () => {
    const r = await engine.subset({ font, codePoints: cps("永"), axes: { wght: 900, wdth: 50 } });
    const sub = open((await objects(r)).woff2);
    expect(Object.keys(sub.variationAxes)).toEqual([]);
    // At wght 900, wdth 50 the outer box of 永 runs from x 100 to 500 (see make-test-vf.py).
    const box = sub.glyphForCodePoint(0x6c38).bbox;
    expect([box.minX, box.maxX]).toEqual([100, 500]);
  });

  it("limits an axis range and keeps the other axis", async () => {
    const r = await engine.subset({ font, codePoints: cps("永"), axes: { wght: { min: 300, max: 700 } } });
    const axes = axesOf((await objects(r)).woff2);
    expect(axes.wght).toMatchObject({ min: 300, default: 400, max: 700 });
    expect(axes.wdth).toMatchObject({ min: 50, max: 100 });
  });

  it("an axis the font does not have is a 400", async () => {
    const error = await engine.subset({ font, codePoints: cps("永"), axes: { opsz: 12 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubsetError);
    expect((error as SubsetError).status).toBe(400);
  });
});

describe.skipIf(!have("1", "2", "3", "5"))("in worker threads (the default)", () => {
  let e: SubsetEngine;
  beforeAll(() => {
    e = new SubsetEngine({ store: fx.store, workers: 2 });
  });
  afterAll(async () => {
    await e?.close();
  });

  it("subsets exactly, honours TTC faces, and computes identical concurrent requests once", async () => {
    const text = "线程里的子集";
    const jobs = [record("1"), record("2"), record("3"), record("5")].map((font) => ({ font, codePoints: cps(text) }));
    const all = await Promise.all([...jobs, ...jobs, ...jobs].map((job) => e.subset(job)));
    expect(new Set(all.map((r) => r.hash)).size).toBe(4);
    expect(e.stats()).toMatchObject({ computed: 4, inFlightJoins: 8, workers: 2 });
    // Three distinct files (WenQuanYi's two faces share one), each loaded in one worker.
    expect(e.stats()).toMatchObject({ loads: 3, fonts: 3 });
    const names = await Promise.all(all.slice(0, 4).map(async (r) => open((await objects(r)).woff2).familyName));
    expect(names).toEqual(["LXGW WenKai", "WenQuanYi Zen Hei", "WenQuanYi Zen Hei Mono", "Smiley Sans Oblique"]);
    const sub = open((await objects(all[0])).woff2);
    expect(mapped(sub)).toEqual(sorted(cps(text)));
  });

  it("a damaged font is refused with a SubsetError; the workers keep serving", async () => {
    const bytes = new Uint8Array(readFileSync(SYSTEM_FONTS.find((f) => f.gno === "5")!.file));
    await fx.store.put("fonts/damaged/worker.ttf", bytes.slice(0, 5000), "font/ttf");
    const font = { gno: "930", familyName: "坏", fileKey: "fonts/damaged/worker.ttf", faceIndex: 0, sha256: "0badf00d" };
    await expect(e.subset({ font, codePoints: cps("坏") })).rejects.toThrow(/字体文件已损坏/);
    await expect(e.subset({ font: record("5"), codePoints: cps("好的") })).resolves.toMatchObject({ source: "computed" });
  });
});
