/**
 * Accessibility and valid markup on every route of docs/product.md §2, so that a new page
 * cannot regress either:
 * - axe-core in Chromium on the hydrated page, at desktop and phone width: no serious or critical
 *   violation (colour contrast among them);
 * - HTML_CodeSniffer (WCAG 2 AA), a second engine with rules of its own (forms without a submit
 *   button, autocomplete on untyped inputs …), on the same pages at both widths: no error;
 * - the HTML the server sends, checked with html-validate's recommended rules: no error.
 * The /user pages are checked signed in (signed out they only redirect home); each detail route
 * with a real record of its area, and the 404 page on its own.
 */
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { needsToken, STATIC_ROUTES } from "#contract/routes";
import { expect, test } from "./fixtures/test";
import { waitForHydration } from "./fixtures/helpers";
import { axeSeriousViolations, htmlcsErrors, htmlErrors } from "./fixtures/markup";

/** The id of the first record a list call answers. */
async function firstId(request: APIRequestContext, listPath: string): Promise<number> {
  const res = await request.get(listPath);
  const body = (await res.json()) as { data: { records: { id: number }[] } };
  expect(body.data.records.length, `${listPath} has records`).toBeGreaterThan(0);
  return body.data.records[0].id;
}

/** Each detail route of docs/product.md §2 with a real record, from the call its list page makes. */
const DETAIL_LISTS: Record<string, string> = {
  "/album": "/web/api/web-promotion/selectPage?size=1",
  "/baike": "/web/api/shufa-baike/selectPage?size=1",
  "/font": "/web/api/font/getFontList?size=1",
  "/heji": "/web/api/web-font-collection/selectPage?size=1",
  "/news": "/web/api/web-wenzhang/selectPage?column=news&size=1",
  "/video": "/web/api/web-video/selectPage?size=1",
  "/zixun": "/web/api/web-wenzhang/selectPage?column=zixun&size=1",
};

/** The public routes and the 404 page (checked signed out), then the /user routes (checked signed in). */
async function pathsToCheck(request: APIRequestContext): Promise<{ open: string[]; user: string[] }> {
  const details = await Promise.all(Object.entries(DETAIL_LISTS).map(async ([area, list]) => `${area}/${await firstId(request, list)}`));
  const all = [...STATIC_ROUTES.map((r) => r.path), ...details, "/no-such-page"];
  return { open: all.filter((p) => !needsToken(p)), user: all.filter(needsToken) };
}

/**
 * Waits until no font preview still shows its pale loading text (a cold subset can outlast
 * networkidle's 500 ms), and for the colour transitions into the loaded text to end.
 */
async function settledPreviews(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="font-preview"][data-state="loading"]'), "previews settle").toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"));
}

interface RouteFixtures {
  page: Page;
  request: APIRequestContext;
  signIn: (context: BrowserContext) => Promise<unknown>;
  context: BrowserContext;
}

/**
 * Runs `check` on every route at `width` as the visitor ends up seeing it (hydrated, lists and
 * previews filled in; the /user pages signed in); answers the problems found, route by route.
 */
async function everyRoute({ page, request, signIn, context }: RouteFixtures, width: number, check: (page: Page) => Promise<string[]>): Promise<string> {
  await page.setViewportSize({ width, height: 900 });
  const { open, user } = await pathsToCheck(request);
  const failures: string[] = [];
  for (const path of [...open, ...user]) {
    if (path === user[0]) await signIn(context);
    const response = await page.goto(path);
    expect(response?.url(), `${path} is not redirected`).toContain(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await settledPreviews(page);
    const problems = await check(page);
    if (problems.length) failures.push(`${path}\n  ${problems.join("\n  ")}`);
  }
  return failures.join("\n\n");
}

test.describe("accessibility and valid markup", () => {
  test("every route's server HTML passes html-validate", async ({ request, signIn, context }) => {
    test.setTimeout(90_000);
    const { open, user } = await pathsToCheck(request);
    const failures: string[] = [];
    for (const path of [...open, ...user]) {
      // Signed in for the /user pages, which otherwise only redirect.
      if (path === user[0]) await signIn(context);
      const res = await context.request.get(path);
      expect([200, 404], `${path} status`).toContain(res.status());
      const errors = await htmlErrors(await res.text());
      if (errors) failures.push(`${path}\n${errors}`);
    }
    expect(failures.join("\n\n")).toBe("");
  });

  for (const width of [1280, 390]) {
    test(`axe: no serious or critical violation on any route at ${width} px`, async ({ page, request, signIn, context }) => {
      test.setTimeout(180_000);
      expect(await everyRoute({ page, request, signIn, context }, width, axeSeriousViolations)).toBe("");
    });

    test(`HTML_CodeSniffer (WCAG 2 AA): no error on any route at ${width} px`, async ({ page, request, signIn, context }) => {
      test.setTimeout(180_000);
      expect(await everyRoute({ page, request, signIn, context }, width, htmlcsErrors)).toBe("");
    });
  }
});
