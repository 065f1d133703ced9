/**
 * Co-creation end to end (docs/decisions/021-console-review.md): a member submits a real font no
 * catalogue has (tests/fixtures/fonts/contributed), the site's first admin (ADMIN_ACCOUNTS)
 * grants a reviewer in the console, the reviewer reads the file's facts and its live specimen and
 * accepts with edited fields; the font is in /font, its page credits the contributor, and the
 * contributor sees 已通过 with the link and the notification. A second submission is rejected
 * with a reason the contributor reads. A member and a visitor are refused on every console call.
 * Every console page is photographed at 1280 and 390 px (test-results/console/).
 */
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "./fixtures/test";
import { registerUser, type TestUser } from "./fixtures/account";
import { whoIs } from "./fixtures/account-ui";
import { E2E_ADMIN_ACCOUNT, E2E_BASE_URL } from "./fixtures/env";
import { waitForHydration } from "./fixtures/helpers";
import { as } from "./fixtures/console";
import { axeSeriousViolations, htmlcsErrors, htmlErrors } from "./fixtures/markup";
import { FIXTURE_FILES } from "#tests/fixtures/fonts/fixtures";
import { ADMIN_PATHS } from "#contract/admin";
import { CONSOLE_CALLS } from "#tests/support/console-calls";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = "test-results/console";
const NAME = `共创楷书${Date.now().toString(36).slice(-4)}`;

let member: TestUser;
let admin: TestUser;
let reviewer: TestUser;
let memberName: string;
let fontId: number;

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.beforeAll(async ({ playwright }) => {
  const request: APIRequestContext = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { "X-Forwarded-For": "198.18.200.1" } });
  member = await registerUser(request);
  reviewer = await registerUser(request);
  admin = await registerUser(request, "email", E2E_ADMIN_ACCOUNT).catch(async () => {
    // A rerun against the same server: the admin exists; sign in instead.
    const res = await request.post("/web/api/login", { data: { account: E2E_ADMIN_ACCOUNT, password: "e2eTest1234" } });
    return { account: E2E_ADMIN_ACCOUNT, kind: "email", password: "e2eTest1234", token: (await res.json()).data.token } as TestUser;
  });
  memberName = (await whoIs(request, member.token)).data!.nickname;
  await request.dispose();
});

test("a member submits a font; the admin grants a reviewer, who accepts it with edited fields; the contributor is credited and told", async ({ browser }) => {
  // 1. The member submits, signed in, through /contribute.
  const m = await as(browser, member);
  await m.page.goto("/contribute");
  await waitForHydration(m.page);
  await m.page.getByLabel("字体名称").fill("共创测试楷");
  await m.page.getByLabel("联系方式（手机或邮箱）").fill(member.account);
  await m.page.getByLabel("授权方式").selectOption("SIL 开源字体许可 1.1");
  await m.page.getByTestId("font-files").setInputFiles(FIXTURE_FILES.contributedKai);
  await expect(m.page.getByTestId("upload-item").first()).toHaveAttribute("data-state", "done");
  await m.page.getByRole("button", { name: "提交投稿" }).click();
  await expect(m.page.getByRole("status")).toContainText("投稿已提交");
  await m.page.goto("/user/contribute");
  await expect(m.page.getByTestId("my-submission").first()).toContainText("共创测试楷");
  await expect(m.page.getByTestId("my-submission").first().getByTestId("submission-status")).toHaveText("待审核");

  // 2. The admin (ADMIN_ACCOUNTS) grants the reviewer in 用户与角色.
  const a = await as(browser, admin);
  await a.page.goto("/admin/users");
  await waitForHydration(a.page);
  await a.page.getByRole("searchbox", { name: "搜索用户" }).fill(reviewer.account);
  await a.page.getByRole("button", { name: "搜索" }).click();
  const row = a.page.locator(`[data-testid="user-row"][data-account="${reviewer.account}"]`);
  await row.getByRole("combobox").selectOption("reviewer");
  await expect(a.page.getByText("角色已更新").first()).toBeVisible();
  await expect(row.getByRole("combobox")).toHaveValue("reviewer");

  // 3. The reviewer opens the queue, reads the file and its live specimen, edits and accepts.
  const r = await as(browser, reviewer);
  await r.page.goto("/admin");
  await waitForHydration(r.page);
  await expect(r.page.getByTestId("stat-pending")).not.toHaveText("0");
  await r.page.goto("/admin/submissions");
  await r.page.getByTestId("submission-row").filter({ hasText: "共创测试楷" }).first().getByRole("link").first().click();
  const face = r.page.getByTestId("inspected-face").first();
  await expect(face).toContainText("共创测试楷");
  await expect(face).toContainText("GongchuangTestKai");
  await expect(face).toContainText("共创字库测试组");
  await expect(face.getByTestId("coverage-table")).toContainText("通用规范 三级");
  const specimen = face.getByTestId("live-specimen");
  await expect(specimen).toHaveAttribute("data-font", /review-/);
  const family = (await specimen.getAttribute("data-font"))!;
  expect(await r.page.evaluate((f) => document.fonts.check(`32px "${f}"`, "永"), family)).toBe(true);
  await r.page.getByLabel("字体名称").fill(NAME);
  await r.page.getByLabel("分类").selectOption({ label: "楷体" });
  await r.page.getByLabel("介绍").fill("会员投稿、审核员收录的楷体。");
  await r.page.getByRole("button", { name: "通过并收录" }).click();
  await expect(r.page.getByText("已通过，字体已收录进字库").first()).toBeVisible({ timeout: 60_000 });
  const link = r.page.getByTestId("published-font");
  await expect(link).toBeVisible();
  fontId = Number((await link.getAttribute("href"))!.split("/").pop());

  // 4. The font is in /font and its page credits the contributor.
  await r.page.goto(`/font?keyword=${encodeURIComponent(NAME)}`);
  await expect(r.page.locator(`a[href="/font/${fontId}"]`).first()).toBeVisible();
  await r.page.goto(`/font/${fontId}`);
  await expect(r.page.getByRole("heading", { level: 1 })).toHaveText(NAME);
  await expect(r.page.getByTestId("hero-contributor")).toHaveText(memberName);

  // 5. The contributor sees 已通过 with the link, and the notification.
  await m.page.goto("/user/contribute");
  const mine = m.page.getByTestId("my-submission").first();
  await expect(mine.getByTestId("submission-status")).toHaveText("已通过");
  await expect(mine.getByTestId("published-font")).toHaveAttribute("href", `/font/${fontId}`);
  await m.page.goto("/user/message");
  await expect(m.page.getByText("你的投稿「共创测试楷」已通过审核").first()).toBeVisible();
  await Promise.all([m.context.close(), a.context.close(), r.context.close()]);
});

test("a rejection carries its reason to the contributor", async ({ browser, request }) => {
  const grant = (await (await request.get("/web/api/submission/getSTSToken")).json()).data as { uploadUrl: string; prefix: string; grant: string };
  const key = `${grant.prefix}0.ttf`;
  expect((await request.put(`${grant.uploadUrl}&key=${encodeURIComponent(key)}`, { data: fs.readFileSync(FIXTURE_FILES.contributedKai) })).ok()).toBe(true);
  const saved = await request.post("/web/api/submission/saveSubmission", {
    headers: { "X-Access-Token": member.token },
    data: { contact: member.account, fontName: "重复的楷体", license: "仅个人使用", grant: grant.grant, keys: [key], names: ["重复.ttf"] },
  });
  const id = (await saved.json()).data.id as number;

  const r = await as(browser, reviewer);
  await r.page.goto(`/admin/submissions/${id}`);
  await waitForHydration(r.page);
  await r.page.getByLabel(/^原因/).fill("与已收录的「共创测试楷」是同一个文件");
  await r.page.getByRole("button", { name: "不通过" }).click();
  await expect(r.page.getByText("已驳回，投稿人会收到通知").first()).toBeVisible();
  await expect(r.page.getByTestId("submission-status")).toHaveText("未通过");

  const m = await as(browser, member);
  await m.page.goto("/user/contribute");
  const mine = m.page.getByTestId("my-submission").filter({ hasText: "重复的楷体" });
  await expect(mine.getByTestId("submission-status")).toHaveText("未通过");
  await expect(mine.getByTestId("review-reason")).toContainText("与已收录的「共创测试楷」是同一个文件");
  await Promise.all([m.context.close(), r.context.close()]);
});

test("a member and a visitor are refused on every console call and page", async ({ browser, request }) => {
  for (const [method, url, data] of CONSOLE_CALLS) {
    const anonymous = await request.fetch(url, { method, data });
    expect(anonymous.status(), `${method} ${url}`).toBe(401);
    expect((await anonymous.json()).code).toBe("S00106");
    const asMember = await request.fetch(url, { method, data, headers: { "X-Access-Token": member.token } });
    expect(asMember.status(), `${method} ${url}`).toBe(403);
    expect((await asMember.json()).msg).toMatch(/^没有权限/);
  }
  const m = await as(browser, member);
  await m.page.goto("/admin");
  await expect(m.page.getByRole("alert")).toContainText("没有权限");
  const v = await as(browser, null);
  await v.page.goto("/admin/submissions");
  await expect(v.page).toHaveURL(/\/\?redirect=%2Fadmin%2Fsubmissions/);
  await Promise.all([m.context.close(), v.context.close()]);
});

test("every console page at 1280 and 390 px, valid HTML, no serious axe violation, no HTML_CodeSniffer error", async ({ browser }) => {
  // Each page with what shows that its data has arrived.
  const pages = [
    ["dashboard", "/admin", (p: Page) => expect(p.getByTestId("stat-pending")).toHaveText(/^\d+$/)],
    ["submissions", "/admin/submissions?status=accepted", (p: Page) => expect(p.getByTestId("submission-row").first()).toBeVisible()],
    ["submission", "", (p: Page) => expect(p.getByTestId("live-specimen").first()).toHaveAttribute("data-font", /review-/, { timeout: 30_000 })],
    ["users", "/admin/users", (p: Page) => expect(p.getByTestId("user-row").first()).toBeVisible()],
    ["audit", "/admin/audit", (p: Page) => expect(p.getByTestId("audit-row").first()).toBeVisible()],
    // The board's seeds are marked as such, not by their internal contact value.
    ["messages", "/admin/messages", (p: Page) => expect(p.getByText("示例留言（content/board.json）").first()).toBeVisible()],
    ["content", "/admin/content?kind=news", (p: Page) => expect(p.getByTestId("content-row").first()).toBeVisible()],
    ["content-new", "/admin/content/new?kind=news", (p: Page) => expect(p.getByTestId("markdown-preview")).toContainText("正文为空")],
    ["my-submissions", "/user/contribute", (p: Page) => expect(p.getByTestId("my-submission").first()).toBeVisible()],
  ] as const;
  for (const width of [1280, 390]) {
    const a = await as(browser, admin, width);
    const m = await as(browser, member, width);
    for (const [name, path, loaded] of pages) {
      const page = name === "my-submissions" ? m.page : a.page;
      const target = path || (await firstSubmission(a.page));
      await page.goto(target);
      await waitForHydration(page);
      await loaded(page);
      await page.evaluate(() => document.fonts.ready);
      // Nothing overflows the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `${name}-${width}`);
      expect(await axeSeriousViolations(page), `axe on ${target} at ${width} px`).toEqual([]);
      expect(await htmlcsErrors(page), `HTML_CodeSniffer on ${target} at ${width} px`).toEqual([]);
      if (width === 1280) expect(await htmlErrors(await (await page.request.get(target)).text()), `html-validate on ${target}`).toBe("");
    }
    await Promise.all([a.context.close(), m.context.close()]);
  }
});

test("the editor's preview says why a body cannot be rendered, and renders it once fixed", async ({ browser }) => {
  const a = await as(browser, admin);
  await a.page.goto("/admin/content/new?kind=news");
  await waitForHydration(a.page);
  const body = a.page.getByRole("textbox", { name: "正文（Markdown）" });
  // Quotes nested 30,000 deep: the site's Markdown renderer cannot parse them, and says so.
  await body.fill(">".repeat(30_000));
  await expect(a.page.getByTestId("markdown-preview").getByRole("alert")).toHaveText(/[\u4e00-\u9fff]/, { timeout: 20_000 });
  await body.fill("## 小标题\n\n正文");
  await expect(a.page.getByTestId("markdown-preview").getByRole("heading", { name: "小标题" })).toBeVisible();
  await a.context.close();
});

async function firstSubmission(page: Page): Promise<string> {
  const res = await page.request.get(`${ADMIN_PATHS.submissions}?status=accepted`, { headers: { "X-Access-Token": admin.token } });
  return `/admin/submissions/${(await res.json()).data.records[0].id}`;
}
