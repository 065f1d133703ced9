/**
 * Password recovery (docs/product.md §7 rest-code-verify then rest-pwd): in the 找回密码 dialog reached from
 * the login, and on the /account/forget page; then a sign-in with the new password. A reset
 * signs the account out everywhere.
 */
import { ACCOUNT_MESSAGES } from "#contract/account";
import { MESSAGES } from "#contract/messages";
import { registerUser } from "./fixtures/account";
import { expectSignedIn, openLoginDialog, requestCode, toast, whoIs } from "./fixtures/account-ui";
import { waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

const NEW_PASSWORD = "newPass2024";

test("recovers a password in the dialog, then signs in with the new one", async ({ page, request }) => {
  const user = await registerUser(request, "mobile");
  await page.goto("/");
  await waitForHydration(page);
  const login = await openLoginDialog(page);
  await login.getByPlaceholder("手机号/邮箱").fill(user.account);
  await login.getByRole("button", { name: "忘记密码？" }).click();

  // The recovery dialog replaces the login and carries the account over.
  const forget = page.getByRole("dialog", { name: "找回密码" });
  await expect(forget).toBeVisible();
  await expect(page.getByRole("dialog", { name: "登录" })).toHaveCount(0);
  await expect(forget.getByRole("list", { name: "找回密码步骤" }).locator("[aria-current=step]")).toContainText("验证身份");
  const accountInput = forget.getByPlaceholder("注册时使用的手机号/邮箱");
  await expect(accountInput).toHaveValue(user.account);

  const code = await requestCode(page, forget, user.account);
  await forget.getByPlaceholder("6 位验证码").fill(code);
  await forget.getByRole("button", { name: "下一步" }).click();

  // Step 2: the new password, checked, for the account shown.
  await expect(forget.getByRole("list", { name: "找回密码步骤" }).locator("[aria-current=step]")).toContainText("设置新密码");
  await expect(forget).toContainText(`正在为 ${user.account} 设置新密码`);
  await forget.getByPlaceholder("新密码", { exact: true }).fill(NEW_PASSWORD);
  await forget.getByPlaceholder("确认新密码").fill(`${NEW_PASSWORD}x`);
  await forget.getByRole("button", { name: "确认修改" }).click();
  await expect(forget.getByRole("alert")).toHaveText("两次输入的密码不一致");
  await forget.getByPlaceholder("确认新密码").fill(NEW_PASSWORD);
  await forget.getByRole("button", { name: "确认修改" }).click();

  // Back to the login with the account filled in.
  const relogin = page.getByRole("dialog", { name: "登录" });
  await expect(relogin).toBeVisible();
  await expect(toast(page, "密码已重置，请使用新密码登录")).toBeVisible();
  await expect(relogin.getByPlaceholder("手机号/邮箱")).toHaveValue(user.account);
  // The old password no longer works; the old session was revoked.
  await relogin.getByPlaceholder("密码").fill(user.password);
  await relogin.getByRole("button", { name: "登录", exact: true }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.badCredentials)).toBeVisible();
  expect((await whoIs(request, user.token)).status).toBe(401);

  await relogin.getByPlaceholder("密码").fill(NEW_PASSWORD);
  await relogin.getByRole("button", { name: "登录", exact: true }).click();
  await expect(relogin).toBeHidden();
  await expectSignedIn(page, `用户${user.account.slice(-4)}`);
});

test("recovers a password on the /account/forget page", async ({ page, request }) => {
  const user = await registerUser(request, "email");
  await page.goto("/account/forget");
  await waitForHydration(page);
  const form = page.locator("main");
  await expect(form.getByRole("heading", { name: "重新设置密码" })).toBeVisible();

  // docs/product.md §5 on the page too.
  await form.getByPlaceholder("注册时使用的手机号/邮箱").fill("someone@");
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(form.getByRole("alert")).toHaveText(MESSAGES.accountFormat);

  await form.getByPlaceholder("注册时使用的手机号/邮箱").fill(user.account);
  const code = await requestCode(page, form, user.account);
  await form.getByPlaceholder("6 位验证码").fill(code);
  await form.getByRole("button", { name: "下一步" }).click();
  await form.getByPlaceholder("新密码", { exact: true }).fill(NEW_PASSWORD);
  await form.getByPlaceholder("确认新密码").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "确认修改" }).click();

  await expect(form.getByRole("heading", { name: "密码已重置" })).toBeVisible();
  await expect(form).toContainText(`请使用新密码登录 ${user.account}`);
  await form.getByRole("button", { name: "去登录" }).click();
  const login = page.getByRole("dialog", { name: "登录" });
  await expect(login.getByPlaceholder("手机号/邮箱")).toHaveValue(user.account);
  await login.getByPlaceholder("密码").fill(NEW_PASSWORD);
  await login.getByRole("button", { name: "登录", exact: true }).click();
  await expect(login).toBeHidden();
  await expectSignedIn(page, user.account.split("@")[0]);
  // The code was spent by the reset.
  const reuse = await request.put("/web/api/account/rest-pwd", { data: { account: user.account, code, password: "another123" } });
  expect(((await reuse.json()) as { msg: string }).msg).toBe(ACCOUNT_MESSAGES.codeWrong);
});
