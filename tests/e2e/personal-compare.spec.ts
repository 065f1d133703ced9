/**
 * Compare and downloads in Chromium: three fonts compared from the list,
 * the duplicate and missing messages of docs/product.md §5 (met from a second tab), the list restored on
 * reload, /user/compare with subset previews and reordering, /pdf/compare printed and its PDF
 * downloaded with the fonts embedded; a font downloaded and downloaded again from /user/download.
 */
import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { registerUser } from "./fixtures/account";
import { toast } from "./fixtures/account-ui";
import { E2E_BASE_URL } from "./fixtures/env";
import { fontDetail, fontList, wenkaiFamily } from "./fixtures/fonts";
import { waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";
import { pdfFonts, pdfText } from "#tests/support/pdf-inspect";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const ids = (page: Page, testId: string) => page.getByTestId(testId).evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-font-id"))));

test("compare three fonts from the list, meet docs/product.md's messages, restore, compare, print and download the PDF", async ({ page, context, request, signIn }) => {
  test.setTimeout(120_000);
  await signIn(context);
  const { records } = await fontList(request, { size: 4 });
  const chosen = records.slice(0, 3).map((r) => r.fontGNo);

  await open(page, "/font?size=4");
  await page.evaluate(() => localStorage.removeItem("compareFonts"));
  // A second tab, open before anything is chosen: its buttons go stale.
  const other = await context.newPage();
  await open(other, "/font?size=4");

  const toggle = (p: Page, i: number) => p.getByTestId("font-row").nth(i).getByTestId("compare-toggle");
  for (let i = 0; i < 3; i++) {
    await toggle(page, i).click();
    await expect(toast(page, "添加对比成功").first()).toBeVisible();
    await expect(toggle(page, i)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByTestId("compare-bar-item")).toHaveCount(3);

  // The other tab still shows the first font as not chosen: adding it again is refused.
  await expect(toggle(other, 0)).toHaveAttribute("aria-pressed", "false");
  await toggle(other, 0).click();
  await expect(toast(other, "请勿重复添加")).toBeVisible();
  await expect(toggle(other, 0)).toHaveAttribute("aria-pressed", "true");
  // Removed here, then removed again from the other tab's stale button: 字体不存在.
  await toggle(page, 2).click();
  await expect(toast(page, "移除对比成功")).toBeVisible();
  await expect(toggle(other, 2)).toHaveAttribute("aria-pressed", "true");
  await toggle(other, 2).click();
  await expect(toast(other, "字体不存在")).toBeVisible();
  await other.close();
  await toggle(page, 2).click();
  await expect(toast(page, "添加对比成功").first()).toBeVisible();

  // Reloaded: the list comes back from localStorage compareFonts.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("compare-bar-item")).toHaveCount(3);
  expect(await ids(page, "compare-bar-item")).toEqual(chosen);

  await page.getByTestId("compare-start").click();
  await expect(page).toHaveURL(/\/user\/compare$/);
  const items = page.getByTestId("compare-item");
  await expect(items).toHaveCount(3);
  await page.getByTestId("compare-text").fill("永和九年\n岁在癸丑 ABC");
  const previews = page.getByTestId("compare-preview");
  for (let i = 0; i < 3; i++) await expect(previews.nth(i)).toHaveAttribute("data-ready", "true");
  // Each preview is set in a face the subset service made for it, loaded by the browser.
  // (The new text's subsets arrive after the typing settles: poll.)
  await expect
    .poll(() =>
      previews.evaluateAll((els) =>
        els.map((el) => {
          const family = getComputedStyle(el).fontFamily.split(",")[0].trim();
          return document.fonts.check(`16px ${family}`, "永和九年岁在癸丑");
        }),
      ),
    )
    .toEqual([true, true, true]);

  // Reorder: the first goes down one place.
  await items.first().getByTestId("compare-down").click();
  expect(await ids(page, "compare-item")).toEqual([chosen[1], chosen[0], chosen[2]]);

  // The printable sheet, in print media: the fonts, no controls.
  await page.getByTestId("compare-print").click();
  await expect(page).toHaveURL(/\/pdf\/compare\?/);
  const sheet = page.getByTestId("print-sheet");
  await expect(sheet).toHaveAttribute("data-ready", "true");
  await expect(page.getByTestId("print-item")).toHaveCount(3);
  await expect(sheet).toContainText("岁在癸丑 ABC");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("print-button")).toBeHidden();
  await expect(page.getByTestId("print-item").first()).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // The PDF: the server's, with each font's subset embedded and the text selectable.
  const downloaded = page.waitForEvent("download");
  await page.getByTestId("pdf-download").click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe("字体对比.pdf");
  const bytes = new Uint8Array(await fs.readFile((await download.path())!));
  const text = (await pdfText(bytes)).replace(/\s+/g, "");
  expect(text.split("永和九年").length - 1).toBe(3);
  expect(text).toContain("岁在癸丑ABC");
  const fonts = await pdfFonts(bytes);
  expect(fonts).toHaveLength(3);
  expect(fonts.every((f) => f.embedded)).toBe(true);
});

test("a downloaded font is in the history and downloads again from /user/download", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const user = await registerUser(request);
  await context.addCookies([{ name: "token", value: user.token, url: `${E2E_BASE_URL}/` }]);
  const family = await fontDetail(request, (await wenkaiFamily(request)).id);
  const main = family.fonts[0];

  await open(page, `/font/${family.id}`);
  await page.getByTestId("font-hero").getByTestId("download-button").click();
  await page.getByTestId("agreement-checkbox").check();
  const first = page.waitForEvent("download");
  await page.getByTestId("agreement-confirm").click();
  await (await first).cancel();

  await open(page, "/user/download");
  const records = page.getByTestId("download-record");
  await expect(records).toHaveCount(1);
  await expect(records.first()).toHaveAttribute("data-font-id", String(main.id));
  await expect(records.first()).toContainText(family.name);
  await expect(records.first()).toContainText(/MB|KB/);

  const again = page.waitForEvent("download");
  await records.first().getByTestId("download-again").click();
  const second = await again;
  expect(second.url()).toMatch(new RegExp(`/api/v1/web/${main.id}/download\\?`));
  await expect(page.getByTestId("font-agreement-dialog")).toHaveCount(0);
  await second.cancel();

  // The overview lists it too.
  await open(page, "/user");
  await expect(page.getByTestId("overview-downloads")).toContainText(family.name);
});
