/**
 * The chunk-reload guard of docs/product.md §2: a lazily loaded part that fails to load (a deploy replaced
 * the files) reloads the page once, on the page the visitor was going to, and not again within
 * 60 s. Here the /font route's own file fails whenever it is fetched.
 */
import type { Page } from "@playwright/test";
import { waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

/** Every document the tab loads from now on (reloads and full navigations), by URL. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) loads.push(new URL(req.url()).pathname);
  });
  return loads;
}

// The site's service worker would fetch the assets itself, past the test's interception.
test.use({ serviceWorkers: "block" });

test("a route file that fails to load reloads once, onto the page asked for, and not again within 60 s", async ({ page }) => {
  // The route's own file (assets/font-list-<hash>.js), from the start: the home page may prefetch it.
  await page.route(/\/assets\/font-list-[\w-]+\.js$/, (route) => route.abort("failed"));
  await page.goto("/");
  await waitForHydration(page);
  const loads = documentLoads(page);

  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "字体", exact: true }).click();
  // One reload, of the page the link leads to (rendered by the server: the list is there).
  await expect.poll(() => loads).toEqual(["/font"]);
  await expect(page).toHaveURL(/\/font$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("字体库");

  // The same failure again within the minute: no second reload, the page stays.
  await page.goto("/");
  await waitForHydration(page);
  loads.length = 0;
  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "字体", exact: true }).click();
  await page.waitForTimeout(3000);
  expect(loads).toEqual([]);
});
