/**
 * What a first visit downloads before it is interactive (docs/decisions/013): a handful of script
 * files, none of them carrying zod; the site's stylesheet inside the HTML; the video player's
 * stylesheet linked but not blocking the paint; the scripts' preloads at low priority.
 */
import { expect, test } from "@playwright/test";

const PAGES = ["/", "/font", "/news"];

for (const path of PAGES) {
  test(`${path}: few scripts, no zod, the stylesheet inline`, async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push({ url: response.url(), body: await response.text().catch(() => "") });
    });
    await page.goto(path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");

    expect(scripts.length, "script files of a first visit").toBeGreaterThan(0);
    expect(scripts.length, "script files of a first visit").toBeLessThanOrEqual(12);
    const withZod = scripts.filter((s) => s.body.includes("ZodError")).map((s) => s.url);
    expect(withZod, "zod is loaded only with the forms that check input").toEqual([]);

    const head = page.locator("head");
    expect(await head.locator("style[data-href]").evaluate((el) => el.textContent?.length ?? 0)).toBeGreaterThan(10_000);
    const blocking = await head.locator('link[rel="stylesheet"]').evaluateAll((links) =>
      links.filter((l) => !["not all", "print"].includes(l.getAttribute("media") ?? "")).map((l) => l.getAttribute("href")),
    );
    expect(blocking, "no stylesheet blocks the first paint").toEqual([]);
    const preloads = await head.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute("fetchpriority")));
    expect(preloads.length).toBeGreaterThan(0);
    expect(new Set(preloads)).toEqual(new Set(["low"]));

    // The inline sheet applies (bg-stone-50 on the body).
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(250, 250, 249)");
  });
}

test("the contact form, which checks its input, loads zod when it is used", async ({ page }) => {
  const zodScripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && (await response.text().catch(() => "")).includes("ZodError")) zodScripts.push(response.url());
  });
  await page.goto("/contact", { waitUntil: "networkidle" });
  expect(zodScripts.length).toBeGreaterThan(0);
});
