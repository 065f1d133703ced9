/**
 * /font on the real catalogue: the table is the default form, every
 * row previews in its own font through ONE batched subset call per page view, the toolbar's
 * sample text re-renders every preview (one more batched call, debounced), the card and sticky
 * forms work and are remembered, keyword and category filter through the URL, pages move.
 */
import type { Page } from "@playwright/test";
import { waitForHydration } from "./fixtures/helpers";
import { cssName, expectOwnFaces, fontList, previewTexts, settle, watchSubsetCalls } from "./fixtures/fonts";
import { expect, test } from "./fixtures/test";

const list = (page: Page) => page.getByTestId("font-list");
const rows = (page: Page) => list(page).getByTestId("font-row");
const total = (page: Page) => page.getByTestId("font-total");

/** The family ids of the rows shown, in order. */
const rowIds = (page: Page) => rows(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-font-id"))));

test("the table is the default form and every row previews in its own font, from one batched call", async ({ page, request }) => {
  const expected = await fontList(request, { current: 1, size: 24 });
  expect(expected.total, "the demo catalogue has fonts").toBeGreaterThan(24);
  const calls = watchSubsetCalls(page);

  await page.goto("/font");
  await waitForHydration(page);
  await expect(list(page)).toHaveAttribute("data-list-layout", "Table");
  await expect(page.getByTestId("layout-switch").locator('[data-layout-option="Table"]')).toHaveAttribute("aria-pressed", "true");
  await expect(total(page)).toHaveText(`共 ${expected.total} 款字体`);
  await expect(rows(page)).toHaveCount(expected.records.length);
  expect(await rowIds(page)).toEqual(expected.records.map((r) => r.id));

  // Each row's preview names its own face and, once ready, shows the font's name in it.
  const previews = list(page).getByTestId("font-preview");
  await expect(previews).toHaveCount(expected.records.length);
  expect(await previews.evaluateAll((els) => els.map((el) => el.getAttribute("data-font-family")))).toEqual(expected.records.map((r) => cssName(r.familyName)));
  for (const preview of await previews.all()) await expect(preview).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  await expect(previewTexts(list(page))).toHaveText(expected.records.map((r) => r.name));
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });

  // The faces come from the subset service: one rule per font, a content-addressed WOFF2 with the page's timestamp.
  // The rules are inserted through the CSSOM (one by one), so read them from the sheet, not the element's text.
  const sheet = await page.evaluate(() =>
    [...((document.getElementById("cu-preview-fonts") as HTMLStyleElement).sheet?.cssRules ?? [])].map((r) => r.cssText).join("\n"),
  );
  for (const r of expected.records.slice(0, 5)) {
    expect(sheet, `an @font-face rule for ${r.familyName}`).toMatch(
      new RegExp(`font-family: "?${cssName(r.familyName)}"?;\\s*src: url\\("/files/subsets/[0-9a-f]{64}\\.woff2\\?t=\\d+"\\) format\\("woff2"\\)`),
    );
  }

  // Exactly one subset call for the page view, holding every row (its main face and name).
  await settle(page);
  expect(calls, "POST /webfont/http calls for one view of /font").toHaveLength(1);
  expect(calls[0].items).toEqual(expected.records.map((r) => ({ gno: String(r.fontGNo), text: r.name })));
});

test("sample text from the toolbar re-renders every preview in its own font with one more batched call", async ({ page, request }) => {
  const expected = await fontList(request, { current: 1, size: 24 });
  const calls = watchSubsetCalls(page);
  await page.goto("/font");
  await waitForHydration(page);
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });
  await settle(page);
  expect(calls).toHaveLength(1);

  const sample = "永和九年，岁在癸丑";
  const input = page.getByTestId("font-toolbar").getByTestId("sample-text-input");
  // Typed a character at a time, faster than the 300 ms debounce: one call for the whole text.
  await input.pressSequentially(sample, { delay: 60 });
  await expect(previewTexts(list(page))).toHaveText(expected.records.map(() => sample));
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });
  await settle(page);
  // Nine key presses, one batched call for the whole text. On a busy machine a gap between two
  // presses can outlast the debounce (CI once saw three calls: after "，", "癸" and "丑"), so a
  // call per pause is allowed, never one per character; the last is always the whole text.
  const typed = calls.slice(1);
  expect(typed.length, "batched calls after typing nine characters").toBeGreaterThanOrEqual(1);
  expect(typed.length, "batched calls after typing nine characters").toBeLessThanOrEqual(3);
  expect(typed.at(-1)!.items).toEqual(expected.records.map((r) => ({ gno: String(r.fontGNo), text: sample })));

  // A bigger size reaches every preview.
  const size = page.getByTestId("sample-size");
  await size.focus();
  for (let i = 0; i < 12; i++) await size.press("ArrowRight");
  await expect(page.getByTestId("font-toolbar").locator("output")).toHaveText("60px");
  await expect(list(page).getByTestId("font-preview").first()).toHaveCSS("font-size", "60px");

  // Clearing the text goes back to each font's own name (already loaded: no new call).
  await page.getByRole("button", { name: "清空预览文字" }).click();
  await expect(previewTexts(list(page))).toHaveText(expected.records.map((r) => r.name));
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });
});

test("the card and sticky forms preview in their own fonts, and the choice survives a reload", async ({ page, request }) => {
  const expected = await fontList(request, { current: 1, size: 24 });
  const calls = watchSubsetCalls(page);
  await page.goto("/font");
  await waitForHydration(page);
  const switcher = page.getByTestId("layout-switch");

  await switcher.locator('[data-layout-option="Card"]').click();
  await expect(list(page)).toHaveAttribute("data-list-layout", "Card");
  await expect(switcher.locator('[data-layout-option="Card"]')).toHaveAttribute("aria-pressed", "true");
  await expect(list(page).locator("ul > li[data-testid=font-row]")).toHaveCount(expected.records.length);
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });

  await switcher.locator('[data-layout-option="Sticky"]').click();
  await expect(list(page)).toHaveAttribute("data-list-layout", "Sticky");
  await expect(list(page).locator("table tr[data-testid=font-row]")).toHaveCount(expected.records.length);
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });
  // Same rows, same faces: switching forms asks the subset service for nothing new.
  await settle(page);
  expect(calls).toHaveLength(1);

  await page.reload();
  await waitForHydration(page);
  await expect(list(page)).toHaveAttribute("data-list-layout", "Sticky");
  await expect(switcher.locator('[data-layout-option="Sticky"]')).toHaveAttribute("aria-pressed", "true");
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });

  await switcher.locator('[data-layout-option="Table"]').click();
  await expect(list(page)).toHaveAttribute("data-list-layout", "Table");
  await page.reload();
  await waitForHydration(page);
  await expect(list(page)).toHaveAttribute("data-list-layout", "Table");
});

test("a keyword filters the list through the URL", async ({ page, request }) => {
  const all = await fontList(request);
  const expected = await fontList(request, { keyword: "文楷" });
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);

  await page.goto("/font");
  await waitForHydration(page);
  await expect(total(page)).toHaveText(`共 ${all.total} 款字体`);
  await page.getByTestId("font-keyword").fill("文楷");
  await expect.poll(() => new URL(page.url()).searchParams.get("keyword")).toBe("文楷");
  await expect(total(page)).toHaveText(`共 ${expected.total} 款字体`);
  await expect(rows(page).getByTestId("font-name")).toHaveText(expected.records.map((r) => r.name));
  await expect(rows(page).getByTestId("font-name")).toContainText(["霞鹜文楷"]);
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });

  // The filtered list is a link: opened afresh, the server renders the same.
  await page.goto(`/font?keyword=${encodeURIComponent("文楷")}`);
  await expect(total(page)).toHaveText(`共 ${expected.total} 款字体`);
  await expect(page.getByTestId("font-keyword")).toHaveValue("文楷");

  // No match: says so.
  await page.getByTestId("font-keyword").fill("没有这种字体名");
  await expect(page.getByTestId("font-empty")).toHaveAttribute("data-reason", "no-match");
});

test("a category chip filters the list through the URL", async ({ page, request }) => {
  const all = await fontList(request);
  await page.goto("/font");
  await waitForHydration(page);
  const chip = page.getByTestId("font-filters").locator('a[data-filter="category"]').filter({ hasText: /^楷体$/ });
  const value = await chip.getAttribute("data-value");
  expect(value, "the 楷体 chip carries its dictionary number").toMatch(/^\d+$/);
  const expected = await fontList(request, { category: value!, size: 24 });
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);

  await chip.click();
  await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBe(value);
  await expect(chip).toHaveAttribute("aria-current", "true");
  await expect(total(page)).toHaveText(`共 ${expected.total} 款字体`);
  await expect(rows(page)).toHaveCount(expected.records.length);
  for (const row of await rows(page).all()) await expect(row).toContainText("楷体");
  await expectOwnFaces(previewTexts(list(page)), { min: expected.records.length });

  // The active chip links back to the whole list.
  await chip.click();
  await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBeNull();
  await expect(total(page)).toHaveText(`共 ${all.total} 款字体`);
});

test("a category no dictionary entry names says why on the page, not as a server error", async ({ page }) => {
  // The font service refuses the filter; the loader, in the pages' own bundle, must still know
  // the refusal for what it is (contract/errors.ts) and show it instead of failing the page.
  const response = await page.goto("/font?category=999");
  expect(response?.status()).toBe(200);
  const empty = page.getByTestId("font-empty");
  await expect(empty).toHaveAttribute("data-reason", "error");
  await expect(empty).toContainText("字体分类不存在: 999");
  await expect(empty.getByRole("link", { name: "清除筛选" })).toHaveAttribute("href", "/font");
});

test("pagination moves to the next page, previewed in its own fonts", async ({ page, request }) => {
  const first = await fontList(request, { current: 1, size: 24 });
  const second = await fontList(request, { current: 2, size: 24 });
  expect(second.records.length, "a second page").toBeGreaterThan(0);
  const calls = watchSubsetCalls(page);

  await page.goto("/font");
  await waitForHydration(page);
  const pager = page.getByRole("navigation", { name: "分页" });
  await expect(pager).toContainText(`共 ${first.total} 条`);
  await expect(pager.locator("select")).toHaveValue("24");
  await expectOwnFaces(previewTexts(list(page)), { min: first.records.length });

  await pager.getByRole("button", { name: "第 2 页" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("current")).toBe("2");
  await expect(pager.getByRole("button", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => rowIds(page)).toEqual(second.records.map((r) => r.id));
  await expectOwnFaces(previewTexts(list(page)), { min: second.records.length });
  // One call per page view: the first page's, then the second's.
  await settle(page);
  expect(calls).toHaveLength(2);
  expect(calls[1].items.map((i) => i.gno)).toEqual(second.records.map((r) => String(r.fontGNo)));

  await pager.getByRole("button", { name: "上一页" }).click();
  await expect.poll(() => rowIds(page)).toEqual(first.records.map((r) => r.id));

  // 12 a page: three pages (or more).
  await pager.locator("select").selectOption("12");
  await expect.poll(() => new URL(page.url()).searchParams.get("size")).toBe("12");
  await expect(rows(page)).toHaveCount(12);
  await expect(pager.getByRole("button", { name: `第 ${Math.ceil(first.total / 12)} 页` })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Rows whose ♡ or 对比 button overlaps the row's preview (boxes intersecting), by font id. */
  async function coveredPreviews(scope: ReturnType<Page["locator"]> | Page) {
    return scope.getByTestId("font-row").evaluateAll((cards) =>
      cards
        .filter((card) => {
          const preview = card.querySelector("[data-testid=font-preview]")!.getBoundingClientRect();
          return [...card.querySelectorAll("[data-testid=favorite-button], [data-testid=compare-toggle]")].some((button) => {
            const b = button.getBoundingClientRect();
            return b.left < preview.right && b.right > preview.left && b.top < preview.bottom && b.bottom > preview.top;
          });
        })
        .map((card) => card.getAttribute("data-font-id")),
    );
  }

  test("♡ and 对比 never cover a preview (home cards, /font cards), and 对比 stays on one line in 对照", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const featured = page.getByTestId("featured-fonts");
    await expect(featured.getByTestId("font-row").first()).toBeVisible();
    expect(await coveredPreviews(featured)).toEqual([]);
    await expect(featured.getByTestId("compare-toggle").first()).toBeVisible();

    await page.goto("/font");
    await waitForHydration(page);
    const switcher = page.getByTestId("layout-switch");
    await switcher.locator('[data-layout-option="Card"]').click();
    await expect(list(page)).toHaveAttribute("data-list-layout", "Card");
    expect(await coveredPreviews(list(page))).toEqual([]);

    await switcher.locator('[data-layout-option="Sticky"]').click();
    await expect(list(page)).toHaveAttribute("data-list-layout", "Sticky");
    const toggles = list(page).getByTestId("compare-toggle");
    await expect(toggles.first()).toBeVisible();
    // One line of text: the label's text node has one box, and the button stays inside its column.
    const wrapped = await toggles.evaluateAll((buttons) =>
      buttons
        .filter((button) => {
          const text = [...button.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())!;
          const range = document.createRange();
          range.selectNodeContents(text);
          const column = button.closest("th")!.getBoundingClientRect();
          return range.getClientRects().length !== 1 || button.getBoundingClientRect().right > column.right;
        })
        .map((button) => button.getAttribute("data-font-id")),
    );
    expect(wrapped).toEqual([]);
  });
});

test("rows are lean: few elements, short classes, icons drawn by the stylesheet", async ({ page, request }) => {
  // The HTML as the server sends it: what every visitor downloads, parses, lays out and hydrates
  // for 24 rows (docs/decisions/031).
  const html = await (await request.get("/font")).text();
  const rowsHtml = html.split(/(?=<li data-testid="font-row")/).slice(1, -1);
  expect(rowsHtml.length).toBeGreaterThan(5);
  for (const row of rowsHtml) {
    expect(row.length, row.slice(0, 80)).toBeLessThan(3_800);
    expect(row).not.toContain("<svg");
  }
  // Each standard mark is one pill (up to five); everything else of a row — name, chips, the two
  // buttons, small print, the preview with its specimen, the four columns — is at most 21
  // elements (it was 37).
  const counts = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return [...doc.querySelectorAll('[data-testid="font-row"]')].map((row) => ({
      id: row.getAttribute("data-font-id"),
      beside: row.querySelectorAll("*").length + 1 - row.querySelectorAll(".row-standard").length,
    }));
  }, html);
  expect(counts).toHaveLength(24);
  expect(counts.filter((row) => row.beside > 21)).toEqual([]);

  await page.goto("/font");
  await waitForHydration(page);
  // Each button of a row draws its icon (its ::before, masked by a shape of the stylesheet).
  const icons = await rows(page)
    .first()
    .locator("button")
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const icon = getComputedStyle(button, "::before");
        return { shape: icon.maskImage.startsWith('url("data:image/svg+xml,'), width: parseFloat(icon.width) };
      }),
    );
  expect(icons).toEqual([
    { shape: true, width: 16 },
    { shape: true, width: 14 },
  ]);
});
