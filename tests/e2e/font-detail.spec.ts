/**
 * /font/{id} on 霞鹜文楷 (LXGW WenKai, three weights): the hero and every
 * face of the family set in their own fonts, the editor (text, vertical writing, size, PNG), the
 * image viewer, coverage, licence, a hash that scrolls to its section, compare, and downloads —
 * the login dialog when signed out; the font agreement once, the file and the history when
 * signed in.
 */
import fs from "node:fs/promises";
import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import type { FontDetail } from "#contract/fonts";
import { registerUser } from "./fixtures/account";
import { toast } from "./fixtures/account-ui";
import { E2E_BASE_URL } from "./fixtures/env";
import { cssName, expectOwnFaces, fontDetail, PNG_SIGNATURE, wenkaiFamily } from "./fixtures/fonts";
import { collectErrors, waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

/** 霞鹜文楷's detail as the API answers it. */
async function wenkai(request: APIRequestContext): Promise<FontDetail> {
  const family = await wenkaiFamily(request);
  const detail = await fontDetail(request, family.id);
  expect(detail.fonts.length, "霞鹜文楷 has three weights").toBe(3);
  return detail;
}

async function openDetail(page: Page, font: FontDetail, hash = ""): Promise<void> {
  const response = await page.goto(`/font/${font.id}${hash}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByTestId("font-detail")).toHaveAttribute("data-font-id", String(font.id));
}

test("the hero and every face of the family preview in their own fonts", async ({ page, request }) => {
  const font = await wenkai(request);
  await openDetail(page, font);

  const hero = page.getByTestId("font-hero");
  await expect(hero).toHaveAttribute("data-font-family", cssName(font.fonts[0].familyName));
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(font.name);
  await expect(hero).toHaveAttribute("data-font-loaded", "true", { timeout: 20_000 });
  // Without document.fonts.check: the sections below the first screen are not laid out yet, so
  // their faces of the same font (covering these characters too) are not loaded yet either.
  await expectOwnFaces(hero.getByRole("heading", { level: 1 }), { requireCheck: false });
  await expectOwnFaces(hero.locator("figure span[aria-hidden=true]").filter({ hasText: /^永$/ }), { families: [cssName(font.fonts[0].familyName)], requireCheck: false });

  // The section is laid out, and its faces fetched, when it comes near the screen.
  await page.locator("#family").scrollIntoViewIfNeeded();
  const faces = page.locator("#family").getByTestId("family-face");
  await expect(faces).toHaveCount(font.fonts.length);
  expect(await faces.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-font-id"))))).toEqual(font.fonts.map((f) => f.id));
  await expect(faces.locator("p").first()).toHaveText(font.fonts[0].styleName);
  for (const face of await faces.all()) await expect(face).toHaveAttribute("data-font-loaded", "true", { timeout: 20_000 });
  // Each face's line in its own font: three different faces, each loaded.
  const families = font.fonts.map((f) => cssName(f.familyName));
  expect(new Set(families).size).toBe(3);
  await expectOwnFaces(faces.locator(":scope > p"), { families, min: 3 });
  await expect(faces.locator(":scope > p").first()).toContainText(font.name);

  // The toolbar's sample text reaches every face.
  await page.getByTestId("sample-text-input").fill("天地玄黄");
  await expect(faces.locator(":scope > p")).toHaveText(["天地玄黄", "天地玄黄", "天地玄黄"]);
  await expectOwnFaces(faces.locator(":scope > p"), { families, min: 3 });
});

test("the editor sets any text in the font, writes vertically, resizes, and saves a PNG", async ({ page, request }) => {
  const font = await wenkai(request);
  await openDetail(page, font);
  const editor = page.locator("#editor");
  const stage = editor.getByTestId("editor-stage");
  const family = cssName(font.fonts[0].familyName);

  const text = "春眠不觉晓，处处闻啼鸟";
  await editor.getByTestId("editor-input").fill(text);
  await expect(stage).toHaveText(text);
  await expect(stage).toHaveAttribute("data-font-loaded", "true");
  // The editor's first text (春江潮水连海平…) shares 春 and ， with this one: its loaded face stays
  // as it is while the new rule is added beside it (the preview sheet changes rule by rule).
  await expectOwnFaces(stage, { families: [family] });

  await expect(stage).toHaveCSS("writing-mode", "horizontal-tb");
  await editor.getByTestId("editor-vertical").click();
  await expect(editor.getByTestId("editor-vertical")).toHaveAttribute("aria-pressed", "true");
  await expect(stage).toHaveAttribute("data-writing-mode", "vertical");
  await expect(stage).toHaveCSS("writing-mode", "vertical-rl");
  // Vertical: the text runs down, so the stage's text is taller than wide.
  const runs = await stage.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });
  expect(runs.height).toBeGreaterThan(runs.width);

  const size = editor.getByTestId("editor-size");
  await expect(stage).toHaveCSS("font-size", "48px");
  await size.focus();
  for (let i = 0; i < 12; i++) await size.press("ArrowRight");
  await expect(stage).toHaveCSS("font-size", "60px");
  await expectOwnFaces(stage, { families: [family] });

  const downloaded = page.waitForEvent("download");
  await editor.getByTestId("editor-save-png").click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  expect(download.suggestedFilename()).toContain(font.name);
  const png = await fs.readFile((await download.path())!);
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), "a PNG file").toBe(true);
  expect(png.length).toBeGreaterThan(5_000);
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  expect(info.height, "a vertical picture is taller than wide").toBeGreaterThan(info.width);
  const ink = data.filter((v) => v < 128).length;
  expect(ink / data.length, "the picture has the text on it").toBeGreaterThan(0.01);
  await expect(toast(page, "图片已保存")).toBeVisible();
});

test("a face without every simplified character says its missing ones are drawn in a system font (cwTeX: no 黄)", async ({ page, request }) => {
  const list = (await (await request.get(`/web/api/font/getFontList?size=100&keyword=${encodeURIComponent("cwTeX 圆体")}`)).json()) as { data: { records: { id: number; name: string }[] } };
  const yen = list.data.records.find((r) => r.name === "cwTeX 圆体")!;
  await openDetail(page, await fontDetail(request, yen.id));
  await expect(page.getByTestId("preview-fallback-note")).toContainText("由系统字体代替显示");
  await expect(page.getByTestId("preview-fallback-note")).toContainText("GB 2312");

  // 霞鹜文楷 has them all: no note.
  await openDetail(page, await wenkai(request));
  await expect(page.getByTestId("preview-texts")).toBeVisible();
  await expect(page.getByTestId("preview-fallback-note")).toHaveCount(0);
});

test.describe("on a touch phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the image viewer's hint names what a finger can do, not a wheel or arrow keys", async ({ page, request }) => {
    const font = await wenkai(request);
    await openDetail(page, font);
    await page.locator("#images").getByTestId("specimen-thumb").first().tap();
    const hint = page.getByTestId("lightbox").getByTestId("lightbox-hint");
    await expect(hint).toBeVisible();
    const shown = (await hint.innerText()).trim();
    expect(shown).toBe("双击或点 + − 缩放 · 拖动平移 · 左右滑动切换");
  });
});

test("the image viewer opens a specimen in the lightbox and zooms", async ({ page, request }) => {
  const font = await wenkai(request);
  expect(font.specimens.length).toBeGreaterThan(0);
  await openDetail(page, font);
  const thumbs = page.locator("#images").getByTestId("specimen-thumb");
  await expect(thumbs).toHaveCount(font.specimens.length);
  await thumbs.first().click();

  const lightbox = page.getByTestId("lightbox");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByTestId("lightbox-counter")).toHaveText(`1 / ${font.specimens.length}`);
  const image = lightbox.getByTestId("lightbox-image");
  await expect(image).toHaveAttribute("src", font.specimens[0].url);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(font.specimens[0].width);
  await expect(lightbox.getByTestId("lightbox-zoom")).toHaveText("100%");
  const before = (await image.boundingBox())!;

  await lightbox.getByTestId("lightbox-zoom-in").click();
  await expect(lightbox.getByTestId("lightbox-zoom")).not.toHaveText("100%");
  const zoom = Number((await lightbox.getByTestId("lightbox-zoom").textContent())!.replace("%", ""));
  expect(zoom).toBeGreaterThan(100);
  await expect.poll(async () => (await image.boundingBox())!.width).toBeCloseTo((before.width * zoom) / 100, -1);

  if (font.specimens.length > 1) {
    await lightbox.getByTestId("lightbox-next").click();
    await expect(lightbox.getByTestId("lightbox-counter")).toHaveText(`2 / ${font.specimens.length}`);
    await expect(lightbox.getByTestId("lightbox-zoom")).toHaveText("100%");
  }
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
});

test("the info section shows coverage and the licence section its text; a hash scrolls to its section", async ({ page, request }) => {
  const font = await wenkai(request);
  await openDetail(page, font, "#license");

  // The hash: the licence section in view, its heading below the sticky bars.
  const heading = page.locator("#license-title");
  await expect(heading).toBeInViewport();
  const nav = (await page.getByTestId("section-nav").boundingBox())!;
  const top = (await heading.boundingBox())!;
  expect(top.y, "the heading is not hidden under the sticky navigation").toBeGreaterThanOrEqual(nav.y + nav.height - 1);

  const license = page.locator("#license");
  await expect(license.getByTestId("license-name")).toHaveText(font.licenseName || font.licenseLabel);
  await expect(license.getByTestId("license-text")).toContainText("SIL Open Font License");
  await expect(license.getByTestId("license-text")).toContainText(font.licenseText.trim().split("\n")[0]);

  const info = page.locator("#info");
  await info.scrollIntoViewIfNeeded();
  const gb2312 = info.getByTestId("coverage-gb2312");
  await expect(gb2312).toHaveAttribute("data-count", "6763");
  await expect(gb2312).toHaveAttribute("data-total", "6763");
  await expect(gb2312).toContainText("GB 2312");
  await expect(gb2312).toContainText(/6,763\s*\/\s*6,763\s*100%/);
  await expect(info.getByTestId("font-info-table")).toContainText(font.fonts[0].postscriptName);
  await expect(info.getByTestId("font-info-table")).toContainText("TTF");

  // The licence badge in the hero links to the section as well.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId("license-badge").click();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/#license$/);
});

test("a hash target stays in view while the character grid above it fills in", async ({ page, request }) => {
  const font = await wenkai(request);
  // The grid's answer comes late, as on a slow line: it then grows the page above the licence by
  // tens of thousands of pixels, after the scroll to the hash.
  await page.route(/\/fontInformation\/\d+\/chars/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await openDetail(page, font, "#license");
  await expect(page.getByTestId("glyph-view")).toHaveAttribute("data-state", "ready", { timeout: 15_000 });
  const heading = page.locator("#license-title");
  await expect(heading).toBeInViewport();
  const nav = (await page.getByTestId("section-nav").boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(nav.y + nav.height - 1);
});

test("the section navigation highlights the section being read", async ({ page, request }) => {
  const font = await wenkai(request);
  const current = page.getByTestId("section-nav").locator('[aria-current="location"]');
  // Opened at a section: its link is highlighted from the first reading, before any scroll.
  await openDetail(page, font, "#license");
  await expect(current).toHaveAttribute("data-section", "license");

  // In the hero, above the first section, nothing is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(current).toHaveCount(0);

  await page.evaluate(() => document.getElementById("family")!.scrollIntoView());
  await expect(current).toHaveAttribute("data-section", "family");

  // At the very bottom the last section counts, however short.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(current).toHaveAttribute("data-section", "video");
});

test("on a phone, each link of the section navigation brings its section's heading under the bars", async ({ page, request }) => {
  // The sections below the first screen are laid out only when they come near (defer-render):
  // a jump must not land where their placeholder heights put the section.
  await page.setViewportSize({ width: 412, height: 823 });
  await openDetail(page, await wenkai(request));
  const nav = page.getByTestId("section-nav");
  for (const id of ["family", "info", "webfont", "preview", "video", "editor"]) {
    await nav.locator(`a[data-section="${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect
      .poll(async () => {
        const bar = (await nav.boundingBox())!;
        const heading = (await page.locator(`#${id}-title`).boundingBox())!;
        return Math.round(heading.y - (bar.y + bar.height));
      }, { message: `#${id}'s heading just under the navigation` })
      .toBeGreaterThanOrEqual(0);
    const bar = (await nav.boundingBox())!;
    const heading = (await page.locator(`#${id}-title`).boundingBox())!;
    expect(heading.y - (bar.y + bar.height), `#${id}'s heading just under the navigation`).toBeLessThan(120);
  }
});

test("加入对比 and 移除对比 toggle the font in the compare list", async ({ page, request }) => {
  const font = await wenkai(request);
  await openDetail(page, font);
  const compare = page.getByTestId("font-hero").getByTestId("compare-button");
  await expect(compare).toHaveText("加入对比");
  await compare.click();
  await expect(toast(page, "添加对比成功")).toBeVisible();
  await expect(compare).toHaveText("移除对比");
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  // The main face in the family list says so too.
  await expect(page.locator("#family").getByTestId("face-compare-button").first()).toHaveText("移除对比");

  await compare.click();
  await expect(toast(page, "移除对比成功")).toBeVisible();
  await expect(compare).toHaveText("加入对比");
  await expect(compare).toHaveAttribute("aria-pressed", "false");
});

test("downloading signed out opens the login dialog", async ({ page, request }) => {
  const font = await wenkai(request);
  await openDetail(page, font);
  let asked = false;
  page.on("request", (req) => {
    if (new URL(req.url()).pathname === "/web/api/font/get-download-url") asked = true;
  });
  await page.getByTestId("font-hero").getByTestId("download-button").click();
  await expect(page.getByRole("dialog", { name: "登录" })).toBeVisible();
  await expect(toast(page, "请先登录后再下载字体")).toBeVisible();
  await expect(page.getByTestId("font-agreement-dialog")).toHaveCount(0);
  expect(asked, "no download URL is asked for signed out").toBe(false);
});

test("downloading signed in: the agreement once, the original file, and the history lists it", async ({ page, context, request }) => {
  const font = await wenkai(request);
  const main = font.fonts[0];
  // A fresh account: the agreement is accepted once per account, so it must not be accepted yet.
  const user = await registerUser(request);
  await context.addCookies([{ name: "token", value: user.token, url: `${E2E_BASE_URL}/` }]);
  const errors = collectErrors(page);
  const urlAnswers: number[] = [];
  page.on("response", (res) => {
    if (new URL(res.url()).pathname === "/web/api/font/get-download-url") urlAnswers.push(res.status());
  });
  await openDetail(page, font);

  await page.getByTestId("font-hero").getByTestId("download-button").click();
  const agreement = page.getByTestId("font-agreement-dialog");
  await expect(agreement).toBeVisible();
  // The agreement comes first: no download URL was asked for (and refused) before it.
  expect(urlAnswers).toEqual([]);
  await expect(page.getByTestId("agreement-confirm")).toBeDisabled();
  await agreement.getByTestId("agreement-checkbox").check();
  await expect(page.getByTestId("agreement-confirm")).toBeEnabled();
  const downloaded = page.waitForEvent("download");
  await page.getByTestId("agreement-confirm").click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/\.ttf$/);
  expect(download.url()).toMatch(new RegExp(`/api/v1/web/${main.id}/download\\?`));
  const file = await fs.stat((await download.path())!);
  const info = (await (await request.get(`/api/v1/web/search/fontInformation/${main.id}`)).json()) as { data: { fileSize: number } };
  expect(file.size, "the whole original file").toBe(info.data.fileSize);
  await expect(agreement).toBeHidden();

  const history = await request.get("/web/api/account/download/history", { headers: { "X-Access-Token": user.token } });
  expect(history.status()).toBe(200);
  const body = (await history.json()) as { code: string; data: { total: number; records: { fontId: number; familyId: number }[] } };
  expect(body.code).toBe("200");
  expect(body.data.total).toBe(1);
  expect(body.data.records[0]).toMatchObject({ fontId: main.id, familyId: font.id });

  // Accepted once: the next download starts without the dialog.
  const again = page.waitForEvent("download");
  await page.getByTestId("font-hero").getByTestId("download-button").click();
  const second = await again;
  expect(second.suggestedFilename()).toMatch(/\.ttf$/);
  await expect(agreement).toHaveCount(0);
  await second.cancel();

  // Another visit knows it from the user info: still no dialog, and never a refused call.
  await openDetail(page, font);
  const third = page.waitForEvent("download");
  await page.getByTestId("font-hero").getByTestId("download-button").click();
  await (await third).cancel();
  await expect(agreement).toHaveCount(0);
  expect(urlAnswers).toEqual([200, 200, 200]);
  expect(errors).toEqual([]);
});

test("the case and video sections show the seed cases and videos that name the family", async ({ page, request }) => {
  const font = await wenkai(request);
  // Expected straight from the seed content, not from the page's own call.
  const seedCases = JSON.parse(await fs.readFile("content/cases.json", "utf8")) as { title: string; fonts: string[] }[];
  const seedVideos = JSON.parse(await fs.readFile("content/videos.json", "utf8")) as { title: string; font: string }[];
  const cases = seedCases.filter((c) => c.fonts.includes(font.name)).map((c) => c.title);
  const videos = seedVideos.filter((v) => v.font === font.name).map((v) => v.title);
  expect(cases.length, "the seed names 霞鹜文楷 in some cases").toBeGreaterThan(0);
  expect(videos.length, "and in a video").toBeGreaterThan(0);
  await openDetail(page, font, "#case");

  const caseCards = page.getByTestId("font-cases").locator("a");
  await expect(caseCards).toHaveCount(Math.min(cases.length, 8));
  for (const title of cases.slice(0, 8)) await expect(page.getByTestId("font-cases").getByText(title, { exact: true })).toBeVisible();
  for (const href of await caseCards.evaluateAll((els) => els.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/case\?id=\d+$/);
  // The covers load lazily once near the viewport.
  await expect(page.getByTestId("font-cases").locator("[data-state]").first()).toHaveAttribute("data-state", "loaded", { timeout: 15_000 });

  const videoCards = page.getByTestId("font-videos").locator("a");
  await expect(videoCards).toHaveCount(videos.length);
  await videoCards.first().scrollIntoViewIfNeeded();
  await expect(page.getByTestId("font-videos").locator("[data-state]").first()).toHaveAttribute("data-state", "loaded", { timeout: 15_000 });
  await expect(videoCards.first()).toHaveAttribute("href", /^\/video\/\d+$/);

  // A card opens its item: the case in the viewer, the video on its page.
  const firstCase = (await caseCards.first().locator("span.line-clamp-1").textContent()) ?? "";
  expect(cases).toContain(firstCase);
  await caseCards.first().click();
  await expect(page).toHaveURL(/\/case\?id=\d+$/);
  await expect(page.getByTestId("case-viewer")).toBeVisible();
  await expect(page.getByRole("dialog", { name: firstCase })).toBeVisible();

  await page.goBack();
  await page.getByTestId("font-videos").locator("a").first().click();
  await expect(page).toHaveURL(/\/video\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(videos[0]);
});
