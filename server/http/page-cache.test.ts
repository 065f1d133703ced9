/**
 * The anonymous page cache: rendered once per data version and URL, ETag/304, compressed once;
 * never for a signed-in request, so no user ever gets another user's page.
 */
import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { readCookie } from "#contract/cookies";
import { loadConfig } from "#server/config";
import { pageCache } from "./page-cache";
import { requestNonce, securityHeaders } from "./security-headers";

function site(opts: { status?: number; setCookie?: boolean } = {}) {
  let version = 1;
  const rendered: string[] = [];
  const app = new Hono();
  app.all("*", pageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, version: async () => String(version) }));
  app.all("*", (c) => {
    const user = readCookie(c.req.header("Cookie"), "token") ?? "游客";
    rendered.push(`${c.req.path} ${user}`);
    if (opts.setCookie) c.header("Set-Cookie", "x=1");
    // Long enough to be worth compressing; names the user and the data version it was made from.
    return c.html(`<!doctype html><p>${user} 第 ${version} 版 ${c.req.path}</p>${"<i>字</i>".repeat(300)}`, (opts.status ?? 200) as 200);
  });
  return { app, rendered, bump: () => void version++ };
}

const text = async (res: Response) => (await res.text()).slice(0, 40);

describe("pageCache", () => {
  it("renders an anonymous page once per URL and data version", async () => {
    const { app, rendered, bump } = site();
    const first = await app.request("/font");
    const second = await app.request("/font");
    expect(first.status).toBe(200);
    expect(await text(second)).toBe(await text(first));
    expect(rendered).toEqual(["/font 游客"]);
    await app.request("/font?current=2");
    expect(rendered).toHaveLength(2);
    bump();
    expect(await text(await app.request("/font"))).toContain("第 2 版");
    expect(rendered).toHaveLength(3);
  });

  it("answers 304 to a matching If-None-Match and a new ETag after a data change", async () => {
    const { app, bump } = site();
    const first = await app.request("/");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const again = await app.request("/", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    bump();
    const changed = await app.request("/", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("serves the stored page compressed as the browser accepts", async () => {
    const { app } = site();
    const plain = await (await app.request("/font")).text();
    const br = await app.request("/font", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await app.request("/font", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
  });

  it("never serves a signed-in request from the cache, nor caches its page", async () => {
    const { app, rendered } = site();
    const alice = await app.request("/font", { headers: { Cookie: "token=alice" } });
    expect(await text(alice)).toContain("alice");
    expect(alice.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(alice.headers.get("ETag")).toBeNull();
    // Bob, then an anonymous visitor, right after: each gets a page of their own.
    expect(await text(await app.request("/font", { headers: { Cookie: "lang=zh; token=bob" } }))).toContain("bob");
    const anonymous = await text(await app.request("/font"));
    expect(anonymous).toContain("游客");
    expect(anonymous).not.toMatch(/alice|bob/);
    // And the anonymous page, now cached, does not reach a signed-in user either.
    expect(await text(await app.request("/font", { headers: { Cookie: "token=alice" } }))).toContain("alice");
    expect(rendered).toEqual(["/font alice", "/font bob", "/font 游客", "/font alice"]);
  });

  it("keeps neither error pages nor pages that set a cookie", async () => {
    for (const opts of [{ status: 404 }, { setCookie: true }]) {
      const { app, rendered } = site(opts);
      await app.request("/x");
      await app.request("/x");
      expect(rendered).toHaveLength(2);
    }
  });

  it("renders once for concurrent first requests", async () => {
    const { app, rendered } = site();
    const pages = await Promise.all(Array.from({ length: 5 }, async () => (await app.request("/")).text()));
    expect(new Set(pages).size).toBe(1);
    expect(rendered).toHaveLength(1);
  });
});

describe("pageCache under the content security policy", () => {
  it("a page served again names, in its policy, the nonce its scripts were rendered with", async () => {
    const app = new Hono();
    app.use(securityHeaders({ public: loadConfig({}).public, production: false }));
    app.all("*", pageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, version: async () => "1", nonce: requestNonce }));
    app.all("*", (c) => c.html(`<!doctype html><script nonce="${requestNonce(c)}">1</script>${"<i>字</i>".repeat(300)}`));
    const nonceIn = async (res: Response) => ({
      page: /nonce="([^"]+)"/.exec(await res.text())?.[1],
      policy: /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1],
    });
    const first = await nonceIn(await app.request("/font"));
    const again = await app.request("/font");
    expect(again.headers.has("x-reused-nonce")).toBe(false);
    const second = await nonceIn(again);
    expect(first.page).toBeTruthy();
    expect(first.policy).toBe(first.page);
    expect(second).toEqual(first);
    // A revalidation: the 304's policy replaces the stored one in the browser, so it names the same nonce.
    const etag = again.headers.get("ETag")!;
    const revalidated = await app.request("/font", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(/'nonce-([^']+)'/.exec(revalidated.headers.get("Content-Security-Policy") ?? "")?.[1]).toBe(first.page);
  });
});
