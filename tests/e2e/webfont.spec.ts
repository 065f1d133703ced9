/**
 * The web-font CSS API in Chromium:
 *  - a page on ANOTHER origin (a second local port, served by this test) links
 *    `/css2?family=霞鹜文楷` and renders its Chinese text in the font: the slices load across
 *    origins (CORS), document.fonts reports faces of the family loaded, only a few slices are
 *    fetched, and the text is drawn differently from the fallback font;
 *  - the same with a `text=` link for two weights;
 *  - /webfont-demo loads its article through the link and records the slices it fetched;
 *  - the detail page's "在网页中使用" shows the link, switches to text= with "只用这些字", and its
 *    preview box loads the font through that link.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./fixtures/env";
import { comparePngs, wenkaiFamily } from "./fixtures/fonts";
import { test as plain } from "@playwright/test";
import { expect, test } from "./fixtures/test";

const TEXT = "永和九年，岁在癸丑，暮春之初，会于会稽山阴之兰亭。";

let other: http.Server;
let otherOrigin = "";
const pages = new Map<string, string>();

test.beforeAll(async () => {
  other = http.createServer((req, res) => {
    const body = pages.get(req.url ?? "");
    res.writeHead(body ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(body ?? "not found");
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  // "localhost" vs the site's 127.0.0.1: a different origin (and a different port).
  otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => other.close(resolve));
});

function hostPage(name: string, href: string, weights: number[] = [400]): string {
  const url = `/${name}.html`;
  pages.set(
    url,
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="stylesheet" href="${href}"></head>
<style>p { width: 1000px; height: 60px; margin: 10px 0; line-height: 60px; white-space: nowrap; overflow: hidden; }</style>
<body style="margin:20px">
${weights.map((w) => `<p class="in-font" style="font: ${w} 40px '霞鹜文楷', serif">${TEXT}</p>`).join("\n")}
<p id="fallback" style="font: 400 40px serif">${TEXT}</p>
</body></html>`,
  );
  return `${otherOrigin}${url}`;
}

/** The FontFaces of a family that document.fonts has, by status. */
async function facesOf(page: Page, family: string) {
  return page.evaluate(async (family) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.replace(/^["']|["']$/g, "") === family)
      .map((f) => ({ status: f.status, weight: f.weight, range: f.unicodeRange }));
  }, family);
}

// The other origin's pages run in a plain browser: the fixtures' X-Forwarded-For header would
// turn every cross-origin font fetch into a CORS preflight that no real browser sends.
plain("a page on another origin renders its text in the font through <link href=/css2?family=霞鹜文楷>", async ({ page, request }) => {
  const fetched: string[] = [];
  page.on("requestfinished", (r) => {
    if (r.url().includes("/webfont/")) fetched.push(r.url());
  });
  const url = hostPage("slices", `${E2E_BASE_URL}/css2?family=${encodeURIComponent("霞鹜文楷")}`);
  expect(new URL(url).origin).not.toBe(new URL(E2E_BASE_URL).origin);
  await page.goto(url);
  await expect.poll(async () => (await facesOf(page, "霞鹜文楷")).filter((f) => f.status === "loaded").length, { timeout: 20_000 }).toBeGreaterThan(0);
  const faces = await facesOf(page, "霞鹜文楷");
  expect(faces.length).toBeGreaterThan(120);
  expect(faces.some((f) => f.status === "error")).toBe(false);
  const loaded = faces.filter((f) => f.status === "loaded");
  // The text's 23 distinct characters touch a handful of slices, not the whole font.
  expect(loaded.length).toBeLessThan(15);
  expect(new Set(fetched).size).toBe(loaded.length);
  for (const u of fetched) expect(u).toMatch(/\/webfont\/s\/[0-9a-f]{64}\/0\/chinese-simplified\/\d+\.[0-9a-f]{16}\.woff2$/);
  // As Google's clients read it (docs/decisions/022-css2-parity.md): absolute URLs on the site's
  // configured origin, and no font-display without display=.
  const css = await (await request.get(`${E2E_BASE_URL}/css2?family=${encodeURIComponent("霞鹜文楷")}`)).text();
  const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
  expect(urls.length).toBe(faces.length);
  for (const u of urls) expect(u.startsWith(`${E2E_BASE_URL}/webfont/s/`)).toBe(true);
  expect(css).not.toContain("font-display");
  test.info().annotations.push({ type: "slices fetched", description: fetched.map((u) => u.split("/").pop()).join(" ") });
  expect(await page.evaluate(() => document.fonts.check("40px '霞鹜文楷'", "永和九年"))).toBe(true);
  // Drawn in the font, not the fallback.
  const inFont = await page.locator(".in-font").first().screenshot();
  const fallback = await page.locator("#fallback").screenshot();
  expect((await comparePngs(inFont, fallback)).inkIdentical).toBeLessThan(0.8);
});

plain("a text= link on another origin loads one exact subset per weight", async ({ page }) => {
  const fetched: string[] = [];
  page.on("requestfinished", (r) => {
    if (r.url().includes("/webfont/")) fetched.push(r.url());
  });
  const href = `${E2E_BASE_URL}/css2?family=${encodeURIComponent("霞鹜文楷")}:wght@400;700&text=${encodeURIComponent(TEXT)}`;
  await page.goto(hostPage("text", href, [400, 700]));
  await expect.poll(async () => (await facesOf(page, "霞鹜文楷")).filter((f) => f.status === "loaded").length, { timeout: 20_000 }).toBe(2);
  const faces = await facesOf(page, "霞鹜文楷");
  expect(faces.map((f) => f.weight).sort()).toEqual(["400", "700"]);
  expect(new Set(fetched).size).toBe(2);
  for (const u of fetched) expect(u).toMatch(/\/webfont\/t\/[0-9a-f]{64}\.woff2$/);
  const [regular, bold] = await Promise.all([page.locator(".in-font").nth(0).screenshot(), page.locator(".in-font").nth(1).screenshot()]);
  expect((await comparePngs(regular, bold)).inkIdentical).toBeLessThan(0.8);
});

test("/webfont-demo loads its article through the CSS link and fetches only some slices", async ({ page }) => {
  const fetched = new Set<string>();
  page.on("requestfinished", (r) => {
    if (r.url().includes("/webfont/s/")) fetched.add(r.url());
  });
  await page.goto("/webfont-demo");
  await expect(page.locator('link[rel="stylesheet"][href*="/css2?family="]')).toHaveCount(1);
  const article = page.getByTestId("webfont-demo-article");
  await expect(article).toContainText("让中文网页用上自己的字体");
  await expect.poll(async () => (await facesOf(page, "霞鹜文楷")).filter((f) => f.status === "loaded").length, { timeout: 30_000 }).toBeGreaterThan(10);
  await expect(page.getByTestId("webfont-demo-fetched")).toContainText(/已加载 \d+ 个字体文件/);
  const faces = await facesOf(page, "霞鹜文楷");
  const loaded = faces.filter((f) => f.status === "loaded").length;
  // About 2,000 characters: a few dozen slices out of more than 170.
  expect(loaded).toBeLessThan(faces.length / 3);
  expect(fetched.size).toBe(loaded);
  test.info().annotations.push({ type: "demo slices", description: `${fetched.size} of ${faces.length}` });
});

test("在网页中使用 on the detail page: the link, a text= link, and a preview through it", async ({ page, request }) => {
  const family = await wenkaiFamily(request);
  await page.goto(`/font/${family.id}#webfont`);
  const section = page.getByTestId("detail-section-webfont");
  await expect(section.getByRole("heading", { name: "在网页中使用" })).toBeVisible();
  const link = section.getByTestId("webfont-link");
  await expect(link).toContainText(`<link rel="stylesheet" href="${E2E_BASE_URL}/css2?family=${encodeURIComponent("霞鹜文楷")}&display=swap">`);
  await expect(section.getByTestId("webfont-css")).toHaveText("font-family: '霞鹜文楷', sans-serif;");
  await expect(section.getByTestId("webfont-features")).toContainText("每个切片和子集都保留中文排版所需的 OpenType 特性");
  await expect.poll(async () => (await facesOf(page, "霞鹜文楷")).filter((f) => f.status === "loaded" && f.range !== "U+0-10FFFF").length, { timeout: 20_000 }).toBeGreaterThan(0);

  await section.getByTestId("webfont-only").fill("共创字库");
  await expect(link).toContainText(`&text=${encodeURIComponent("共创字库")}`);
  await expect(page.locator(`head link[data-webfont-preview][href*="text="]`)).toHaveCount(1);
  await expect(section.getByTestId("webfont-preview")).toContainText("共创字库");

  const bold = section.getByTestId("webfont-weight-700");
  if (await bold.count()) {
    await bold.click();
    await expect(link).toContainText(":wght@400;700");
  }
});
