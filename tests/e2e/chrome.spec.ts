/**
 * What every page carries around its content (docs/product.md §2 page head, docs/contract.md): service worker,
 * manifest, favicon, loading bar, offline notice; and how the server answers: compression,
 * caching of hashed assets, health check, security headers.
 */
import { expect, test } from "@playwright/test";
import { SITE_TITLE } from "#contract/constants";
import { MESSAGES } from "#contract/messages";
import { waitForHydration } from "./fixtures/helpers";

test.describe("page head and browser features", () => {
  test("the service worker /sw.js is registered with root scope", async ({ page, baseURL }) => {
    await page.goto("/");
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { scope: reg.scope, script: reg.active?.scriptURL };
    });
    expect(registration.scope).toBe(new URL("/", baseURL).href);
    expect(registration.script).toBe(new URL("/sw.js", baseURL).href);
  });

  test("the manifest is linked and names the site", async ({ page, request }) => {
    await page.goto("/about");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const res = await request.get(href!);
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as { name?: string; start_url?: string; icons?: { src: string }[] };
    expect(manifest.name).toBe(SITE_TITLE);
    expect(manifest.start_url).toBe("/");
    for (const icon of manifest.icons ?? []) {
      const iconRes = await request.get(icon.src);
      expect(iconRes.status(), `manifest icon ${icon.src}`).toBe(200);
      expect(iconRes.headers()["content-type"], `manifest icon ${icon.src}`).toMatch(/^image\//);
    }
  });

  test("the favicons are linked and served", async ({ page, request }) => {
    await page.goto("/");
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")!));
    expect(icons.length).toBeGreaterThan(0);
    for (const href of [...icons, "/favicon.ico"]) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()["content-type"], href).toMatch(/^image\//);
    }
  });

  test("the viewport meta is set", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /width=device-width/);
  });

  test("the loading bar shows while a navigation loads", async ({ page, baseURL }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const bar = page.getByRole("progressbar", { includeHidden: true });
    await expect(bar).toHaveCount(1);
    await expect(bar).toHaveAttribute("data-state", "idle");

    // Hold the next page's data back long enough to see the bar.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "新闻", exact: true }).click();
    await expect(bar).toHaveAttribute("data-state", "loading");
    await expect(bar).toHaveAttribute("aria-hidden", "false");
    release();
    await expect(page).toHaveURL(new URL("/news", baseURL).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("新闻");
    await expect(bar).toHaveAttribute("data-state", "idle");
    await expect(bar).toHaveAttribute("aria-hidden", "true");
  });

  test("going offline shows a notice that goes away online", async ({ page, context }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const notice = page.getByText(MESSAGES.offline);
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
});

for (const width of [1366, 390]) {
  test(`a toast sits 20 px from the top at ${width} px (docs/product.md §9)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/font");
    await waitForHydration(page);
    await page.getByTestId("compare-toggle").first().click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toHaveCount(1);
    // Measured once the entry animation has settled.
    await expect.poll(() => toast.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(20);
  });
}

test.describe("server answers", () => {
  test("pages are compressed with brotli or gzip as accepted", async ({ request }) => {
    const br = await request.get("/", { headers: { "Accept-Encoding": "br" } });
    expect(br.status()).toBe(200);
    expect(br.headers()["content-encoding"]).toBe("br");
    expect(br.headers()["vary"]).toMatch(/Accept-Encoding/i);
    expect(await br.text()).toContain(SITE_TITLE);

    const gzip = await request.get("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(await gzip.text()).toContain(SITE_TITLE);

    const api = await request.get("/web/api/friendshipLinks/getFriendshipLinks", { headers: { "Accept-Encoding": "br" } });
    expect(api.status()).toBe(200);
    expect(((await api.json()) as { code: string }).code).toBe("200");
  });

  test("hashed assets are cached as immutable", async ({ page, request }) => {
    await page.goto("/");
    const assets = await page
      .locator('script[src^="/assets/"], link[href^="/assets/"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute("src") ?? el.getAttribute("href")!));
    const modules = await page.content().then((html) => [...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]));
    const urls = [...new Set([...assets, ...modules])];
    expect(urls.length, "the page references built assets").toBeGreaterThan(0);
    for (const url of urls.slice(0, 6)) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()["cache-control"], url).toMatch(/immutable/);
      expect(res.headers()["cache-control"], url).toMatch(/max-age=\d{7,}/);
    }
    const missing = await request.get("/assets/no-such-file-0000.js");
    expect(missing.headers()["cache-control"] ?? "", "a missing asset must not be cached forever").not.toMatch(/immutable/);
  });

  test("/healthz answers ok", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("pages carry security headers", async ({ request }) => {
    for (const path of ["/", "/about", "/no-such-page"]) {
      const res = await request.get(path);
      const headers = res.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toMatch(/^(DENY|SAMEORIGIN)$/i);
      expect(headers["referrer-policy"], path).toBeTruthy();
    }
  });

  test("the service worker script is never cached stale", async ({ request }) => {
    const res = await request.get("/sw.js");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/javascript/);
    expect(res.headers()["cache-control"]).toMatch(/no-cache|max-age=0/);
    expect(await res.text()).toContain("addEventListener");
  });
});
