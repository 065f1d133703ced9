/**
 * The edges an attacker leans on (docs/decisions/014-edges.md), through the whole app:
 * X-Forwarded-For written by the client, a forged Host, private writes emptying the page cache,
 * redirects after WeChat sign-in, JSON sent as another type, and methods the pages do not take.
 * (The /css2 limits are tested with real fonts in server/webfont/css2.test.ts.)
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { installDataVersion, readDataVersion } from "#server/db/data-version";
import { boardMessages } from "#server/db/schema-content";
import { friendLinks } from "#server/db/schema-site";
import { hasChinese } from "./support";

const ORIGIN = "https://www.example.com";
const FAV = "/api/v1/web/personal/favorite";
const BOARD = "/web/api/messageBoard/save";
const post = { name: "小明", contact: "13800000000", content: "你好" };

/** The page renderer's stand-in: counts renders and answers a page naming how many there were. */
const renders: string[] = [];
async function ssr(request: Request): Promise<Response> {
  renders.push(`${request.method} ${new URL(request.url).pathname}`);
  return new Response(`<!doctype html><p>第 ${renders.length} 次渲染</p>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1", PUBLIC_ORIGIN: ORIGIN }, { ssr });
  await installDataVersion(t.handle.db);
  token = await t.signUp("edges@example.com");
});
afterAll(() => t.close());

const boardCount = async () => (await t.handle.db.select({ n: count() }).from(boardMessages))[0].n;

describe("X-Forwarded-For behind a proxy that appends (TRUST_PROXY=1)", () => {
  it("a left hop the client writes itself is no new address: the board's five posts per address still hold", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      // The client sent "X-Forwarded-For: 198.51.100.i"; the proxy appended the address it saw.
      const res = await t.call("POST", BOARD, post, { "X-Forwarded-For": `198.51.100.${i}, 203.0.113.7` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client behind the same proxy is not held back.
    expect((await t.call("POST", BOARD, post, { "X-Forwarded-For": "198.51.100.1, 203.0.113.8" })).status).toBe(200);
  });
});

describe("a forged Host header", () => {
  const evil = { Host: "evil.example" };

  it("never reaches robots.txt or sitemap.xml: their URLs are on the configured origin", async () => {
    const robots = await (await t.app.request("http://evil.example/robots.txt", { headers: evil })).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await (await t.app.request("http://evil.example/sitemap.xml", { headers: evil })).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}/about</loc>`);
    expect(robots + sitemap).not.toContain("evil.example");
  });

  it("shares one stored page with every other Host instead of a copy per Host", async () => {
    const before = renders.length;
    const a = await t.app.request("http://evil.example/news", { headers: evil });
    const b = await t.app.request("http://www.example.com/news", { headers: { Host: "www.example.com" } });
    expect(await b.text()).toBe(await a.text());
    expect(renders.length - before).toBe(1);
  });
});

describe("private writes and the page cache", () => {
  it("renaming one's own favourite group leaves the data version and the cached pages alone; a public write refreshes them", async () => {
    const auth = { "X-Access-Token": token };
    const group = (await t.call("POST", `${FAV}/add`, { name: "我的字体" }, auth)).body.data.id;
    const first = await t.app.request("/");
    const version = await readDataVersion(t.handle.db);
    const rendered = renders.length;

    for (let i = 0; i < 3; i++) expect((await t.call("PUT", `${FAV}/group/editName/${group}`, { name: `改名 ${i}` }, auth)).status).toBe(200);
    expect(await readDataVersion(t.handle.db)).toBe(version);
    const again = await t.app.request("/");
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(renders.length).toBe(rendered);

    await t.handle.db.insert(friendLinks).values({ name: "友情链接", url: "https://example.org", sort: 1 });
    expect(await readDataVersion(t.handle.db)).not.toBe(version);
    await t.app.request("/");
    expect(renders.length).toBe(rendered + 1);
  });
});

describe("the redirect after WeChat sign-in", () => {
  let fake: http.Server;
  let wx: TestApp;

  beforeAll(async () => {
    // A provider that accepts any code: enough to finish a sign-in and see where it goes.
    fake = http.createServer((req, res) => {
      const url = new URL(req.url!, "http://fake");
      res.setHeader("Content-Type", "application/json");
      const openid = `openid-${url.searchParams.get("code") ?? url.searchParams.get("openid")}`;
      if (url.pathname === "/sns/oauth2/access_token") return res.end(JSON.stringify({ access_token: "at", openid }));
      res.end(JSON.stringify({ openid: url.searchParams.get("openid"), nickname: "微信网友" }));
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    wx = await createTestApp({ PUBLIC_ORIGIN: ORIGIN, WECHAT_APP_ID: "wxapp", WECHAT_APP_SECRET: "wxsecret", WECHAT_OAUTH_BASE: base, WECHAT_API_BASE: base });
  });
  afterAll(async () => {
    await wx.close();
    fake.close();
  });

  async function signInTo(redirect: string): Promise<string | null> {
    const authorize = await wx.app.request(`/web/api/wechat/authorize?redirect=${encodeURIComponent(redirect)}`, { headers: { Host: "evil.example" } });
    const location = new URL(authorize.headers.get("Location")!);
    // The callback WeChat is told to use is on the configured origin, whatever Host was sent.
    expect(location.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/web/api/wechat/callback`);
    const callback = await wx.app.request(`/web/api/wechat/callback?code=u${Math.random()}&state=${location.searchParams.get("state")}`);
    expect(callback.headers.get("Set-Cookie")).toContain("token=");
    return callback.headers.get("Location");
  }

  it("goes to a path of this site and nowhere else", async () => {
    expect(await signInTo("/font?keyword=%E5%AE%8B")).toBe("/font?keyword=%E5%AE%8B");
    for (const outside of ["/%09/evil.example", "/%2F/evil.example", "/%5Cevil.example", "//evil.example", "https://evil.example/"]) {
      expect(await signInTo(outside), outside).toBe("/");
    }
  });
});

describe("JSON bodies only as application/json", () => {
  const body = JSON.stringify(post);
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
    it(`a board post sent as ${type || "no type"} is refused with 415 in Chinese and stores nothing`, async () => {
      const before = await boardCount();
      const res = await t.app.request(BOARD, { method: "POST", body, headers: { ...(type ? { "Content-Type": type } : {}), "X-Forwarded-For": "198.51.100.200" } });
      expect(res.status).toBe(415);
      const answer = await res.json();
      expect(answer.code).toBe("415");
      expect(hasChinese(answer.msg)).toBe(true);
      expect(await boardCount()).toBe(before);
    });
  }

  it("the subset service too, while application/json with a charset is fine", async () => {
    const items = JSON.stringify([{ gno: "1", text: "字" }]);
    expect((await t.app.request("/webfont/http", { method: "POST", body: items, headers: { "Content-Type": "text/plain" } })).status).toBe(415);
    const ok = await t.app.request(BOARD, { method: "POST", body, headers: { "Content-Type": "application/json; charset=UTF-8", "X-Forwarded-For": "198.51.100.201" } });
    expect(ok.status).toBe(200);
  });
});

describe("methods the pages do not take", () => {
  it("OPTIONS on a page answers 204 with Allow and never reaches the renderer", async () => {
    const before = renders.length;
    const res = await t.app.request("/about", { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(renders.length).toBe(before);
  });

  it("other methods on a page answer 405 JSON with Allow; on an unknown path, the JSON 404", async () => {
    const before = renders.length;
    for (const [method, path] of [["POST", "/about"], ["DELETE", "/font/1"], ["PATCH", "/"], ["PROPFIND", "/news"]]) {
      const res = await t.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
      const answer = await res.json();
      expect(answer.code).toBe("405");
      expect(hasChinese(answer.msg)).toBe(true);
    }
    for (const [method, path] of [["POST", "/nope"], ["PUT", "/api/nope"], ["DELETE", "/web/apix"], ["POST", "/font/abc"], ["POST", "/web/api/nope"]]) {
      const res = await t.app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ code: "404", msg: "接口不存在", data: null });
    }
    expect(renders.length).toBe(before);
  });
});
