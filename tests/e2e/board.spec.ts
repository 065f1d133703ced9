/**
 * The message board moderated in the console (docs/decisions/027-board-moderation.md): a member
 * leaves a message on /contact; it is not public until a reviewer replies in 留言管理; then it
 * shows on /contact with the site's reply (the cached page follows at once), and hiding takes it
 * off again. The account menu offers 管理后台 to the reviewer and never to a member. The audit log
 * reads the actions in words. 留言管理 and the audit log are photographed at 1280 and 390 px
 * (test-results/console/).
 */
import fs from "node:fs";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { test, expect, randomClientIp } from "./fixtures/test";
import { registerUser, TEST_PASSWORD, type TestUser } from "./fixtures/account";
import { accountMenuButton, toast } from "./fixtures/account-ui";
import { E2E_ADMIN_ACCOUNT, E2E_BASE_URL } from "./fixtures/env";
import { waitForHydration } from "./fixtures/helpers";
import { ADMIN_PATHS } from "#contract/admin";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const SHOTS = "test-results/console";
const TAG = Date.now().toString(36).slice(-5);
const QUESTION = `请问站内的黑体可以用在商业海报上吗？（${TAG}）`;
const ANSWER = `可以：请看字体页的授权说明，SIL OFL 字体可免费商用。<b>${TAG}</b>`;

let member: TestUser;
let reviewer: TestUser;

async function as(browser: Browser, user: TestUser | null, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 844 },
    locale: "zh-CN",
    extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() },
  });
  if (user) await context.addCookies([{ name: "token", value: user.token, url: `${E2E_BASE_URL}/` }]);
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The message as /contact's board shows it, by its text. */
const onBoard = (page: Page) => page.getByTestId("board-message").filter({ hasText: QUESTION });

test.beforeAll(async ({ playwright }) => {
  const request: APIRequestContext = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { "X-Forwarded-For": randomClientIp() } });
  member = await registerUser(request);
  reviewer = await registerUser(request);
  // The site's first admin (ADMIN_ACCOUNTS) grants the reviewer; on a rerun it exists already.
  const admin = await registerUser(request, "email", E2E_ADMIN_ACCOUNT).catch(async () => {
    const res = await request.post("/web/api/login", { data: { account: E2E_ADMIN_ACCOUNT, password: TEST_PASSWORD } });
    return { token: (await res.json()).data.token as string } as TestUser;
  });
  const users = await request.get(`${ADMIN_PATHS.users}?keyword=${encodeURIComponent(reviewer.account)}`, { headers: { "X-Access-Token": admin.token } });
  const id = (await users.json()).data.records[0].id as number;
  expect((await request.put(ADMIN_PATHS.userRole(id), { data: { role: "reviewer" }, headers: { "X-Access-Token": admin.token } })).ok()).toBe(true);
  await request.dispose();
});

test("a member's message shows on /contact with the reviewer's reply, and hiding takes it off", async ({ browser }) => {
  // 1. The member writes on /contact; it is not public yet.
  const m = await as(browser, member);
  await m.page.goto("/contact");
  await waitForHydration(m.page);
  await m.page.getByLabel("称呼").fill("字体爱好者");
  await m.page.getByLabel("联系方式（手机或邮箱）").fill("13800138000");
  await m.page.getByLabel("留言内容").fill(QUESTION);
  await m.page.getByRole("button", { name: "提交" }).click();
  await expect(m.page.getByTestId("sent-message")).toContainText("回复后会显示在留言板上");
  // A visitor's /contact, from the page cache, does not show it.
  const v = await as(browser, null);
  await v.page.goto("/contact");
  await expect(v.page.getByRole("heading", { name: "留言板" })).toBeVisible();
  await expect(onBoard(v.page)).toHaveCount(0);

  // 2. The reviewer finds it in 留言管理 and replies.
  const r = await as(browser, reviewer);
  await r.page.goto("/admin/messages?status=pending");
  await waitForHydration(r.page);
  const row = r.page.getByTestId("board-row").filter({ hasText: QUESTION });
  await expect(row).toContainText("13800138000");
  await expect(row.getByTestId("board-status")).toHaveText("待处理");
  await row.getByRole("button", { name: "回复" }).click();
  await row.getByLabel(/^回复/).fill(ANSWER);
  await row.getByRole("button", { name: "发布回复" }).click();
  await expect(toast(r.page, "已回复，回复会显示在留言板上")).toBeVisible();
  await r.page.getByRole("tab", { name: /^已回复/ }).click();
  await expect(r.page.getByTestId("board-row").filter({ hasText: QUESTION }).getByTestId("board-status")).toHaveText("已回复");

  // 3. /contact shows it at once, the reply under it as the site's, as text; no contact details.
  for (const page of [v.page, m.page]) {
    await page.goto("/contact");
    const shown = onBoard(page);
    await expect(shown).toContainText("字体爱好者");
    await expect(shown.getByTestId("board-reply")).toContainText("共创字库回复");
    await expect(shown.getByTestId("board-reply")).toContainText(ANSWER);
    await expect(shown).not.toContainText("13800138000");
  }
  await expect(v.page.locator("main b", { hasText: TAG })).toHaveCount(0);

  // 4. Hiding takes it off /contact.
  const replied = r.page.getByTestId("board-row").filter({ hasText: QUESTION });
  await replied.getByRole("button", { name: "隐藏" }).click();
  await expect(toast(r.page, "已隐藏，留言板上不再显示")).toBeVisible();
  await v.page.goto("/contact");
  await expect(v.page.getByRole("heading", { name: "留言板" })).toBeVisible();
  await expect(onBoard(v.page)).toHaveCount(0);

  // 5. The audit log says it in words: who, what, and the fields that changed.
  await r.page.goto("/admin/audit");
  const hide = r.page.getByTestId("audit-row").filter({ hasText: "隐藏留言" }).first();
  await expect(hide.getByTestId("audit-target")).toHaveText(/^留言 #\d+「字体爱好者」$/);
  await expect(hide.getByTestId("audit-change").filter({ hasText: "状态" })).toContainText("已回复");
  await expect(hide.getByTestId("audit-change").filter({ hasText: "状态" })).toContainText("已隐藏");
  await expect(hide).not.toContainText('"status"');
  await Promise.all([m.context.close(), v.context.close(), r.context.close()]);
});

test("管理后台 is in the reviewer's account menu, never in a member's", async ({ browser }) => {
  const r = await as(browser, reviewer);
  await r.page.goto("/font");
  await waitForHydration(r.page);
  await accountMenuButton(r.page).click();
  await r.page.getByRole("menuitem", { name: "管理后台" }).click();
  await expect(r.page).toHaveURL(/\/admin$/);
  await expect(r.page.getByTestId("stat-messages")).toHaveText(/^\d+$/);

  const m = await as(browser, member);
  await m.page.goto("/font");
  await waitForHydration(m.page);
  await accountMenuButton(m.page).click();
  await expect(m.page.getByRole("menuitem", { name: "个人中心" })).toBeVisible();
  await expect(m.page.getByRole("menuitem", { name: "管理后台" })).toHaveCount(0);
  expect(await m.page.content()).not.toContain('href="/admin"');
  await Promise.all([r.context.close(), m.context.close()]);
});

test("留言管理, the audit log and the board at 1280 and 390 px", async ({ browser, request }) => {
  // Restored, the replied message is back on /contact for the picture.
  const headers = { "X-Access-Token": reviewer.token };
  const hidden = (await (await request.get(`${ADMIN_PATHS.messages}?status=hidden&size=100`, { headers })).json()).data.records as { id: number; content: string }[];
  const id = hidden.find((m) => m.content === QUESTION)!.id;
  expect((await request.post(ADMIN_PATHS.messageAction(id, "restore"), { headers })).ok()).toBe(true);
  for (const width of [1280, 390]) {
    const r = await as(browser, reviewer, width);
    await r.page.goto("/admin/messages");
    await waitForHydration(r.page);
    await expect(r.page.getByTestId("board-row").first()).toBeVisible();
    expect(await r.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(r.page, `messages-${width}`);
    await r.page.goto("/admin/audit");
    await expect(r.page.getByTestId("audit-change").first()).toBeVisible();
    expect(await r.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(r.page, `audit-board-${width}`);
    await r.page.goto("/contact");
    await expect(onBoard(r.page).getByTestId("board-reply")).toContainText(ANSWER);
    await shoot(r.page, `contact-board-${width}`);
    await r.context.close();
  }
});
