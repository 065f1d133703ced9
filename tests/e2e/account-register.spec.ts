/**
 * Registration through the 注册账号 dialog (docs/product.md §4 account modal, §5, §7 Account): by e-mail and
 * by mobile, each with the slider captcha solved from its images and dragged with the mouse, and
 * the six-digit code read from the dev outbox. Also the dialog's input checks (docs/product.md §5).
 */
import type { Page } from "@playwright/test";
import { MESSAGES } from "#contract/messages";
import { ACCOUNT_MESSAGES, PASSWORD_RULE } from "#contract/account";
import { newEmail, newMobile, TEST_PASSWORD } from "./fixtures/account";
import { accountMenuButton, expectSignedIn, header, requestCode, toast, tokenCookie, whoIs } from "./fixtures/account-ui";
import { E2E_BASE_URL } from "./fixtures/env";
import { collectErrors, waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

async function openRegisterDialog(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await header(page).getByRole("button", { name: "注册", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "注册账号" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("registers by e-mail: captcha, code from the outbox, password, agreement", async ({ page, request }) => {
  const errors = collectErrors(page);
  const email = newEmail();
  const dialog = await openRegisterDialog(page);
  await dialog.getByRole("tab", { name: "邮箱注册" }).click();
  const panel = dialog.getByRole("tabpanel");

  // A malformed address is refused before any captcha (docs/product.md §5).
  await panel.getByPlaceholder("邮箱").fill("bad@x");
  await panel.getByRole("button", { name: "获取验证码" }).click();
  await expect(panel.getByRole("alert")).toHaveText(MESSAGES.emailFormat);
  await expect(page.getByRole("dialog", { name: "安全验证" })).toHaveCount(0);

  await panel.getByPlaceholder("邮箱").fill(email);
  await expect(panel.getByRole("alert")).toHaveCount(0);
  const code = await requestCode(page, panel, email);
  await expect(toast(page, "验证码已发送，请查收邮件")).toBeVisible();

  await panel.getByPlaceholder("6 位验证码").fill(code);
  // A weak password and a mismatched confirmation are refused with their messages.
  await panel.getByPlaceholder("设置密码").fill("abcdefgh");
  await panel.getByPlaceholder("确认密码").fill("different1");
  await panel.getByRole("button", { name: "注册", exact: true }).click();
  await expect(panel.getByText(PASSWORD_RULE)).toHaveAttribute("role", "alert");
  await expect(panel.getByText("两次输入的密码不一致")).toBeVisible();
  await panel.getByPlaceholder("设置密码").fill(TEST_PASSWORD);
  await panel.getByPlaceholder("确认密码").fill(TEST_PASSWORD);
  // The agreement must be accepted.
  await panel.getByRole("button", { name: "注册", exact: true }).click();
  await expect(panel.getByText("请阅读并同意《用户注册协议》")).toBeVisible();
  await panel.getByRole("checkbox").check();

  const registered = page.waitForResponse((r) => r.url().endsWith("/web/api/account/register/email"));
  await panel.getByRole("button", { name: "注册", exact: true }).click();
  const { data } = (await (await registered).json()) as { data: { token: string; expired: number } };
  await expect(dialog).toBeHidden();
  await expect(toast(page, "注册成功，欢迎加入共创字库")).toBeVisible();

  // Signed in as the new account: named after the address, the token kept as a cookie for `expired` seconds.
  await expectSignedIn(page, email.split("@")[0]);
  const cookie = (await page.context().cookies(E2E_BASE_URL)).find((c) => c.name === "token")!;
  expect(cookie.value).toBe(data.token);
  expect(cookie.path).toBe("/");
  expect(Math.abs(cookie.expires - (Date.now() / 1000 + data.expired))).toBeLessThan(120);
  await accountMenuButton(page).click();
  await expect(page.getByRole("menu")).toContainText(`${email.slice(0, 2)}***@example.com`);

  const me = await whoIs(request, data.token);
  expect(me.code).toBe("200");
  // The same address cannot register twice: the spent code is refused first (a wrong
  // code must not tell a registered address from a new one).
  const again = await request.post("/web/api/account/register/email", { data: { email, code, password: TEST_PASSWORD } });
  expect(((await again.json()) as { msg: string }).msg).toBe(ACCOUNT_MESSAGES.codeWrong);
  expect(errors).toEqual([]);
});

test("registers by mobile number", async ({ page }) => {
  const errors = collectErrors(page);
  const mobile = newMobile();
  const dialog = await openRegisterDialog(page);
  // 手机注册 is the first tab.
  await expect(dialog.getByRole("tab", { name: "手机注册" })).toHaveAttribute("aria-selected", "true");
  const panel = dialog.getByRole("tabpanel");

  await panel.getByPlaceholder("手机号").fill("12345678901");
  await panel.getByRole("button", { name: "获取验证码" }).click();
  await expect(panel.getByRole("alert")).toHaveText(MESSAGES.mobileFormat);
  await expect(page.getByRole("dialog", { name: "安全验证" })).toHaveCount(0);

  await panel.getByPlaceholder("手机号").fill(mobile);
  const code = await requestCode(page, panel, mobile);
  await expect(toast(page, "验证码已发送，请查收短信")).toBeVisible();
  await panel.getByPlaceholder("6 位验证码").fill(code);
  await panel.getByPlaceholder("设置密码").fill(TEST_PASSWORD);
  await panel.getByPlaceholder("确认密码").fill(TEST_PASSWORD);
  await panel.getByRole("checkbox").check();
  await panel.getByRole("button", { name: "注册", exact: true }).click();
  await expect(dialog).toBeHidden();

  await expectSignedIn(page, `用户${mobile.slice(-4)}`);
  await accountMenuButton(page).click();
  await expect(page.getByRole("menu")).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  expect(await tokenCookie(page.context())).toBeTruthy();
  expect(errors).toEqual([]);
});
