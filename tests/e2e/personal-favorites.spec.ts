/**
 * The personal area in Chromium: favourite groups built from the list and
 * the detail page, renamed, emptied and deleted; an article favourited on its page and found in
 * the articles tab; a notification from a real event (the operator's
 * notify command against this site) read, with the header badge dropping.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BrowserContext, Page } from "@playwright/test";
import { registerUser, type TestUser } from "./fixtures/account";
import { toast } from "./fixtures/account-ui";
import { E2E_BASE_URL, E2E_OPERATOR_TOKEN } from "./fixtures/env";
import { fontList } from "./fixtures/fonts";
import { waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

async function signInFresh(context: BrowserContext, request: Parameters<typeof registerUser>[0]): Promise<TestUser> {
  const user = await registerUser(request);
  await context.addCookies([{ name: "token", value: user.token, url: `${E2E_BASE_URL}/` }]);
  return user;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test("favourite groups: build two from the list and the detail page, rename, remove a font, delete a group", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await signInFresh(context, request);
  const { records } = await fontList(request, { size: 3 });
  expect(records.length).toBe(3);
  await open(page, "/font?size=3");
  const rows = page.getByTestId("font-row");
  await expect(rows).toHaveCount(3);

  // From the list: a new group for the first font, then another for the second.
  const heart = (i: number) => rows.nth(i).getByTestId("favorite-button");
  await heart(0).click();
  const popover = page.getByTestId("favorite-popover");
  await popover.getByTestId("favorite-new-group").fill("正文字体");
  await popover.getByRole("button", { name: "新建并收藏" }).click();
  await expect(toast(page, "已收藏到「正文字体」")).toBeVisible();
  await expect(heart(0)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");

  await heart(1).click();
  await popover.getByTestId("favorite-new-group").fill("标题字体");
  await popover.getByRole("button", { name: "新建并收藏" }).click();
  await expect(toast(page, "已收藏到「标题字体」")).toBeVisible();
  await page.keyboard.press("Escape");

  // From the detail page of the third: into the existing 正文字体.
  await open(page, `/font/${records[2].id}`);
  const detailHeart = page.getByTestId("font-hero").getByTestId("favorite-button");
  await expect(detailHeart).toHaveAttribute("aria-pressed", "false");
  await detailHeart.click();
  await popover.getByTestId("favorite-group-option").filter({ hasText: "正文字体" }).click();
  await expect(toast(page, "已收藏到「正文字体」")).toBeVisible();
  await expect(detailHeart).toHaveAttribute("aria-pressed", "true");
  await expect(popover.getByTestId("favorite-group-option").filter({ hasText: "正文字体" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");

  // /user/favorite: two groups, in creation order, each cover its first font set in itself.
  await open(page, "/user/favorite");
  const groups = page.getByTestId("favorite-group");
  await expect(groups).toHaveCount(2);
  await expect(page.getByTestId("favorite-group-name")).toHaveText(["正文字体", "标题字体"]);
  await expect(groups.first().getByTestId("font-preview")).toHaveAttribute("data-state", "ready");

  // Rename 标题字体.
  await groups.nth(1).getByTestId("favorite-rename").click();
  const dialog = page.getByRole("dialog", { name: "重命名分组" });
  await dialog.getByRole("textbox").fill("海报字体");
  await dialog.getByRole("button", { name: "确定" }).click();
  await expect(toast(page, "分组已重命名")).toBeVisible();
  await expect(page.getByTestId("favorite-group-name")).toHaveText(["正文字体", "海报字体"]);

  // Open 正文字体: two fonts; remove the list's first font.
  await groups.first().getByRole("button", { name: "打开分组：正文字体" }).click();
  const fonts = page.getByTestId("favorite-group-font");
  await expect(fonts).toHaveCount(2);
  await expect(fonts.first()).toHaveAttribute("data-font-id", String(records[0].fontGNo));
  await fonts.first().getByTestId("favorite-remove-font").click();
  await expect(toast(page, "已从分组移除")).toBeVisible();
  await expect(fonts).toHaveCount(1);
  await expect(fonts.first()).toHaveAttribute("data-font-id", String(records[2].fontGNo));
  await page.getByRole("button", { name: "← 全部分组" }).click();

  // Delete 海报字体, after confirming.
  await groups.nth(1).getByTestId("favorite-delete").click();
  await expect(page.getByRole("dialog", { name: "删除分组" })).toContainText("海报字体");
  await page.getByTestId("favorite-delete-confirm").click();
  await expect(toast(page, "分组已删除")).toBeVisible();
  await expect(page.getByTestId("favorite-group-name")).toHaveText(["正文字体"]);

  // The list shows what is saved: the first font no longer, the third still.
  await open(page, "/font?size=3");
  await expect(heart(0)).toHaveAttribute("aria-pressed", "false");
  await expect(heart(1)).toHaveAttribute("aria-pressed", "false");
  await expect(heart(2)).toHaveAttribute("aria-pressed", "true");
});

test("favourite articles: a news article favourited on its page shows in the articles tab", async ({ page, context, request }) => {
  await signInFresh(context, request);
  await open(page, "/user/favorite?tab=articles");
  await expect(page.getByText("还没有收藏文章")).toBeVisible();

  // The first 新闻 article, opened from its list as a reader would.
  await open(page, "/news");
  const first = page.locator('main a[href^="/news/"]').first();
  const href = (await first.getAttribute("href"))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await waitForHydration(page);
  // The URL changes before the article replaces the list on screen: read the title once it has.
  const button = page.getByTestId("favorite-article-button");
  await expect(button).toHaveAttribute("aria-pressed", "false");
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await button.click();
  await expect(toast(page, "已收藏文章")).toBeVisible();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(button).toHaveText("已收藏");

  // The state survives a reload: it comes from the server, not the click.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("favorite-article-button")).toHaveAttribute("aria-pressed", "true");

  // /user/favorite's articles tab lists it, linked to its own page under /news.
  await open(page, "/user/favorite?tab=articles");
  await expect(page.getByRole("tab", { name: "文章（1）" })).toBeVisible();
  const saved = page.getByTestId("favorite-article");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole("link", { name: title })).toHaveAttribute("href", href);
  await saved.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // Unfavourite from the article page: the tab is empty again.
  await waitForHydration(page);
  await page.getByTestId("favorite-article-button").click();
  await expect(toast(page, "已取消收藏")).toBeVisible();
  await expect(page.getByTestId("favorite-article-button")).toHaveAttribute("aria-pressed", "false");
  await open(page, "/user/favorite?tab=articles");
  await expect(page.getByText("还没有收藏文章")).toBeVisible();
});

test("signed out, the article favourite button asks to sign in", async ({ page }) => {
  await open(page, "/zixun");
  await page.locator('main a[href^="/zixun/"]').first().click();
  await waitForHydration(page);
  await page.getByTestId("favorite-article-button").click();
  await expect(toast(page, "请先登录后再收藏文章")).toBeVisible();
});

test("signed out, the favourite button asks to sign in", async ({ page }) => {
  await open(page, "/font?size=3");
  await page.getByTestId("font-row").first().getByTestId("favorite-button").click();
  await expect(toast(page, "请先登录后再收藏字体")).toBeVisible();
  await expect(page.getByTestId("favorite-popover")).toHaveCount(0);
});

test("a system notice from the operator's command arrives, is read, and the badge drops", async ({ page, context, request }) => {
  await signInFresh(context, request);
  await open(page, "/user");
  const badge = page.getByTestId("header-unread");
  // A fresh account has no messages, unless another test published a notice meanwhile: count from here.
  const before = (await badge.count()) ? Number(await badge.getAttribute("data-count")) : 0;

  const title = `维护通知 ${Date.now()}`;
  const run = promisify(execFile);
  const { stdout } = await run("node", ["--import", "tsx", "scripts/notify.ts", "system", "--title", title, "--content", "今晚 23:00 起维护半小时。", "--link", "/news", "--site", E2E_BASE_URL], {
    env: { ...process.env, OPERATOR_TOKEN: E2E_OPERATOR_TOKEN },
  });
  expect(stdout).toContain(`系统通知「${title}」已发送给`);

  await open(page, "/user/message");
  await expect(badge).toHaveAttribute("data-count", String(before + 1));
  const item = page.getByTestId("message-item").filter({ hasText: title });
  await expect(item).toHaveAttribute("data-read", "false");
  await expect(item).toContainText("系统通知");
  await page.getByRole("tab", { name: /系统通知/ }).click();
  await expect(page).toHaveURL(/type=system/);
  await item.getByTestId("message-read").click();
  await expect(item).toHaveAttribute("data-read", "true");
  if (before === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveAttribute("data-count", String(before));
  await expect(page.getByTestId("unread-total")).toHaveText(String(before));

  // The message list is kept in the messageList cookie (docs/product.md §4).
  const cookie = (await context.cookies(E2E_BASE_URL)).find((c) => c.name === "messageList");
  expect(decodeURIComponent(cookie?.value ?? "")).toContain(title);
});
