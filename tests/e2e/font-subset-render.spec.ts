/**
 * The subset service proved on a real font: a subset contains exactly the requested characters
 * and renders them in Chromium as the full font does (compared by screenshot), on LXGW WenKai (霞鹜文楷) as the catalogue imported it:
 *
 *  1. POST /webfont/http with two items answers a WOFF2 per item whose cmap maps exactly the
 *     characters asked for (parsed with fontkit);
 *  2. Chromium renders the text in the subset as in the full original font (read from the object
 *     store under fonts/<sha256>.<format>, the key from search/fontInformation): ≥ 99.5 % of the
 *     pixels identical as Chromium draws by default, and every pixel identical with hinting off;
 *  3. negative controls: a character left out of the subset does NOT render as in the full font
 *     (it falls back), and the subset's text does not look like the fallback font's.
 *
 * Why two renderings: with its default settings FreeType auto-hints this unhinted font, and the
 * auto-hinter measures the face's own glyphs (its CJK blue zones come from reference characters
 * a subset does not have), so a few edge pixels of a few glyphs differ between any subset and the
 * full font (≈ 0.4 % of this box). With hinting off (a fontconfig file for a second Chromium) the
 * outlines are drawn as they are, and the subset must match the full font pixel for pixel.
 *
 * The comparison page is served on the site's own origin (page.route), so the subset loads from
 * the site's /files/subsets/… as every preview does; the service worker is blocked so that
 * page.route sees every request.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import * as fontkit from "fontkit";
import type { BrowserContext } from "@playwright/test";
import { E2E_DATA_DIR } from "./fixtures/env";
import { comparePngs, fontInformation, wenkaiFamily } from "./fixtures/fonts";
import { expect, test } from "./fixtures/test";

test.use({ serviceWorkers: "block" });

const TEXT = "永和九年岁在癸丑";
const OTHER_TEXT = "暮春之初会于会稽山阴";
/** In the full font, in neither subset. */
const MISSING = "春";

/** fontkit lists U+FFFF for a format-4 cmap's closing segment (it maps to .notdef): not a character. */
const characterSet = (font: { characterSet: number[] }) => [...new Set(font.characterSet)].filter((cp) => cp !== 0xffff).sort((a, b) => a - b);
const codePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

interface SubsetAnswer {
  gno: string;
  familyName: string;
  woffPath: string | null;
  ttfPath: string | null;
}

type Shots = Record<"subset" | "full" | "fallback" | "subsetMissing" | "fullMissing", Buffer>;

/**
 * Opens the comparison page in `context` on the site's origin — the subset from the site, the
 * full font routed from the object store's bytes — and screenshots its five boxes.
 */
async function renderBoxes(context: BrowserContext, origin: string, woffPath: string, original: Buffer, format: string): Promise<Shots> {
  const page = await context.newPage();
  await page.route(`${origin}/__e2e/full-font.${format}`, (route) => route.fulfill({ status: 200, body: original, headers: { "Content-Type": "font/ttf" } }));
  const box = "display:block;width:720px;height:100px;padding:10px 16px;margin:0 0 8px;font-size:64px;line-height:80px;white-space:nowrap;overflow:hidden;color:#111;background:#fff";
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
    @font-face{font-family:"SubsetFace";src:url("${woffPath}") format("woff2")}
    @font-face{font-family:"FullFace";src:url("/__e2e/full-font.${format}") format("truetype")}
    html,body{margin:0;background:#fff}
    .box{${box}}
  </style></head><body>
    <div id="subset" class="box" style="font-family:'SubsetFace',serif">${TEXT}</div>
    <div id="full" class="box" style="font-family:'FullFace',serif">${TEXT}</div>
    <div id="fallback" class="box" style="font-family:serif">${TEXT}</div>
    <div id="subsetMissing" class="box" style="font-family:'SubsetFace',serif">${MISSING}</div>
    <div id="fullMissing" class="box" style="font-family:'FullFace',serif">${MISSING}</div>
  </body></html>`;
  await page.route(`${origin}/__e2e/render-proof`, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
  const subsetLoaded = page.waitForResponse((r) => r.url() === `${origin}${woffPath}`);
  await page.goto(`${origin}/__e2e/render-proof`);
  expect((await subsetLoaded).status(), "the subset loads from the site").toBe(200);

  const faces = await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((f) => f.load().catch(() => f)));
    await document.fonts.ready;
    return [...document.fonts].map((f) => `${f.family.replace(/"/g, "")}:${f.status}`).sort();
  });
  expect(faces).toEqual(["FullFace:loaded", "SubsetFace:loaded"]);
  expect(await page.evaluate((t) => document.fonts.check('64px "SubsetFace"', t), TEXT)).toBe(true);

  const shots = {} as Shots;
  for (const id of ["subset", "full", "fallback", "subsetMissing", "fullMissing"] as const) {
    shots[id] = await page.locator(`#${id}`).screenshot({ animations: "disabled" });
  }
  await page.close();
  return shots;
}

test("a subset holds exactly the requested characters and renders them as the full font does", async ({ context, playwright, request, baseURL }, testInfo) => {
  const family = await wenkaiFamily(request);
  const gno = String(family.fontGNo);

  // 1. Two items in one call; each answer is a WOFF2 with exactly its text's characters.
  const res = await request.post("/webfont/http", {
    data: [
      { gno, text: TEXT },
      { gno, text: OTHER_TEXT },
    ],
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { code: string; msg: string; data: SubsetAnswer[] };
  expect(body.code, body.msg).toBe("200");
  expect(body.data.map((d) => d.gno)).toEqual([gno, gno]);
  expect(body.data[0].familyName).toBe(family.familyName);

  for (const [i, text] of [TEXT, OTHER_TEXT].entries()) {
    const woffPath = body.data[i].woffPath;
    expect(woffPath, `item ${i} has a WOFF2 path`).toMatch(/^\/files\/subsets\/[0-9a-f]{64}\.woff2$/);
    const file = await request.get(woffPath!);
    expect(file.status()).toBe(200);
    expect(file.headers()["cache-control"]).toContain("immutable");
    const bytes = await file.body();
    expect(bytes.subarray(0, 4).toString("latin1"), "a WOFF2 file").toBe("wOF2");
    expect(bytes.length, "a small file").toBeLessThan(20_000);
    const font = fontkit.create(bytes) as unknown as { characterSet: number[]; numGlyphs: number; familyName: string };
    expect(font.familyName).toBe("LXGW WenKai");
    expect(characterSet(font), `the cmap of the subset for “${text}”`).toEqual(codePoints(text));
    // A subset, not the whole font (29 000+ glyphs): the characters' glyphs and .notdef, give or take what shaping keeps.
    expect(font.numGlyphs).toBeLessThanOrEqual(codePoints(text).length + 4);
  }

  // 2. The original, from the object store under fonts/<sha256>.<format>.
  const info = await fontInformation(request, family.fontGNo);
  const original = await fs.readFile(path.join(E2E_DATA_DIR, "objects", `fonts/${info.sha256}.${info.format}`));
  expect(crypto.createHash("sha256").update(original).digest("hex"), "the stored original is the file fontInformation describes").toBe(info.sha256);
  expect(original.length).toBe(info.fileSize);
  const full = fontkit.create(original) as unknown as { hasGlyphForCodePoint(cp: number): boolean; numGlyphs: number };
  expect(full.hasGlyphForCodePoint(MISSING.codePointAt(0)!), `the full font has ${MISSING}`).toBe(true);
  expect(full.numGlyphs).toBeGreaterThan(20_000);

  const origin = new URL(baseURL!).origin;
  const woffPath = body.data[0].woffPath!;
  const note = (type: string, value: unknown) => testInfo.annotations.push({ type, description: JSON.stringify(value) });

  // As Chromium draws by default.
  const shots = await renderBoxes(context, origin, woffPath, original, info.format);
  const same = await comparePngs(shots.subset, shots.full);
  note("default rendering: subset vs full font", same);
  expect(same.inkA, "the text leaves ink").toBeGreaterThan(2_000);
  expect(same.identical, "identical pixels, subset vs full font").toBeGreaterThanOrEqual(0.995);

  // That is the font's own drawing, not the fallback's…
  const notFallback = await comparePngs(shots.subset, shots.fallback);
  note("default rendering: subset vs fallback font", notFallback);
  expect(notFallback.inkIdentical, "the subset's text does not render like the fallback font").toBeLessThan(0.6);
  // …and a character the subset lacks falls back, so it differs from the full font's.
  const missing = await comparePngs(shots.subsetMissing, shots.fullMissing);
  note(`default rendering: ${MISSING} (not in the subset), subset vs full font`, missing);
  expect(missing.inkA).toBeGreaterThan(200);
  expect(missing.inkIdentical, `${MISSING} renders differently from the full font`).toBeLessThan(0.8);
  expect(missing.identical, "the same pixel measure tells the fallback apart").toBeLessThan(0.995);

  // With hinting off, the outlines as they are: every pixel identical.
  const fontconfig = testInfo.outputPath("fonts.conf");
  await fs.writeFile(
    fontconfig,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <match target="font">
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
  </match>
</fontconfig>
`,
  );
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const unhinted = await playwright.chromium.launch({ ...launchOptions, env: { ...process.env, FONTCONFIG_FILE: fontconfig } });
  try {
    const unhintedContext = await unhinted.newContext({ serviceWorkers: "block", locale: "zh-CN" });
    const exact = await renderBoxes(unhintedContext, origin, woffPath, original, info.format);
    const pixelForPixel = await comparePngs(exact.subset, exact.full);
    note("unhinted rendering: subset vs full font", pixelForPixel);
    expect(pixelForPixel.inkA).toBeGreaterThan(2_000);
    expect(pixelForPixel.identical, "unhinted: every pixel identical, subset vs full font").toBe(1);
    const unhintedMissing = await comparePngs(exact.subsetMissing, exact.fullMissing);
    note(`unhinted rendering: ${MISSING}, subset vs full font`, unhintedMissing);
    expect(unhintedMissing.inkIdentical, `unhinted: ${MISSING} still differs (falls back)`).toBeLessThan(0.8);
  } finally {
    await unhinted.close();
  }
});
