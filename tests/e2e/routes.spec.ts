/**
 * Every static route of docs/product.md §2 (except the guarded /user pages, see guard.spec.ts) renders in
 * its layout with the site chrome, also under its ".html" alias; bad detail ids and unknown
 * paths show the 404 page.
 */
import { expect, test, type Page } from "@playwright/test";
import { SITE_TITLE } from "#contract/constants";
import { MESSAGES } from "#contract/messages";
import { layoutFor, STATIC_ROUTES } from "#contract/routes";
import { expectedFriendLinkNames, routerNavigate, waitForHydration } from "./fixtures/helpers";

const PUBLIC_ROUTES = STATIC_ROUTES.filter((r) => !r.path.startsWith("/user"));

/** "/" answers as "/index.html" too; every other path with ".html" appended. */
const htmlAlias = (path: string) => (path === "/" ? "/index.html" : `${path}.html`);

async function expectSiteChrome(page: Page, path: string, friendLinks: string[]) {
  const layout = layoutFor(path);
  await expect(page).toHaveTitle(new RegExp(`^${SITE_TITLE}`));
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", layout);

  const mainNav = page.getByRole("navigation", { name: "主导航" });
  const footer = page.locator("footer");
  if (layout === "blank") {
    // The printable page has no site chrome at all.
    await expect(mainNav).toHaveCount(0);
    await expect(footer).toHaveCount(0);
    return;
  }
  // The header is built from the site's columns (getColumnByType, type header).
  const columns = ((await (await page.request.get("/web/api/web-column/getColumnByType?type=header")).json()) as { data: { name: string; path: string }[] }).data;
  expect(columns.length, "the seed has header columns").toBeGreaterThan(0);
  for (const item of columns) {
    await expect(mainNav.locator(`a[href="${item.path}"]`), `header link to ${item.path}`).toHaveText(item.name);
  }
  expect(friendLinks.length, "the seed has friend links").toBeGreaterThan(0);
  await expect(page.getByTestId("friend-links").locator("li")).toHaveText(friendLinks);
  await expect(footer).toContainText(SITE_TITLE);
}

test.describe("static routes", () => {
  for (const { path, title } of PUBLIC_ROUTES) {
    test(`${path} and ${htmlAlias(path)} render in the ${layoutFor(path)} layout`, async ({ page, request, baseURL }) => {
      const friendLinks = await expectedFriendLinkNames(request);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectSiteChrome(page, path, friendLinks);
      // A page may name what it shows before its own title (/player: the video playing).
      const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expect(page).toHaveTitle(path === "/" ? SITE_TITLE : new RegExp(`^${SITE_TITLE} - (.+ - )?${escaped}$`));
      const h1 = (await page.locator("h1").first().textContent())?.trim();
      expect(h1).toBeTruthy();

      // The ".html" alias is the same page...
      const alias = await page.goto(htmlAlias(path));
      expect(alias?.status()).toBe(200);
      await expect(page.locator("h1").first()).toHaveText(h1!);
      await expectSiteChrome(page, path, friendLinks);
      // ...and once hydrated the address bar shows the bare path.
      await waitForHydration(page);
      await expect(page).toHaveURL(new URL(path, baseURL).href);
    });
  }
});

test("every route answers its trailing-slash form with one permanent redirect to the bare path", async ({ request }) => {
  for (const { path } of STATIC_ROUTES.filter((r) => r.path !== "/")) {
    const res = await request.get(`${path}/?from=test`, { maxRedirects: 0 });
    expect(res.status(), `${path}/`).toBe(301);
    expect(res.headers()["location"], `${path}/`).toBe(`${path}?from=test`);
  }
  const followed = await request.get("/about/");
  expect(followed.status()).toBe(200);
  expect(new URL(followed.url()).pathname).toBe("/about");
});

test.describe("404 page", () => {
  const MISSING = ["/font/abc", "/news/abc", "/album/0", "/video/99999999", "/font/2147483647.html", "/no-such-page", "/no-such-page.html", "/about/extra"];

  for (const path of MISSING) {
    test(`${path} answers 404 with a way home`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(new RegExp(`^${SITE_TITLE}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.notFound);
      await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", layoutFor(path));

      const home = page.getByRole("link", { name: "返回首页" });
      await expect(home).toBeVisible();
      await home.click();
      await expect(page).toHaveURL(new URL("/", baseURL).href);
      await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "home");
      await expect(page.getByText(MESSAGES.notFound)).toHaveCount(0);
    });
  }

  test("a client-side navigation to an unknown path shows the 404 page too", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await routerNavigate(page, "/news/abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.notFound);
    await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible();
  });
});
