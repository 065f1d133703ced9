/**
 * Signing in and out (docs/product.md §4 Login, Logout, Forced logout; §5; §7 Account): by password and by
 * code through the 登录 dialog, out from the header menu, the /user redirect round trip, and the
 * forced logout when the token is revoked by another client. Each test has its own fresh account.
 */
import { ACCOUNT_MESSAGES } from "#contract/account";
import { MESSAGES } from "#contract/messages";
import { registerUser } from "./fixtures/account";
import {
  expectSignedIn,
  expectSignedOut,
  openLoginDialog,
  requestCode,
  signInWithPassword,
  signOutFromMenu,
  toast,
  tokenCookie,
  whoIs,
} from "./fixtures/account-ui";
import { E2E_BASE_URL } from "./fixtures/env";
import { collectErrors, waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

test("signs in by password, after the dialog's checks and a wrong password", async ({ page, request }) => {
  const user = await registerUser(request, "email");
  await page.goto("/font");
  await waitForHydration(page);
  const dialog = await openLoginDialog(page);
  // The account field has the focus as the dialog opens.
  await expect(dialog.getByPlaceholder("手机号/邮箱")).toBeFocused();

  // docs/product.md §5: an account that is neither a mobile number nor an e-mail address.
  await dialog.getByPlaceholder("手机号/邮箱").fill("12345");
  await dialog.getByPlaceholder("密码").fill("whatever1");
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(MESSAGES.accountFormat);

  await dialog.getByPlaceholder("手机号/邮箱").fill(user.account);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByPlaceholder("密码").fill("wrongPass99");
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.badCredentials)).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByPlaceholder("密码").fill(user.password);
  await dialog.getByPlaceholder("密码").press("Enter");
  await expect(dialog).toBeHidden();
  await expect(toast(page, "登录成功")).toBeVisible();
  await expectSignedIn(page, user.account.split("@")[0]);
  // Signing in does not move the visitor.
  expect(new URL(page.url()).pathname).toBe("/font");
  // The new session is a real one.
  expect((await whoIs(request, (await tokenCookie(page.context()))!)).code).toBe("200");
});

test("signs in by code sent to a mobile number", async ({ page, request }) => {
  const errors = collectErrors(page);
  const user = await registerUser(request, "mobile");
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openLoginDialog(page);
  await dialog.getByRole("tab", { name: "验证码登录" }).click();
  const panel = dialog.getByRole("tabpanel");

  await panel.getByPlaceholder("手机号/邮箱").fill("1380013800");
  await panel.getByRole("button", { name: "获取验证码" }).click();
  await expect(panel.getByRole("alert")).toHaveText(MESSAGES.accountFormat);
  await expect(page.getByRole("dialog", { name: "安全验证" })).toHaveCount(0);

  await panel.getByPlaceholder("手机号/邮箱").fill(user.account);
  const code = await requestCode(page, panel, user.account);
  // A wrong code is refused, the right one signs in.
  await panel.getByPlaceholder("6 位验证码").fill(code === "000000" ? "111111" : "000000");
  await panel.getByRole("button", { name: "登录", exact: true }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.codeWrong)).toBeVisible();
  await panel.getByPlaceholder("6 位验证码").fill(code);
  await panel.getByRole("button", { name: "登录", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, `用户${user.account.slice(-4)}`);
  // The code is spent.
  const reuse = await request.post("/web/api/sms-login", { data: { account: user.account, code } });
  expect(((await reuse.json()) as { msg: string }).msg).toBe(ACCOUNT_MESSAGES.codeWrong);
  expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
});

test("signs out from the header menu: the token is revoked and forgotten", async ({ page, request, context }) => {
  const errors = collectErrors(page);
  const user = await registerUser(request, "email");
  await context.addCookies([{ name: "token", value: user.token, url: `${E2E_BASE_URL}/` }]);
  await page.goto("/user/profile");
  await waitForHydration(page);
  await expectSignedIn(page);

  expect(await signOutFromMenu(page)).toBe(200);
  await expect(toast(page, "已退出登录")).toBeVisible();
  // Left the personal page for home.
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  await expectSignedOut(page);
  // The server no longer knows the token.
  const after = await whoIs(request, user.token);
  expect(after.status).toBe(401);
  expect(after.code).toBe("S00106");
  // A reload stays signed out.
  await page.reload();
  await expectSignedOut(page);
  expect(errors).toEqual([]);
});

test("a signed-out visit to /user/favorite signs in and lands there", async ({ page, request, baseURL }) => {
  const user = await registerUser(request, "mobile");
  await page.goto("/user/favorite");
  await expect(page).toHaveURL(`${baseURL}/?redirect=%2Fuser%2Ffavorite`);
  await waitForHydration(page);
  // The login opens by itself and says why.
  const dialog = page.getByRole("dialog", { name: "登录" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("该页面需要登录后访问，登录后将自动前往");
  await dialog.getByPlaceholder("手机号/邮箱").fill(user.account);
  await dialog.getByPlaceholder("密码").fill(user.password);
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/user/favorite`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("我的收藏");
  await expectSignedIn(page);
});

test("a token revoked elsewhere signs the visitor out at the next call (forced logout)", async ({ page, request }) => {
  const user = await registerUser(request, "email");
  await signInWithPassword(page, user.account, user.password);
  await page.goto("/user/profile");
  await waitForHydration(page);
  const nickname = page.getByLabel("昵称");
  await expect(nickname).toHaveValue(user.account.split("@")[0]);

  // Another client (here the API, with this session's token) signs the session out.
  const token = (await tokenCookie(page.context()))!;
  const logout = await request.post("/web/api/logout", { headers: { "X-Access-Token": token } });
  expect(logout.status()).toBe(200);

  // The page does not know yet; saving the profile calls the API with the dead token.
  await nickname.fill("新昵称");
  const saved = page.waitForResponse((r) => r.url().endsWith("/web/api/account/update-account-info"));
  await page.getByRole("button", { name: "保存修改" }).click();
  expect((await saved).status()).toBe(401);
  await expect(toast(page, ACCOUNT_MESSAGES.sessionInvalid)).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  await expectSignedOut(page);
  // Nothing was saved.
  const again = await request.post("/web/api/login", { data: { account: user.account, password: user.password } });
  const { data } = (await again.json()) as { data: { token: string } };
  expect((await whoIs(request, data.token)).data?.nickname).toBe(user.account.split("@")[0]);
});

test("a page loaded with a token revoked elsewhere: the server's message, signed out, home (docs/product.md §4/§8)", async ({ page, request }) => {
  const user = await registerUser(request, "email");
  await signInWithPassword(page, user.account, user.password, "/font");
  const token = (await tokenCookie(page.context()))!;
  expect((await request.post("/web/api/logout", { headers: { "X-Access-Token": token } })).status()).toBe(200);

  // The next page load finds the token dead in its initial load (user info): a forced logout the
  // visitor is told about, not a page that silently looks signed out until 收藏 asks to sign in.
  await page.reload();
  await expect(toast(page, ACCOUNT_MESSAGES.sessionInvalid)).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/");
  await expectSignedOut(page);
  await page.getByTestId("featured-fonts").getByTestId("favorite-button").first().click();
  await expect(toast(page, "请先登录后再收藏字体")).toBeVisible();
});

test("past the per-account ceiling of failures, the dialog asks for a code sent to the account and signs in with it", async ({ page, request }) => {
  const user = await registerUser(request, "email");
  // Strangers from 21 addresses try wrong passwords: the password alone is no longer enough.
  for (let i = 0; i < 21; i++) {
    const res = await request.post("/web/api/login", {
      data: { account: user.account, password: "wrongPass99" },
      headers: { "X-Forwarded-For": `203.0.113.${i + 1}` },
    });
    expect(res.status()).toBe(400);
  }
  await page.goto("/");
  await waitForHydration(page);
  const dialog = await openLoginDialog(page);
  const form = dialog.getByRole("tabpanel");
  await form.getByPlaceholder("手机号/邮箱").fill(user.account);
  await form.getByPlaceholder("密码").fill(user.password);
  await form.getByRole("button", { name: "登录", exact: true }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.codeForSignIn)).toBeVisible();
  // The form grows a code field, says why, and gives it the focus.
  await expect(form.getByRole("status")).toContainText("为确认是您本人");
  const codeField = form.getByPlaceholder("6 位验证码");
  await expect(codeField).toBeFocused();
  // Signing in without the code is stopped by the form itself.
  await form.getByRole("button", { name: "登录", exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText("验证码为 6 位数字");

  // 获取验证码: the slider, then the e-mail, read from the dev outbox.
  const code = await requestCode(page, form, user.account);
  await codeField.fill(code);
  const signedIn = page.waitForResponse((res) => new URL(res.url()).pathname === "/web/api/login" && res.request().method() === "POST");
  await form.getByRole("button", { name: "登录", exact: true }).click();
  const answer = await signedIn;
  expect(answer.status()).toBe(200);
  expect(JSON.parse(answer.request().postData() ?? "{}")).toMatchObject({ account: user.account, password: user.password, code });
  await expect(dialog).toBeHidden();
  await expectSignedIn(page);
});
