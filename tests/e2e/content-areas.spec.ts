/**
 * The content areas in Chromium, on the real content/ loaded at start: each list to a detail and
 * back, the site search (2 and 4 characters), a video playing, the message board showing
 * "<script>" as text, a font upload with progress, a renamed PNG refused, and the phone menu.
 */
import { expect, test } from "./fixtures/test";
import { collectErrors, waitForHydration } from "./fixtures/helpers";

const AREAS = ["/news", "/zixun", "/baike", "/heji", "/album", "/video"] as const;

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const area of AREAS) {
      test(`${area}: list → detail → back, no sideways scrolling`, async ({ page }) => {
        await page.goto(area);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        const first = page.locator(`main a[href^="${area}/"]:visible`).first();
        const href = await first.getAttribute("href");
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${area}$`));
      });
    }

    test("every area is reachable from the navigation", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      if (viewport.width < 1280) {
        await page.getByRole("button", { name: "打开菜单" }).click();
        const drawer = page.getByRole("dialog", { name: "栏目导航" });
        for (const name of ["专辑", "合集", "案例", "资讯", "新闻", "视频", "书法百科", "投稿", "联系"]) await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
        await drawer.getByRole("link", { name: "书法百科", exact: true }).click();
        await expect(page).toHaveURL(/\/baike$/);
        await expect(drawer).toBeHidden();
      } else {
        await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "书法百科" }).click();
        await expect(page).toHaveURL(/\/baike$/);
      }
    });
  });
}

test("a case opens in the viewer with its pictures", async ({ page }) => {
  await page.goto("/case");
  await waitForHydration(page);
  await page.locator('main a[href*="/case?id="]').first().click();
  await expect(page.getByTestId("case-viewer")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("case-viewer")).toBeHidden();
});

test("site search finds 2- and 4-character Chinese terms", async ({ page }) => {
  await page.goto(`/search?keyword=${encodeURIComponent("楷书")}`);
  await expect(page.getByTestId("search-results").getByRole("link", { name: /百科\s*楷书/ }).first()).toBeVisible();
  await page.goto(`/search?keyword=${encodeURIComponent("霞鹜文楷")}`);
  const results = page.getByTestId("search-results");
  await expect(results.getByText("字体", { exact: true }).first()).toBeVisible();
  await expect(results.getByText("文章", { exact: true }).first()).toBeVisible();
});

test("the header search suggests while typing and lists hot keywords", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/news");
  await waitForHydration(page);
  const box = page.getByRole("searchbox", { name: "站内搜索" });
  await box.click();
  await expect(page.getByRole("list", { name: "热门搜索" })).toBeVisible();
  await box.fill("王羲之");
  await expect(page.getByRole("list", { name: "搜索建议" }).getByText("王羲之").first()).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?keyword=/);
});

test("a video plays for more than a second", async ({ page }) => {
  await page.goto("/video");
  await page.locator('main a[href^="/video/"]').first().click();
  await waitForHydration(page);
  const played = await page.getByTestId("video").evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    await new Promise((r) => setTimeout(r, 1500));
    return video.currentTime;
  });
  expect(played).toBeGreaterThan(1);
});

test("/player: another item of the list plays in the player, with no console error", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/player");
  await waitForHydration(page);
  await expect(page.locator(".plyr")).toHaveCount(1);
  const list = page.getByRole("navigation", { name: "播放列表" });
  const second = list.getByRole("link").nth(1);
  const id = new URL((await second.getAttribute("href"))!, "http://x").searchParams.get("id");
  const { data } = (await (await page.request.get(`/web/api/web-video/getDetailById?id=${id}`)).json()) as { data: { title: string; video: { src: string } } };
  await second.click();
  await expect(page).toHaveURL(new RegExp(`/player\\?id=${id}$`));
  await expect(page.getByRole("heading", { level: 2, name: data.title })).toBeVisible();
  // Plyr has taken over the new clip's element (not the browser's own controls on the old one).
  await expect(page.locator(".plyr video")).toHaveCount(1);
  await expect(page.getByTestId("video")).toHaveJSProperty("controls", false);
  const played = await page.getByTestId("video").evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    await new Promise((r) => setTimeout(r, 1200));
    return { src: video.currentSrc, time: video.currentTime };
  });
  expect(new URL(played.src).pathname).toBe(new URL(data.video.src, "http://x").pathname);
  expect(played.time).toBeGreaterThan(0.5);
  // Leaving the player destroys it without any request the policy refuses.
  await page.getByRole("link", { name: "首页", exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test("a message with <script> is stored and shown as text", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const text = '<script>window.hacked=1</script> 字体很好用';
  await page.getByLabel("称呼").fill("测试者");
  await page.getByLabel("联系方式（手机或邮箱）").fill("tester@example.com");
  await page.getByLabel("留言内容").fill(text);
  await page.getByRole("button", { name: "提交" }).click();
  await expect(page.getByTestId("sent-message")).toContainText(text);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});

for (const path of ["/contact", "/custom", "/contribute"]) {
  test(`${path}: 联系方式 must be a mobile number or an e-mail address (docs/product.md §5)`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    for (const [label, value] of [["称呼", "测试者"], ["字体名称", "得意黑"], ["留言内容", "你好"], ["需求说明", "标题字"]]) {
      const field = page.getByLabel(label, { exact: true });
      if (await field.count()) await field.fill(value);
    }
    await page.getByLabel("联系方式（手机或邮箱）").fill("abc");
    await page.getByRole("button", { name: /^提交/ }).click();
    await expect(page.getByRole("alert")).toHaveText("手机号或邮箱账号格式不正确");
    expect(posts).toEqual([]);
  });
}

test("a real font uploads with progress and is accepted; a renamed PNG is refused", async ({ page }) => {
  await page.goto("/contribute");
  await waitForHydration(page);
  await page.getByLabel("字体名称").fill("得意黑");
  await page.getByLabel("联系方式（手机或邮箱）").fill("designer@example.com");
  await page.getByLabel("授权方式").selectOption("SIL 开源字体许可 1.1");
  await page.getByTestId("font-files").setInputFiles("/usr/share/fonts/truetype/smiley-sans/SmileySans-Oblique.ttf");
  await expect(page.getByTestId("upload-item").first()).toHaveAttribute("data-state", "done");
  await expect(page.getByRole("progressbar").first()).toHaveAttribute("aria-valuenow", "100");
  await page.getByRole("button", { name: "提交投稿" }).click();
  await expect(page.getByRole("status")).toContainText("投稿已提交");

  await page.getByLabel("字体名称").fill("假字体");
  await page.getByLabel("联系方式（手机或邮箱）").fill("designer@example.com");
  await page.getByLabel("授权方式").selectOption("Apache 2.0");
  await page.getByTestId("font-files").setInputFiles({ name: "fake.ttf", mimeType: "font/ttf", buffer: Buffer.from("\x89PNG\r\n\x1a\n not a font at all") });
  await expect(page.getByTestId("upload-item").first()).toHaveAttribute("data-state", "done");
  await page.getByRole("button", { name: "提交投稿" }).click();
  // Named as the visitor chose it (the upload key is a made-up ASCII name such as 0.ttf).
  await expect(page.getByRole("alert")).toContainText("文件 fake.ttf 不是有效的字体文件：不是可识别的字体文件");
});
