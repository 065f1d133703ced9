/**
 * A video created in the console end to end (docs/decisions/029-console-videos.md): a reviewer
 * chooses a real MP4 of content/videos in the 视频 editor, sees it upload with a progress bar and
 * play in the preview with its length, takes the poster from the frame on screen, names a font and
 * publishes; on /video and its page the clip loads in the site's player with that poster and
 * length. The editor is photographed at 1280 and 390 px (test-results/console/).
 */
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures/test";
import type { TestUser } from "./fixtures/account";
import { E2E_BASE_URL } from "./fixtures/env";
import { waitForHydration } from "./fixtures/helpers";
import { as, newReviewer } from "./fixtures/console";
import { ADMIN_CONTENT_PATHS } from "#contract/admin-content";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = "test-results/console";
const TITLE = `后台上传的视频${Date.now().toString(36).slice(-4)}`;
const CLIP = path.join(process.cwd(), "content/videos/lxgw-wenkai-kaijuan.mp4");

let reviewer: TestUser;
let videoId: number;

test.beforeAll(async ({ playwright }) => {
  reviewer = await newReviewer(playwright, "198.18.202.1");
});

// The clip names 霞鹜文楷: deleted afterwards, so the font page shows its seed videos alone to the
// specs that follow on the same server.
test.afterAll(async ({ playwright }) => {
  if (!videoId) return;
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { "X-Forwarded-For": "198.18.202.1" } });
  const res = await request.delete(`${ADMIN_CONTENT_PATHS.item(videoId)}?kind=video`, { headers: { "X-Access-Token": reviewer.token } });
  expect(res.status()).toBe(200);
  await request.dispose();
});

test("a reviewer uploads an MP4, takes the poster from a frame, publishes, and the video plays on /video", async ({ browser }) => {
  const r = await as(browser, reviewer);
  await r.page.goto("/admin/content/new?kind=video");
  await waitForHydration(r.page);
  await expect(r.page.getByRole("heading", { name: "新建视频" })).toBeVisible();
  await r.page.getByLabel("标题", { exact: true }).fill(TITLE);
  await r.page.getByLabel("摘要").fill("在管理后台上传的一段字体短片。");

  await r.page.getByTestId("video-file").setInputFiles(CLIP);
  await expect(r.page.getByText("视频已上传").first()).toBeVisible();
  await expect(r.page.getByTestId("video-facts")).toHaveText("时长 0:08 · 640×360");
  const preview = r.page.getByTestId("video-preview");
  await expect.poll(() => preview.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.duration)).toBe(8);

  // A frame from the middle of the clip becomes the poster, stored as a WebP.
  await preview.evaluate((v: HTMLVideoElement) => new Promise((done) => ((v.onseeked = done), (v.currentTime = 4))));
  await r.page.getByRole("button", { name: "用当前画面作封面" }).click();
  await expect(r.page.getByText("已用 0:04 处的画面作封面").first()).toBeVisible();
  const cover = r.page.getByTestId("cover-preview");
  await expect(cover).toHaveAttribute("src", /\/files\/content\/[0-9a-f]{32}\.webp$/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]))).toEqual([640, 360]);
  const posterUrl = new URL((await cover.getAttribute("src"))!, E2E_BASE_URL).pathname;

  await r.page.getByRole("searchbox", { name: "搜索字体库" }).fill("霞鹜文楷");
  await r.page.getByRole("button", { name: /^霞鹜文楷/ }).first().click();
  await r.page.getByRole("button", { name: "保存并发布" }).click();
  await expect(r.page.getByText("已发布，网站上已可见").first()).toBeVisible();
  await expect(r.page).toHaveURL(/\/admin\/content\/\d+\?kind=video$/);
  videoId = Number(new URL(r.page.url()).pathname.split("/").pop());

  // On the site at once: the list with its poster and length, the page playing the clip.
  const v = await as(browser, null);
  await v.page.goto("/video");
  const card = v.page.locator(`a[href="/video/${videoId}"]`).first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId("video-badge")).toContainText("0:08");
  await v.page.goto(`/video/${videoId}`);
  await expect(v.page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  const player = v.page.getByTestId("video");
  await expect(player).toHaveAttribute("poster", new RegExp(`${posterUrl.replace(/[.]/g, "\\.")}$`));
  const duration = await player.evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((done) => {
        if (video.readyState >= 1) return done(video.duration);
        video.addEventListener("loadedmetadata", () => done(video.duration), { once: true });
        video.load();
      }),
  );
  expect(duration).toBeGreaterThan(0);
  await Promise.all([r.context.close(), v.context.close()]);
});

test("the video editor at 1280 and 390 px", async ({ browser }) => {
  for (const width of [1280, 390]) {
    const r = await as(browser, reviewer, width);
    await r.page.goto(`/admin/content/${videoId}?kind=video`);
    await waitForHydration(r.page);
    await expect.poll(() => r.page.getByTestId("video-preview").evaluate((v: HTMLVideoElement) => v.readyState >= 2)).toBe(true);
    await expect(r.page.getByTestId("cover-preview")).toBeVisible();
    await r.page.evaluate(() => document.fonts.ready);
    expect(await r.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    fs.mkdirSync(SHOTS, { recursive: true });
    await r.page.screenshot({ path: `${SHOTS}/content-video-${width}.png`, fullPage: true });
    await r.context.close();
  }
});
