/**
 * Finding fonts by text, the glyph view, what a licence lets you do, the shared comparison and the
 * page-cost adviser, in Chromium. Each test also leaves screenshots at 1280 and 390 px in
 * test-results/find/ to be looked at.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_BASE_URL } from "./fixtures/env";
import { fontDetail, fontList, wenkaiFamily } from "./fixtures/fonts";
import { waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";
import type { FontChars } from "#contract/fonts";
import { PERMISSION_KEYS } from "#contract/licenses";

const NAMES = "张𠮷 李堃 王喆 陈玥 刘昇";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Screenshots of the current page at 1280 and 390 px wide, with `ready` waited for at each width. */
async function shoot(page: Page, name: string, ready?: () => Promise<void>, scroll?: () => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 1000 : 844 });
    await scroll?.();
    await ready?.();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/find/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

/** Serious or critical axe violations inside `selector` (the parts these features add, in their loaded state). */
async function axeProblems(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  const body = await res.json();
  expect(res.status(), body.msg).toBe(200);
  return body.data as T;
}

test("能写出这段文字: a rare name keeps the fonts that have every character; 显示全部 marks what each lacks; 字集 filters by standard", async ({ page, request }) => {
  test.setTimeout(90_000);
  const all = await fontList(request, { size: 50, text: NAMES, cover: "any" });
  const able = await fontList(request, { size: 50, text: NAMES });
  expect(able.total).toBeGreaterThan(0);
  expect(able.total).toBeLessThan(all.total);

  await open(page, "/font?size=48");
  await page.getByTestId("find-text").fill(NAMES);
  await expect(page).toHaveURL(/[?&]text=/);
  await expect(page.getByTestId("font-total")).toContainText(`共 ${able.total} 款字体能写出这 10 个字`);
  await expect(page.getByTestId("font-row")).toHaveCount(able.total);
  // The previews render the typed text.
  await expect(page.getByTestId("font-preview").first()).toContainText("张𠮷 李堃");
  await expect(page.getByTestId("font-preview").first()).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  await shoot(page, "text-filter");

  await page.getByTestId("find-cover").getByRole("button", { name: "显示全部并标出缺字" }).click();
  await expect(page).toHaveURL(/cover=any/);
  await expect(page.getByTestId("font-row")).toHaveCount(Math.min(48, all.total));
  for (const record of all.records.slice(0, 12)) {
    const row = page.locator(`[data-testid=font-row][data-font-id="${record.id}"]`);
    await expect(row.getByTestId("missing-chars")).toHaveAttribute("data-count", String(record.missingChars!.length));
    for (const char of record.missingChars!.slice(0, 3)) await expect(row.getByTestId("missing-chars")).toContainText(char);
  }
  // (The previews' own loading grey is the list's, not this feature's: only its parts are checked.)
  expect(await axeProblems(page, "[data-testid=find-panel]")).toEqual([]);
  expect(await axeProblems(page, "[data-testid=missing-chars]")).toEqual([]);
  await shoot(page, "text-filter-any", undefined, async () => {
    const lacking = all.records.find((r) => r.missingChars!.length > 0)!;
    await page.locator(`[data-testid=font-row][data-font-id="${lacking.id}"]`).scrollIntoViewIfNeeded();
  });

  // A text no font can write says so and offers the other form.
  await open(page, `/font?text=${encodeURIComponent("𠮷𪚥龘靐齉𠀀")}`);
  await expect(page.getByTestId("font-empty")).toHaveAttribute("data-reason", "no-match");
  await page.getByRole("link", { name: "显示全部并标出缺字" }).click();
  await expect(page.getByTestId("missing-chars").first()).toBeVisible();

  await open(page, "/font?size=48");
  await page.getByTestId("find-standards").locator('[data-value="tygf3"]').click();
  await expect(page).toHaveURL(/standard=tygf3/);
  const tygf3 = await fontList(request, { size: 50, standard: "tygf3" });
  await expect(page.getByTestId("font-row")).toHaveCount(tygf3.total);
  await page.getByTestId("find-commercial").click();
  await expect(page).toHaveURL(/commercial=1/);
});

test("字符: the glyph view groups a face's characters by standard, marks what it lacks, loads glyphs as they scroll in, and shows one large with its code point", async ({ page, request }) => {
  test.setTimeout(90_000);
  // cwTeX 明体 is a traditional-Chinese font: it lacks much of 通用规范 一级.
  const { records } = await fontList(request, { keyword: "cwTeX 明体" });
  const ming = records[0];
  const chars = await apiData<FontChars>(request, `/api/v1/web/search/fontInformation/${ming.fontGNo}/chars`);
  const level1 = chars.groups.find((g) => g.key === "tygf1")!;
  expect(level1.missing.length).toBeGreaterThan(0);

  await open(page, `/font/${ming.id}#chars`);
  const view = page.getByTestId("glyph-view");
  await expect(view).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  const header = page.locator('[data-testid=glyph-group][data-key="tygf1"]');
  await expect(header).toHaveAttribute("data-missing", String(Array.from(level1.missing).length));
  await expect(header).toHaveAttribute("data-total", "3500");
  // Not every cell is in the page: the grid is virtualised.
  expect(await page.getByTestId("glyph").count()).toBeLessThan(chars.total);
  const firstMissing = Array.from(level1.missing)[0].codePointAt(0)!;
  await expect(page.locator(`[data-testid=glyph][data-cp="${firstMissing}"]`)).toHaveAttribute("data-missing", "true");

  // The visible glyphs are set in the face's own subsets.
  const present = Array.from(level1.chars)[0];
  await expect
    .poll(() => page.evaluate((c) => [...document.fonts].some((f) => f.family.includes(`cu-glyphs-`) && f.status === "loaded") && document.fonts.check(`26px "cu-glyphs-${c.id}"`, c.char), { id: ming.fontGNo, char: present }), { timeout: 20_000 })
    .toBe(true);
  await shoot(
    page,
    "glyph-view",
    async () => {
      await expect(view).toHaveAttribute("data-state", "ready");
    },
    () => page.evaluate(() => document.getElementById("chars")?.scrollIntoView()),
  );

  expect(await axeProblems(page, "#chars")).toEqual([]);
  // Scrolling far down draws other rows (and asks for their glyphs).
  const big5 = page.locator('[data-testid=glyph-group][data-key="big5"]');
  await big5.scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-testid=glyph][data-cp="${Array.from(chars.groups.find((g) => g.key === "big5")!.chars)[0].codePointAt(0)}"]`)).toBeVisible();

  // …and the rows scrolled away leave the page; scrolling back draws them again.
  await expect(page.locator(`[data-testid=glyph][data-cp="${present.codePointAt(0)}"]`)).toHaveCount(0);
  await header.scrollIntoViewIfNeeded();
  await page.locator(`[data-testid=glyph][data-cp="${present.codePointAt(0)}"]`).click();
  const dialog = page.getByTestId("glyph-dialog");
  await expect(dialog).toHaveAttribute("data-cp", String(present.codePointAt(0)));
  await expect(dialog).toContainText(`U+${present.codePointAt(0)!.toString(16).toUpperCase()}`);
  await shoot(page, "glyph-dialog");
});

test("授权: every permission of the licence with its condition, and the download agreement names the licence", async ({ page, request, context, signIn }) => {
  test.setTimeout(60_000);
  const { records } = await fontList(request, { keyword: "文泉驿正黑" });
  const detail = await fontDetail(request, records[0].id);
  await open(page, `/font/${detail.id}#license`);
  const table = page.getByTestId("license-permissions");
  for (const key of PERMISSION_KEYS) {
    const row = table.getByTestId(`permission-${key}`);
    await expect(row).toHaveAttribute("data-value", detail.permissions[key]);
    await expect(row).toContainText(detail.permissions.conditions[key]);
  }
  await expect(table.getByTestId("permission-reserved")).toBeVisible();
  expect(await axeProblems(page, "#license")).toEqual([]);
  await shoot(page, "license", undefined, () => table.scrollIntoViewIfNeeded());

  await signIn(context);
  await open(page, `/font/${detail.id}`);
  await page.getByTestId("download-button").click();
  await expect(page.getByTestId("agreement-license")).toContainText(detail.licenseName);
  await shoot(page, "agreement");
});

test("a comparison shared by link opens for anyone, in a fresh browser without an account, and its PDF takes the same parameters", async ({ page, context, request, browser, signIn }) => {
  test.setTimeout(90_000);
  await signIn(context);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
  const { records } = await fontList(request, { size: 3 });
  const entries = records.map((r) => ({ id: r.fontGNo, fontGNo: r.fontGNo, familyId: r.id, name: r.name, familyName: r.familyName }));
  await open(page, "/font");
  await page.evaluate((list) => localStorage.setItem("compareFonts", JSON.stringify(list)), entries);
  await open(page, `/user/compare?text=${encodeURIComponent(NAMES)}&size=40&lh=1.8`);
  await expect(page.getByTestId("compare-item")).toHaveCount(3);
  await page.getByTestId("compare-share").click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${E2E_BASE_URL}/pdf/compare\\?fonts=${entries.map((e) => e.id).join(",")}&`));

  const stranger = await browser.newContext({ locale: "zh-CN" });
  try {
    const other = await stranger.newPage();
    await other.goto(link);
    await waitForHydration(other);
    const sheet = other.getByTestId("print-sheet");
    await expect(sheet).toHaveAttribute("data-shared", "true");
    await expect(other.getByTestId("print-item")).toHaveCount(3);
    for (const e of entries) await expect(sheet).toContainText(e.name);
    await expect(sheet).toContainText("字号 40px");
    await expect(sheet).toContainText("行高 1.8");
    await expect(sheet).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
    const pdf = await other.getByTestId("pdf-download").getAttribute("href");
    expect(new URL(pdf!, E2E_BASE_URL).search).toBe(new URL(link).search);
    const res = await other.request.get(pdf!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    await shoot(other, "share", async () => {
      await expect(sheet).toHaveAttribute("data-ready", "true");
    });
  } finally {
    await stranger.close();
  }
});

test("在网页中使用: the page-cost adviser compares slices, a text= subset and the whole file, and gives the embed code of the choice", async ({ page, request }) => {
  test.setTimeout(90_000);
  const family = await wenkaiFamily(request);
  await open(page, `/font/${family.id}#webfont`);
  const adviser = page.getByTestId("page-cost");
  await adviser.scrollIntoViewIfNeeded();
  await page.getByTestId("page-cost-input").fill("共创字库 · 让每一种字体都被看见\n首页　字体　案例　关于我们\n天地玄黄，宇宙洪荒。");
  await page.getByTestId("page-cost-run").click();
  const slices = page.getByTestId("page-cost-slices");
  await expect(slices).toHaveAttribute("data-bytes", /^[1-9]\d*$/, { timeout: 30_000 });
  const bytes = async (way: string) => Number(await page.getByTestId(`page-cost-${way}`).getAttribute("data-bytes"));
  expect(await bytes("text")).toBeLessThan(await bytes("slices"));
  expect(await bytes("slices")).toBeLessThan(await bytes("whole"));
  await page.getByTestId("page-cost-slices").click();
  await expect(page.getByTestId("page-cost-embed")).toContainText("/css2?family=");
  await expect(page.getByTestId("page-cost-embed")).not.toContainText("text=");
  await page.getByTestId("page-cost-input").click();
  await page.getByRole("radio", { name: /只含这些字/ }).click();
  await expect(page.getByTestId("page-cost-embed")).toContainText("text=");
  await page.getByRole("radio", { name: /整个字体文件/ }).click();
  await expect(page.getByTestId("page-cost-embed")).toContainText("@font-face");
  await page.getByRole("radio", { name: /按需切片/ }).click();
  expect(await axeProblems(page, "[data-testid=page-cost]")).toEqual([]);
  await shoot(page, "page-cost", undefined, () => adviser.scrollIntoViewIfNeeded());
});
