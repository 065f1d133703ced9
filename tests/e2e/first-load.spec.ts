/**
 * What a first visit downloads before it is interactive (docs/decisions/009): a handful of script
 * files, none of them carrying zod; the site's stylesheet inside the HTML; the video player's
 * stylesheet linked but not blocking the paint.
 */
import { expect, test } from "@playwright/test";

const PAGES = ["/", "/font", "/news"];

for (const path of PAGES) {
  test(`${path}: few scripts, no zod, the stylesheet inline`, async ({ page }) => {
    // Recorded as each answer arrives; its body is read after the page settled (a body read in
    // the handler could still be pending when the page is already idle).
    const answers: Promise<{ url: string; body: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") answers.push(response.text().catch(() => "").then((body) => ({ url: response.url(), body })));
    });
    await page.goto(path, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const scripts = await Promise.all(answers);

    expect(scripts.length, "script files of a first visit").toBeGreaterThan(0);
    expect(scripts.length, "script files of a first visit").toBeLessThanOrEqual(12);
    const withZod = scripts.filter((s) => s.body.includes("ZodError")).map((s) => s.url);
    expect(withZod, "zod is loaded only with the forms that check input").toEqual([]);

    // The server's HTML as the browser first reads it (hydration later rearranges the head).
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const inline = /<style data-precedence="app" data-href="[^"]+">([\s\S]*?)<\/style>/.exec(head);
    expect(inline?.[1].length ?? 0, "the site's stylesheet is inline").toBeGreaterThan(10_000);
    const blocking = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/media="(not all|print)"/.test(tag));
    expect(blocking, "no stylesheet blocks the first paint").toEqual([]);

    // The inline sheet applies (Tailwind's bg-stone-50 on the body, not the browser's white).
    await expect(page.locator("body")).toHaveCSS("background-color", "oklch(0.985 0.001 106.423)");
  });
}

test("the contact form, which checks its input, loads zod when it is used", async ({ page }) => {
  // Bodies read after the page settled, as above.
  const answers: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") answers.push(response.text().catch(() => ""));
  });
  await page.goto("/contact", { waitUntil: "networkidle" });
  const bodies = await Promise.all(answers);
  expect(bodies.filter((body) => body.includes("ZodError")).length).toBeGreaterThan(0);
});
