/**
 * Content editing in the console end to end (docs/decisions/026-console-content.md): a reviewer
 * writes a news article in /admin/content — title, summary, an uploaded cover, a Markdown body
 * with an inline picture seen in the live preview, a catalogue font — and publishes it; it is on
 * /news and its page at once; unpublished, it is gone from both. The new console pages are
 * photographed at 1280 and 390 px (test-results/console/).
 */
import fs from "node:fs";
import sharp from "sharp";
import { test, expect } from "./fixtures/test";
import type { TestUser } from "./fixtures/account";
import { waitForHydration } from "./fixtures/helpers";
import { as, newReviewer } from "./fixtures/console";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = "test-results/console";
const TAG = Date.now().toString(36).slice(-4);
const TITLE = `后台发布的新闻${TAG}`;

let reviewer: TestUser;
let articleId: number;

const picture = async (color: string, width: number, height: number) => ({
  name: `${color.slice(1)}.png`,
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

test.beforeAll(async ({ playwright }) => {
  reviewer = await newReviewer(playwright, "198.18.201.1");
});

test("a reviewer writes a news article with a cover and an inline picture, publishes it on /news, and unpublishes it", async ({ browser }) => {
  const r = await as(browser, reviewer);
  await r.page.goto("/admin/content?kind=news");
  await waitForHydration(r.page);
  await expect(r.page.getByTestId("content-row").first()).toBeVisible();
  await r.page.getByTestId("new-content").click();
  await expect(r.page.getByRole("heading", { name: "新建新闻" })).toBeVisible();

  await r.page.getByLabel("标题", { exact: true }).fill(TITLE);
  await r.page.getByLabel("摘要").fill("审核员在管理后台写的一篇新闻。");
  await r.page.getByTestId("cover-file").setInputFiles(await picture("#c2410c", 1200, 630));
  await expect(r.page.getByTestId("cover-preview")).toHaveAttribute("src", /\/files\/content\/[0-9a-f]{32}\.webp$/);

  const editor = r.page.getByLabel("正文（Markdown）");
  await editor.fill("## 新字体上线\n\n共创字库收录了一款新的楷体。\n\n<script>window.hacked = 1</script>\n");
  await r.page.getByTestId("inline-file").setInputFiles(await picture("#0f766e", 800, 400));
  await expect(editor).toHaveValue(/!\[0f766e\]\(\/files\/content\/[0-9a-f]{32}\.webp\)/);
  // The live preview is the server's rendering: the heading, the picture, no script.
  const preview = r.page.getByTestId("markdown-preview");
  await expect(preview.getByRole("heading", { name: "新字体上线" })).toBeVisible();
  await expect(preview.locator("img")).toHaveAttribute("src", /\/files\/content\/[0-9a-f]{32}\.webp$/);
  expect(await preview.innerHTML()).not.toContain("<script");

  await r.page.getByRole("searchbox", { name: "搜索字体库" }).fill("霞鹜文楷");
  await r.page.getByRole("button", { name: /^霞鹜文楷/ }).first().click();
  await expect(r.page.getByTestId("picked-font").first()).toContainText("霞鹜文楷");

  await r.page.getByRole("button", { name: "保存并发布" }).click();
  await expect(r.page.getByText("已发布，网站上已可见").first()).toBeVisible();
  await expect(r.page).toHaveURL(/\/admin\/content\/\d+\?kind=news$/);
  articleId = Number(new URL(r.page.url()).pathname.split("/").pop());
  // Written here, it has no file to go back to.
  await expect(r.page.getByTestId("restore-content")).toHaveCount(0);

  // On the site at once: the list and the page, with its cover and inline picture.
  const v = await as(browser, null);
  await v.page.goto("/news");
  const card = v.page.locator(`a[href="/news/${articleId}"]`).first();
  await expect(card).toBeVisible();
  await v.page.goto(`/news/${articleId}`);
  await expect(v.page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  const inline = v.page.locator("article img[src*='/files/content/'], .rich-text img").first();
  await expect(inline).toBeVisible();
  // Visible before it has loaded: wait for the picture itself.
  await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  expect(await v.page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  // Unpublished: gone from the list, its page answers 404.
  await r.page.getByRole("button", { name: "下架" }).click();
  await expect(r.page.getByText("已下架").first()).toBeVisible();
  await v.page.goto("/news");
  await expect(v.page.locator(`a[href="/news/${articleId}"]`)).toHaveCount(0);
  const gone = await v.page.goto(`/news/${articleId}`);
  expect(gone?.status()).toBe(404);
  await Promise.all([r.context.close(), v.context.close()]);
});

test("a reviewer hands a seeded news article edited in the console back to its file", async ({ browser }) => {
  const FILE_TITLE = "得意黑入库：一款自带速度感的标题字体"; // content/articles/news-03-smiley-sans.md
  const EDITED = `后台改过的得意黑新闻${TAG}`;
  const r = await as(browser, reviewer);
  await r.page.goto(`/admin/content?kind=news&keyword=${encodeURIComponent("得意黑入库")}`);
  await waitForHydration(r.page);
  await r.page.getByTestId("content-row").filter({ hasText: FILE_TITLE }).getByRole("link").first().click();
  await expect(r.page.getByRole("heading", { name: "编辑新闻" })).toBeVisible();
  await expect(r.page.getByText("来自 content/")).toBeVisible();
  // Never edited here: nothing to restore.
  await expect(r.page.getByTestId("restore-content")).toHaveCount(0);
  const id = Number(new URL(r.page.url()).pathname.split("/").pop());

  await r.page.getByLabel("标题", { exact: true }).fill(EDITED);
  await r.page.getByRole("button", { name: "保存", exact: true }).click();
  await expect(r.page.getByText("已在后台编辑")).toBeVisible();
  const v = await as(browser, null);
  await v.page.goto(`/news/${id}`);
  await expect(v.page.getByRole("heading", { level: 1 })).toHaveText(EDITED);

  // The edit page with 还原为文件内容, photographed at both widths.
  fs.mkdirSync(SHOTS, { recursive: true });
  await expect(r.page.getByTestId("restore-content")).toBeVisible();
  await r.page.screenshot({ path: `${SHOTS}/content-restore-1280.png`, fullPage: true });
  const narrow = await as(browser, reviewer, 390);
  await narrow.page.goto(`/admin/content/${id}?kind=news`);
  await waitForHydration(narrow.page);
  await expect(narrow.page.getByTestId("restore-content")).toBeVisible();
  expect(await narrow.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await narrow.page.screenshot({ path: `${SHOTS}/content-restore-390.png`, fullPage: true });
  await narrow.context.close();

  // 还原为文件内容, confirmed: the file's title is back in the form and on the site.
  const asked: string[] = [];
  r.page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await r.page.getByTestId("restore-content").click();
  await expect(r.page.getByText("已还原为文件内容").first()).toBeVisible();
  expect(asked[0]).toContain("还原为 content/ 文件中的内容");
  await expect(r.page.getByLabel("标题", { exact: true })).toHaveValue(FILE_TITLE);
  await expect(r.page.getByText("来自 content/")).toBeVisible();
  await expect(r.page.getByTestId("restore-content")).toHaveCount(0);
  await v.page.goto(`/news/${id}`);
  await expect(v.page.getByRole("heading", { level: 1 })).toHaveText(FILE_TITLE);
  // The audit log names the action.
  await r.page.goto("/admin/audit");
  await expect(r.page.getByTestId("audit-row").filter({ hasText: FILE_TITLE }).first()).toContainText("还原为文件内容");
  await Promise.all([r.context.close(), v.context.close()]);
});

test("the content pages at 1280 and 390 px", async ({ browser }) => {
  for (const width of [1280, 390]) {
    const r = await as(browser, reviewer, width);
    const pages = [
      ["content-list", "/admin/content?kind=news", () => expect(r.page.getByTestId("content-row").first()).toBeVisible()],
      ["content-edit", `/admin/content/${articleId}?kind=news`, () => expect(r.page.getByTestId("markdown-preview").locator("img")).toBeVisible()],
    ] as const;
    for (const [name, path, loaded] of pages) {
      await r.page.goto(path);
      await waitForHydration(r.page);
      await loaded();
      await r.page.evaluate(() => document.fonts.ready);
      expect(await r.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      fs.mkdirSync(SHOTS, { recursive: true });
      await r.page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
    await r.context.close();
  }
});
