/**
 * One full-page screenshot per layout (and the 404 page) under test-results/screenshots/, for a
 * person to look at; no baselines are compared. Each page must load without console errors or
 * uncaught page errors.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { collectErrors, waitForHydration } from "./fixtures/helpers";

const PAGES = [
  { name: "home", path: "/", layout: "home", status: 200 },
  { name: "font", path: "/font", layout: "font", status: 200 },
  { name: "default", path: "/about", layout: "default", status: 200 },
  { name: "blank", path: "/pdf/compare", layout: "blank", status: 200 },
  { name: "not-found", path: "/no-such-page", layout: "default", status: 404 },
] as const;

for (const { name, path: route, layout, status } of PAGES) {
  test(`screenshot of the ${name} layout (${route})`, async ({ page, baseURL }, testInfo) => {
    const errors = collectErrors(page);
    const response = await page.goto(route, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(status);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", layout);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const file = path.join(testInfo.project.outputDir, "screenshots", `${name}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
    expect(fs.statSync(file).size, `${file} written`).toBeGreaterThan(1000);

    // The one expected console error: Chromium logs the 404 status of the page's own document
    // ("Failed to load resource … 404") — that status is what the 404 page is for.
    const pageUrl = new URL(route, baseURL).href;
    const unexpected = errors.filter((e) => !(status === 404 && e.includes("status of 404") && e.includes(`(${pageUrl})`)));
    expect(unexpected).toEqual([]);
  });
}
