/**
 * Scrolling on navigation (docs/product.md §2): a new page starts at the top, a hash scrolls to the element
 * it names, and going back returns to where the visitor was (app/components/scroll-manager.tsx).
 */
import { expect, test, type Page } from "@playwright/test";
import { STORAGE_KEYS } from "#contract/constants";
import { routerNavigate, scrollY, waitForHydration } from "./fixtures/helpers";

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** Scrolls half-way down the page and answers the position. */
async function scrollHalfway(page: Page): Promise<number> {
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(max, "the page is long enough to scroll").toBeGreaterThan(200);
  const y = Math.floor(max / 2);
  await scrollTo(page, y);
  return y;
}

test("a link from a scrolled page opens the next page at the top", async ({ page, baseURL }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const footerLink = page.locator("footer").getByRole("link", { name: "联系我们" });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await scrollY(page), "the about page is long enough to scroll").toBeGreaterThan(100);
  await footerLink.click();
  await expect(page).toHaveURL(new URL("/contact", baseURL).href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("联系我们");
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("a header link clicked half-way down opens the next page at the top", async ({ page, baseURL }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await scrollHalfway(page);
  // The default layout's header is sticky: still there half-way down.
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "新闻", exact: true }).click();
  await expect(page).toHaveURL(new URL("/news", baseURL).href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("新闻");
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("loading /about#open scrolls that section into view", async ({ page }) => {
  await page.goto("/about#open");
  await waitForHydration(page);
  await expect(page.locator("#open")).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test("a client-side navigation to /about#open scrolls that section into view", async ({ page, baseURL }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await routerNavigate(page, "/about#open");
  await expect(page).toHaveURL(new URL("/about#open", baseURL).href);
  await expect(page.locator("#open")).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(0);
  // Another hash on the same page scrolls again.
  await scrollTo(page, 0);
  await routerNavigate(page, "/about#mission");
  await expect(page.locator("#mission")).toBeInViewport();
});

test("going back returns to the previous scroll position", async ({ page, baseURL }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const y = await scrollHalfway(page);
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "新闻", exact: true }).click();
  await expect(page).toHaveURL(new URL("/news", baseURL).href);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new URL("/about", baseURL).href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("关于我们");
  await expect.poll(() => scrollY(page), { message: "scroll position restored on back" }).toBe(y);

  // Forward again: /news was left at the top, so it comes back at the top.
  await page.goForward();
  await expect(page).toHaveURL(new URL("/news", baseURL).href);
  await expect.poll(() => scrollY(page)).toBe(0);
});

/** Waits until the scroll manager has saved `y` for the current history entry. */
async function savedPosition(page: Page, y: number) {
  await expect
    .poll(() =>
      page.evaluate((key) => Object.values(JSON.parse(sessionStorage.getItem(key) ?? "{}")), STORAGE_KEYS.scrollPositions),
    )
    .toContain(y);
}

test("a page loaded as a new document starts at the top, whatever the tab's previous page", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const y = await scrollHalfway(page);
  await savedPosition(page, y);

  // Typed in the address bar: both documents' first history entries used to share one key.
  await page.goto("/news");
  await waitForHydration(page);
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(max, "the news page is long enough to have been scrolled there").toBeGreaterThan(y);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("新闻");
  expect(await scrollY(page)).toBe(0);
});

test("a reload, and a return from another document, keep the first page's position", async ({ page, baseURL }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const y = await scrollHalfway(page);
  await savedPosition(page, y);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page), { message: "position kept on reload" }).toBe(y);

  await page.goto("/news");
  await waitForHydration(page);
  expect(await scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(new URL("/about", baseURL).href);
  await waitForHydration(page);
  await expect.poll(() => scrollY(page), { message: "position kept on back to another document" }).toBe(y);
});
