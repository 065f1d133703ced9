/**
 * /user/profile (docs/product.md §1 Users, §7 Account): binding and unbinding sign-in ways (never the last
 * one), changing the password, and the avatar through the cropper dialog. Each test has its own
 * fresh account, signed in by its token cookie.
 */
import fs from "node:fs/promises";
import sharp from "sharp";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { MESSAGES } from "#contract/messages";
import { newEmail, registerUser, type TestUser } from "./fixtures/account";
import { accountMenuButton, makePng, requestCode, toast } from "./fixtures/account-ui";
import { E2E_BASE_URL } from "./fixtures/env";
import { collectErrors, waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

async function openProfile(page: Page, context: BrowserContext, request: APIRequestContext, kind: "email" | "mobile"): Promise<TestUser> {
  const user = await registerUser(request, kind);
  await context.addCookies([{ name: "token", value: user.token, url: `${E2E_BASE_URL}/` }]);
  await page.goto("/user/profile");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("个人资料");
  await expect(page.getByRole("heading", { name: "账号与安全" })).toBeVisible();
  return user;
}

/** The row of a sign-in way in 账号与安全. */
function way(page: Page, label: string) {
  return page.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
}

async function login(request: APIRequestContext, account: string, password: string) {
  const res = await request.post("/web/api/login", { data: { account, password } });
  return (await res.json()) as { code: string; msg: string };
}

test("binds an e-mail to a mobile account, unbinds the mobile, and keeps the last way", async ({ page, context, request }) => {
  const user = await openProfile(page, context, request, "mobile");
  const masked = `${user.account.slice(0, 3)}****${user.account.slice(-4)}`;
  await expect(way(page, "手机号")).toContainText(masked);
  await expect(way(page, "邮箱")).toContainText("未绑定");

  await way(page, "邮箱").getByRole("button", { name: /^绑定\s*邮箱$/ }).click();
  const bind = page.getByRole("dialog", { name: "绑定邮箱" });
  await expect(bind).toBeVisible();
  await bind.getByPlaceholder("邮箱").fill("not-an-email");
  await bind.getByRole("button", { name: "获取验证码" }).click();
  await expect(bind.getByRole("alert")).toHaveText(MESSAGES.emailFormat);

  const email = newEmail();
  await bind.getByPlaceholder("邮箱").fill(email);
  const code = await requestCode(page, bind, email);
  await bind.getByPlaceholder("6 位验证码").fill(code);
  await bind.getByRole("button", { name: "确认绑定" }).click();
  await expect(bind).toBeHidden();
  await expect(toast(page, "邮箱绑定成功")).toBeVisible();
  await expect(way(page, "邮箱")).toContainText(`${email.slice(0, 2)}***@example.com`);
  // The e-mail now signs in to the same account.
  expect((await login(request, email, user.password)).code).toBe("200");

  // Unbind the mobile number, after confirming.
  await way(page, "手机号").getByRole("button", { name: /^解绑\s*手机号$/ }).click();
  const confirm = page.getByRole("dialog", { name: "解绑手机号" });
  await expect(confirm).toContainText(`解绑后将不能再用手机号 ${masked}登录，确定要解绑吗？`);
  await confirm.getByRole("button", { name: "确认解绑" }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(page, "手机号已解绑")).toBeVisible();
  await expect(way(page, "手机号")).toContainText("未绑定");
  expect((await login(request, user.account, user.password)).msg).toBe(ACCOUNT_MESSAGES.badCredentials);

  // The e-mail is the last way to sign in (WeChat is not bound): unbinding it is refused.
  await way(page, "邮箱").getByRole("button", { name: /^解绑\s*邮箱$/ }).click();
  const last = page.getByRole("dialog", { name: "解绑邮箱" });
  await last.getByRole("button", { name: "确认解绑" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.lastSignInMethod)).toBeVisible();
  await expect(last).toBeVisible();
  await last.getByRole("button", { name: "取消" }).click();
  await expect(last).toBeHidden();
  await expect(way(page, "邮箱")).toContainText(`${email.slice(0, 2)}***@example.com`);
  expect((await login(request, email, user.password)).code).toBe("200");
});

test("changes the password in the 修改登录密码 dialog", async ({ page, context, request }) => {
  const user = await openProfile(page, context, request, "email");
  await way(page, "登录密码").getByRole("button", { name: /^修改\s*登录密码$/ }).click();
  const dialog = page.getByRole("dialog", { name: "修改登录密码" });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder("原密码").fill("notMine123");
  await dialog.getByPlaceholder("新密码", { exact: true }).fill("changed2025");
  await dialog.getByPlaceholder("确认新密码").fill("changed2025");
  await dialog.getByRole("button", { name: "确认修改" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.oldPasswordWrong)).toBeVisible();
  await dialog.getByPlaceholder("原密码").fill(user.password);
  await dialog.getByRole("button", { name: "确认修改" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "密码已修改")).toBeVisible();
  expect((await login(request, user.account, "changed2025")).code).toBe("200");
  expect((await login(request, user.account, user.password)).msg).toBe(ACCOUNT_MESSAGES.badCredentials);
});

test("changes the avatar through the cropper", async ({ page, context, request }, testInfo) => {
  const errors = collectErrors(page);
  await openProfile(page, context, request, "email");
  const profileAvatar = page.getByRole("button", { name: "更换头像", exact: true }).first();
  // No picture yet: the initial stands in, in the profile and in the header.
  await expect(profileAvatar.locator("img")).toHaveCount(0);
  await expect(accountMenuButton(page).locator("img")).toHaveCount(0);

  const file = testInfo.outputPath("avatar.png");
  await fs.writeFile(file, await makePng(1200, 900));
  await page.locator("input[type=file]").setInputFiles(file);

  const cropper = page.getByRole("dialog", { name: "裁剪头像" });
  await expect(cropper).toBeVisible();
  // react-easy-crop shows the picture once read; zoom in a little and confirm.
  await expect(cropper.locator("img")).toBeVisible();
  await cropper.getByRole("button", { name: "放大" }).click();
  await expect(cropper.getByRole("slider", { name: "缩放" })).toHaveAttribute("aria-valuetext", "120%");
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/web/api/account/update-account-info"));
  await cropper.getByRole("button", { name: "确定" }).click();
  const res = await uploaded;
  expect(res.request().headers()["content-type"]).toMatch(/^multipart\/form-data/);
  const body = (await res.json()) as { code: string; data: { avatar: string } };
  expect(body.code).toBe("200");
  expect(body.data.avatar).toMatch(/^\/files\/avatars\/.+\.jpg$/);
  await expect(cropper).toBeHidden();
  await expect(toast(page, "头像已更新")).toBeVisible();

  // The new picture shows, and loads, in the profile and in the header.
  for (const img of [profileAvatar.locator("img"), accountMenuButton(page).locator("img")]) {
    await expect(img).toHaveAttribute("src", body.data.avatar);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(256);
  }
  // The server re-encoded it: a 256 px square JPEG.
  const served = await request.get(body.data.avatar);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  const meta = await sharp(await served.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 256, 256]);
  // It stays after a reload (it is the user's, not the page's).
  await page.reload();
  await expect(accountMenuButton(page).locator("img")).toHaveAttribute("src", body.data.avatar);
  expect(errors).toEqual([]);
});
