/**
 * Route protection (docs/product.md §2): any path containing /user needs a stored token; without one the
 * visitor lands on / with the requested path (and its query) in `redirect`. Signed in (a real
 * account, registered per worker), the personal pages render.
 */
import { loginRedirect, STATIC_ROUTES } from "#contract/routes";
import { collectErrors, routerNavigate, waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

const USER_ROUTES = STATIC_ROUTES.filter((r) => r.path.startsWith("/user"));

test.describe("without a token", () => {
  for (const target of ["/user", "/user/profile?tab=1", "/user/favorite.html"]) {
    test(`loading ${target} sends the visitor home with redirect`, async ({ page, baseURL }) => {
      const response = await page.goto(target);
      const requested = target.replace(/\.html$/, "");
      expect(page.url()).toBe(new URL(loginRedirect(requested), baseURL).href);
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(requested);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toBe(new URL(target, baseURL).href);
      await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "home");
    });
  }

  test("a client-side navigation to /user/favorite is redirected in the browser", async ({ page, baseURL }) => {
    const errors = collectErrors(page);
    await page.goto("/about");
    await waitForHydration(page);
    // Anonymous visitors see no link to /user, so navigate through the app's router as a <Link> would.
    await routerNavigate(page, "/user/favorite?x=1");
    await expect(page).toHaveURL(new URL(loginRedirect("/user/favorite?x=1"), baseURL).href);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "home");
    await expect(page.getByRole("heading", { level: 1, name: "我的收藏" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the personal area is not offered", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "主导航" })).toBeVisible();
    await expect(page.locator('header a[href^="/user"]')).toHaveCount(0);
    await expect(page.locator("header").getByRole("button", { name: /^账号菜单/ })).toHaveCount(0);
  });
});

test.describe("signed in", () => {
  for (const { path, title } of USER_ROUTES) {
    test(`${path} renders`, async ({ page, context, baseURL, signIn }) => {
      await signIn(context);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(new URL(path, baseURL).href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "default");
    });
  }

  test("the header leads to the personal area and its menu between its pages", async ({ page, context, baseURL, signIn }) => {
    await signIn(context);
    const errors = collectErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    // Signed in, the header's account menu (named after the user) leads to the personal area.
    await page.locator("header").getByRole("button", { name: /^账号菜单/ }).click();
    await page.getByRole("menuitem", { name: "个人中心" }).click();
    await expect(page).toHaveURL(new URL("/user", baseURL).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("个人中心");
    await page.getByRole("navigation", { name: "个人中心" }).getByRole("link", { name: "个人资料" }).click();
    await expect(page).toHaveURL(new URL("/user/profile", baseURL).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("个人资料");
    expect(errors).toEqual([]);
  });
});

test.describe("with a token the server does not know", () => {
  test("the guard lets the request through on presence, then the initial load signs the visitor out", async ({ request }) => {
    const res = await request.get("/user/profile", { headers: { Cookie: "token=anything" }, maxRedirects: 0 });
    // Not the guard's redirect (that one needs no cookie at all): the initial load found the token
    // invalid, dropped the cookie and sent the visitor home with the page to return to (docs/product.md §4).
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/?redirect=%2Fuser%2Fprofile");
    expect(res.headers()["set-cookie"] ?? "").toMatch(/^token=;.*Max-Age=0/i);
  });

  test("the visitor is signed out and sent home (docs/product.md §4 forced logout, §6)", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "token", value: "anything", url: new URL("/", baseURL).href }]);
    await page.goto("/user/profile");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "token")?.value ?? "").toBe("");
    await expect.poll(() => new URL(page.url()).pathname, { message: "a visitor without a valid token must not stay on /user" }).toBe("/");
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "home");
  });
});
