/**
 * Signed-in pages from the page cache (docs/decisions/024-signed-in-pages-from-the-cache.md): two
 * users signed in and an anonymous visitor ask for every cached route; nobody's token, nickname,
 * avatar, e-mail, mobile or id reaches anyone else's page, no page rendered for a signed-in
 * visitor reaches an anonymous one, and each signed-in page shows its own visitor's header in
 * the server's HTML and hydrates without a mismatch (React errors #418 / #423), as every
 * anonymous page does.
 */
import type { APIRequestContext } from "@playwright/test";
import { STATIC_ROUTES } from "#contract/routes";
import { makePng } from "./fixtures/account-ui";
import { registerUser, type TestUser } from "./fixtures/account";
import { E2E_BASE_URL } from "./fixtures/env";
import { collectErrors, waitForHydration } from "./fixtures/helpers";
import { expect, test } from "./fixtures/test";

interface Visitor extends TestUser {
  nickname: string;
  id: number;
  avatar: string;
  /** What user-info shows of the account (masked e-mail or mobile). */
  shown: string;
}

/** The routes every visitor shares (not /user/*, not the own compare sheet), details included. */
async function cachedRoutes(request: APIRequestContext): Promise<string[]> {
  const fonts = (await (await request.get("/web/api/font/getFontList?size=1")).json()) as { data: { records: { id: number }[] } };
  const news = (await (await request.get("/web/api/web-wenzhang/selectPage?column=news&size=1")).json()) as { data: { records: { id: number }[] } };
  const personal = ["/pdf/compare", "/account/forget"];
  const routes = STATIC_ROUTES.map((r) => r.path).filter((p) => !p.startsWith("/user") && !personal.includes(p));
  routes.push(`/font/${fonts.data.records[0].id}`, `/news/${news.data.records[0].id}`, "/font?current=2");
  return routes;
}

/** A fresh user with a nickname and an avatar of their own. */
async function visitor(request: APIRequestContext, kind: "email" | "mobile", nickname: string): Promise<Visitor> {
  const user = await registerUser(request, kind);
  const res = await request.post("/web/api/account/update-account-info", {
    headers: { "X-Access-Token": user.token },
    multipart: { nickname, file: { name: "a.png", mimeType: "image/png", buffer: await makePng(300, 300) } },
  });
  const body = (await res.json()) as { code: string; data: { id: number; avatar: string; email: string; mobile: string } };
  expect(body.code).toBe("200");
  expect(body.data.avatar).not.toBe("");
  return { ...user, nickname, id: body.data.id, avatar: body.data.avatar, shown: kind === "email" ? body.data.email : body.data.mobile };
}

async function page(request: APIRequestContext, path: string, token?: string): Promise<string> {
  const res = await request.get(path, { headers: token ? { Cookie: `token=${token}` } : {} });
  expect(res.status(), path).toBe(200);
  return res.text();
}

/** Everything of `v` that must appear in no page but their own (the token: in no page at all). */
function traces(v: Visitor): string[] {
  return [v.token, v.nickname, v.avatar, v.account, v.shown, `"id":${v.id},"nickname"`];
}

test("no visitor's data reaches another visitor's page or an anonymous one", async ({ request }) => {
  test.setTimeout(180_000);
  const a = await visitor(request, "email", `甲${Date.now() % 100000}`);
  const b = await visitor(request, "mobile", `乙${Date.now() % 100000}`);
  for (const path of await cachedRoutes(request)) {
    // Signed in first, so an anonymous page asked afterwards would be one of theirs if any leaked.
    const pageA = await page(request, path, a.token);
    const pageB = await page(request, path, b.token);
    const anonymous = await page(request, path);
    const again = await page(request, path, a.token);
    for (const [own, other] of [
      [a, pageB],
      [b, pageA],
      [a, anonymous],
      [b, anonymous],
    ] as const) {
      for (const trace of traces(own)) expect(other.includes(trace), `${path}: ${trace} of ${own.nickname}`).toBe(false);
    }
    // Each visitor's own header is in the server's HTML; the token stays in the cookie.
    expect(pageA, path).toContain(`账号菜单：${a.nickname}`);
    expect(pageB, path).toContain(`账号菜单：${b.nickname}`);
    expect(again, path).toContain(`账号菜单：${a.nickname}`);
    expect(pageA.includes(a.token), `${path}: own token in the page`).toBe(false);
    // Nothing signed in reaches the anonymous visitor: no account menu, no session.
    expect(anonymous, path).not.toContain("账号菜单");
    expect(anonymous, path).not.toContain("session-hole");
  }
});

test("every route hydrates without a mismatch, signed in and out, showing the visitor's header from the first HTML", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const v = await visitor(request, "email", `丙${Date.now() % 100000}`);
  const routes = await cachedRoutes(request);
  for (const signedIn of [true, false]) {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    if (signedIn) await context.addCookies([{ name: "token", value: v.token, url: `${E2E_BASE_URL}/` }]);
    const tab = await context.newPage();
    const errors = collectErrors(tab);
    for (const path of routes) {
      const res = await tab.goto(path);
      const html = (await res?.text()) ?? "";
      await waitForHydration(tab);
      const account = tab.getByRole("button", { name: `账号菜单：${v.nickname}` });
      if (signedIn) {
        expect(html, path).toContain(`账号菜单：${v.nickname}`);
        await expect(account, path).toBeVisible();
        await expect(tab.getByRole("button", { name: "登录", exact: true }), path).toHaveCount(0);
      } else {
        await expect(account, path).toHaveCount(0);
      }
      expect(
        errors.filter((e) => /#418|#423|[Hh]ydrat/.test(e)),
        `${signedIn ? "signed in" : "anonymous"} ${path}`,
      ).toEqual([]);
    }
    await context.close();
  }
});

test("a signed-in page from the cache links the stylesheet, arrives as gzip and is styled as the anonymous page", async ({ browser, request }) => {
  const v = await visitor(request, "email", `丁${Date.now() % 100000}`);
  const fonts = (await (await request.get("/web/api/font/getFontList?size=1")).json()) as { data: { records: { id: number }[] } };
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const anonymousTab = await context.newPage();
  await context.addCookies([{ name: "token", value: v.token, url: `${E2E_BASE_URL}/` }]);
  const tab = await context.newPage();
  const look = (el: Element) => {
    const style = getComputedStyle(el);
    return `${style.backgroundColor} ${style.color} ${style.fontSize} ${style.display}`;
  };
  for (const path of ["/", "/font", `/font/${fonts.data.records[0].id}`]) {
    const res = await tab.goto(path);
    const html = (await res?.text()) ?? "";
    expect(html, path).toContain(`账号菜单：${v.nickname}`);
    // Put together from the shell's stored parts (server/http/gzip-parts.ts), and decoded by Chromium.
    expect(res?.headers()["content-encoding"], path).toBe("gzip");
    // The browser keeps the stylesheet file; the private page does not carry a copy (decision 028).
    expect(html, path).toMatch(/<link rel="stylesheet" href="\/assets\/app-[^"]+\.css" data-precedence="app"/);
    expect(html, path).not.toMatch(/<style[^>]*data-precedence="app"/);
    await waitForHydration(tab);
    await context.clearCookies();
    await anonymousTab.goto(path);
    await context.addCookies([{ name: "token", value: v.token, url: `${E2E_BASE_URL}/` }]);
    for (const selector of ["body", "header", "footer", "main h1, main h2"]) {
      expect(await tab.locator(selector).first().evaluate(look), `${path} ${selector}`).toBe(await anonymousTab.locator(selector).first().evaluate(look));
    }
  }
  await context.close();
});
