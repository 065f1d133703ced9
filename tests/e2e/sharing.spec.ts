/**
 * What a crawler and a chat app read from a page's head (docs/decisions/023-sharing-metadata.md):
 * a canonical URL on the configured origin, Open Graph and Twitter card tags with a picture that
 * loads, a description, and JSON-LD a search engine can use; lists keep their page in the
 * canonical; search results are noindex and not hidden from crawlers; /case/{id} leads to the case.
 */
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./fixtures/env";
import { fontDetail, wenkaiFamily } from "./fixtures/fonts";
import { expect, test } from "./fixtures/test";

const meta = (page: Page, key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute("content");
const canonical = (page: Page) => page.locator('head link[rel="canonical"]').getAttribute("href");

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The first detail link of a content list page. */
async function firstDetail(page: Page, area: string): Promise<string> {
  await page.goto(`/${area}`);
  const href = await page.locator(`main a[href^="/${area}/"]`).first().getAttribute("href");
  expect(href, `a detail link on /${area}`).toBeTruthy();
  return href!;
}

test("every public page shares a title, description, canonical URL and a picture that loads", async ({ page, request }) => {
  const family = await wenkaiFamily(request);
  const pages = ["/", "/font", `/font/${family.id}`, await firstDetail(page, "news"), await firstDetail(page, "video"), "/baike", "/account/forget", "/about"];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await canonical(page), `${path}: canonical`).toBe(`${E2E_BASE_URL}${path === "/" ? "/" : path}`);
    const description = await meta(page, "description");
    expect(description?.length ?? 0, `${path}: description`).toBeGreaterThan(10);
    expect(await meta(page, "og:url"), path).toBe(await canonical(page));
    expect(await meta(page, "og:title"), path).toBeTruthy();
    expect(await meta(page, "twitter:card"), path).toBe("summary_large_image");
    const image = (await meta(page, "og:image"))!;
    expect(image, `${path}: og:image is absolute`).toMatch(/^https?:\/\//);
    expect(await meta(page, "twitter:image"), path).toBe(image);
    const picture = await request.get(image);
    expect(picture.status(), `${path}: ${image}`).toBe(200);
    expect(picture.headers()["content-type"], `${path}: ${image}`).toMatch(/^image\//);
  }
});

test("a font page shares its own specimen and describes the font and its licence in JSON-LD", async ({ page, request }) => {
  const font = await fontDetail(request, (await wenkaiFamily(request)).id);
  await page.goto(`/font/${font.id}`);
  expect(await meta(page, "og:image")).toBe(new URL(font.specimens[0].url, E2E_BASE_URL).href);
  const things = await jsonLd(page);
  const work = things.find((t) => t["@type"] === "CreativeWork")!;
  expect(work).toMatchObject({ name: font.name, url: `${E2E_BASE_URL}/font/${font.id}`, license: font.licenseUrl, isAccessibleForFree: true });
  expect(work.usageInfo).toBe(`${E2E_BASE_URL}/font/${font.id}#license`);
  const crumbs = things.find((t) => t["@type"] === "BreadcrumbList")!;
  expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual(["首页", "字体库", font.name]);
});

test("the home page names the site and its search; articles and videos are typed", async ({ page }) => {
  await page.goto("/");
  const site = (await jsonLd(page)).find((t) => t["@type"] === "WebSite")!;
  expect(site).toMatchObject({ name: "共创字库", url: `${E2E_BASE_URL}/` });
  expect(JSON.stringify(site.potentialAction)).toContain(`${E2E_BASE_URL}/search?keyword={keyword}`);

  const news = await firstDetail(page, "news");
  await page.goto(news);
  const article = (await jsonLd(page)).find((t) => t["@type"] === "NewsArticle")!;
  expect(article.headline).toBe((await page.getByRole("heading", { level: 1 }).textContent())?.trim());
  expect(article.datePublished).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(await meta(page, "og:type")).toBe("article");

  const video = await firstDetail(page, "video");
  await page.goto(video);
  const clip = (await jsonLd(page)).find((t) => t["@type"] === "VideoObject")!;
  expect(clip.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  expect(String(clip.contentUrl)).toMatch(/^https?:\/\//);
  expect(await meta(page, "og:type")).toBe("video.other");
});

test("a later page of a list is its own canonical page; a filtered font list keeps its filters", async ({ page }) => {
  await page.goto("/news?current=2");
  expect(await canonical(page)).toBe(`${E2E_BASE_URL}/news?current=2`);
  await page.goto("/font?current=2&sort=2");
  const href = new URL((await canonical(page))!);
  expect(href.pathname).toBe("/font");
  expect(href.searchParams.get("current")).toBe("2");
  expect(await page.locator('head meta[name="robots"]').count()).toBe(0);
});

test("search results are noindex, and crawlers are allowed to read that", async ({ page, request }) => {
  await page.goto("/search?keyword=楷书");
  expect(await meta(page, "robots")).toBe("noindex");
  await page.goto("/font?keyword=楷");
  expect(await meta(page, "robots")).toBe("noindex");
  expect(await (await request.get("/robots.txt")).text()).not.toContain("/search");
});

test("/case/{id} leads to the case open on the cases page; an unknown case is not found", async ({ page, request }) => {
  await page.goto("/case");
  const open = page.locator('main a[href^="/case?id="]').first();
  const id = new URL((await open.getAttribute("href"))!, E2E_BASE_URL).searchParams.get("id");
  const moved = await request.get(`/case/${id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/case?id=${id}`);
  expect((await request.get("/case/99999999", { maxRedirects: 0 })).status()).toBe(404);
  await page.goto(`/case/${id}`);
  await expect(page).toHaveURL(new RegExp(`/case\\?id=${id}$`));
  expect(await canonical(page)).toBe(`${E2E_BASE_URL}/case?id=${id}`);
});
