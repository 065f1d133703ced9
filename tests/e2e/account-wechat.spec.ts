/**
 * WeChat sign-in (docs/product.md §1 Users) end to end against the fake provider
 * of tests/mocks/wechat-provider.mjs, which playwright.config.ts starts and points the site at:
 * 微信登录 → the provider's page (standing for the QR code) → 确认登录 → the site's callback →
 * access token → user info → signed in. Also binding WeChat from the profile, and declining.
 */
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { registerUser } from "./fixtures/account";
import { accountMenuButton, expectSignedIn, expectSignedOut, openLoginDialog, signOutFromMenu, toast, tokenCookie, whoIs } from "./fixtures/account-ui";
import { E2E_BASE_URL, E2E_WECHAT_APP, E2E_WECHAT_BASE } from "./fixtures/env";
import { collectErrors, waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

/** On the provider's page: "scan" as the WeChat user `openid` called `nickname`, and confirm (or decline). */
async function authorizeOnProvider(page: Page, { openid, nickname, decline = false }: { openid?: string; nickname?: string; decline?: boolean }) {
  await expect(page).toHaveURL((url) => url.href.startsWith(`${E2E_WECHAT_BASE}/connect/qrconnect?`));
  const url = new URL(page.url());
  // The site sent what WeChat requires of a website application.
  expect(url.searchParams.get("appid")).toBe(E2E_WECHAT_APP.appId);
  expect(url.searchParams.get("response_type")).toBe("code");
  expect(url.searchParams.get("scope")).toBe("snsapi_login");
  expect(url.searchParams.get("redirect_uri")).toBe(`${E2E_BASE_URL}/web/api/wechat/callback`);
  expect(url.searchParams.get("state")).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { name: "微信登录" })).toBeVisible();
  if (nickname !== undefined) await page.getByLabel("微信昵称").fill(nickname);
  if (openid !== undefined) await page.getByLabel("openid").fill(openid);
  await page.getByRole("button", { name: decline ? "取消" : "确认登录" }).click();
}

const unique = () => randomBytes(4).toString("hex");

test("signs in with WeChat as a new user and comes back to the page it left", async ({ page, request }) => {
  const errors = collectErrors(page);
  const nickname = `微信E2E${unique().slice(0, 4)}`;
  await page.goto("/font");
  await waitForHydration(page);
  const login = await openLoginDialog(page);
  await login.getByRole("button", { name: "微信登录" }).click();

  const callback = page.waitForRequest((r) => r.url().startsWith(`${E2E_BASE_URL}/web/api/wechat/callback?`));
  await authorizeOnProvider(page, { nickname });
  // Back on the site, on the page the visitor left, signed in as the WeChat user.
  await expect(page).toHaveURL(`${E2E_BASE_URL}/font`);
  await waitForHydration(page);
  await expectSignedIn(page, nickname);
  const me = await whoIs(request, (await tokenCookie(page.context()))!);
  expect(me.code).toBe("200");
  expect(me.data?.nickname).toBe(nickname);
  // The callback cannot be replayed: its state (and the provider's code) are single use.
  const replay = await request.get((await callback).url(), { maxRedirects: 0 });
  expect(replay.status()).toBe(302);
  expect(replay.headers()["location"]).toBe("/?wechat=failed");
  expect(replay.headers()["set-cookie"] ?? "").not.toMatch(/token=/);
  expect(errors).toEqual([]);
});

test("binds WeChat from the profile, then WeChat signs in to that account", async ({ page, context, request }) => {
  const user = await registerUser(request, "email");
  const openid = `o-e2e-bind-${unique()}`;
  await context.addCookies([{ name: "token", value: user.token, url: `${E2E_BASE_URL}/` }]);
  await page.goto("/user/profile");
  await waitForHydration(page);
  const wechatRow = page.getByRole("listitem").filter({ has: page.getByText("微信", { exact: true }) });
  await expect(wechatRow).toContainText("未绑定");
  await wechatRow.getByRole("button", { name: /^绑定\s*微信$/ }).click();
  const dialog = page.getByRole("dialog", { name: "绑定微信" });
  await dialog.getByRole("button", { name: "前往微信授权" }).click();

  await authorizeOnProvider(page, { openid, nickname: "不用这个昵称" });
  await expect(page).toHaveURL(`${E2E_BASE_URL}/user/profile`);
  await expect(toast(page, "微信绑定成功")).toBeVisible();
  await expect(wechatRow).toContainText("已绑定");
  // Binding keeps the account's own nickname.
  const nickname = user.account.split("@")[0];
  await expectSignedIn(page, nickname);

  // Signed out, the same WeChat user signs in to the same account.
  await signOutFromMenu(page);
  await expectSignedOut(page);
  const login = await openLoginDialog(page);
  await login.getByRole("button", { name: "微信登录" }).click();
  await authorizeOnProvider(page, { openid });
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  // The header is server-rendered: wait until it reacts to clicks.
  await waitForHydration(page);
  await expectSignedIn(page, nickname);
  await accountMenuButton(page).click();
  await expect(page.getByRole("menu")).toContainText(`${user.account.slice(0, 2)}***@example.com`);
});

test("declining on the WeChat page leaves the visitor signed out, with a message", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const login = await openLoginDialog(page);
  await login.getByRole("button", { name: "微信登录" }).click();
  await authorizeOnProvider(page, { decline: true });
  await expect(toast(page, ACCOUNT_MESSAGES.wechatFailed)).toBeVisible();
  // The result parameter is dropped from the address.
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expectSignedOut(page);
});
