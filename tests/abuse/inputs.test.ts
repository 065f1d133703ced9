/**
 * Defects 3, 7 and 9 of defects.test.ts and the malformed-input matrix: every parameter of every call,
 * spoiled one at a time, answers below 500 (4xx where the value cannot be valid) with a Chinese
 * message, and changes nothing that is stored.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { ENDPOINTS, buildRequest } from "./endpoints";
import { hasChinese } from "./support";

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signUp("matrix@example.com");
});
afterAll(() => t.close());

async function answer(url: string, init: RequestInit = {}) {
  const res = await t.app.request(url, init);
  const text = await res.text();
  let body: { msg?: string } | null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body, text };
}

/**
 * What the site stores for people: none of it may change under malformed calls. (Profile text is
 * left out: "12345" is a fine nickname, so the profile call may rightly store a spoiled value.)
 */
async function storedState(): Promise<string> {
  const rows = await t.handle.db.execute(sql`
    select (select md5(coalesce(string_agg(concat_ws('|', id, mobile, email, password_hash, wechat_open_id), ',' order by id), '')) from users) as users,
           (select count(*) from auth_tokens where revoked_at is null) as tokens,
           (select count(*) from verification_codes) as codes,
           (select coalesce(sum(downloads), 0) from fonts) as downloads,
           (select count(*) from font_downloads) as history`);
  return JSON.stringify((rows as { rows: unknown[] }).rows);
}

describe("defect 3: a NUL byte never gives 500", () => {
  const cases: [string, string, RequestInit?][] = [
    ["getFontList keyword", "/web/api/font/getFontList?keyword=%00"],
    ["column type", "/web/api/web-column/getColumnByType?type=%00"],
    ["variable keyword", "/api/v1/variable/query-list?keyword=%00"],
    ["captcha token", "/captcha/check", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ captchaType: "blockPuzzle", token: "a\u0000b", pointJson: "x" }) }],
    ["lone surrogate", "/web/api/font/getFontList?keyword=%ED%A0%80"],
    ["control character", "/web/api/font/getFontList?keyword=a%07b"],
    ["NUL in a JSON key", "/web/api/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"acc\\u0000ount":"x","password":"y"}' }],
    ["lone surrogate in JSON", "/web/api/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"account":"\\ud800","password":"abc12345"}' }],
  ];
  for (const [name, url, init] of cases) {
    it(name, async () => {
      const res = await answer(url, init);
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
      expect(hasChinese(res.body?.msg), res.text).toBe(true);
    });
  }

  it("a multipart nickname with a NUL", async () => {
    const form = new FormData();
    form.append("nickname", "昵\u0000称");
    const res = await answer("/web/api/account/update-account-info", { method: "POST", body: form, headers: { "X-Access-Token": token } });
    expect(res.status, res.text).toBe(400);
    expect(hasChinese(res.body?.msg)).toBe(true);
  });
});

describe("defect 7: every validation message is Chinese", () => {
  const english = [
    ["sendCode with a number account", "POST", "/web/api/account/sendCode", { account: 1, scene: "login", captchaVerification: "x" }],
    ["login with an array password", "POST", "/web/api/login", { account: "13900000000", password: [1] }],
    ["captcha check with an object token", "POST", "/captcha/check", { captchaType: "blockPuzzle", token: {}, pointJson: 1 }],
    ["update-pwd with a number old password", "PUT", "/web/api/account/update-account-pwd", { oldPassword: 5, password: "abc12345" }],
    ["register with no body fields", "POST", "/web/api/account/register/phone", {}],
  ] as const;
  for (const [name, method, url, body] of english) {
    it(name, async () => {
      const res = await t.call(method, url, body, { "X-Access-Token": token });
      expect(res.status).toBe(400);
      expect(hasChinese(res.body.msg), res.body.msg).toBe(true);
    });
  }

  it("the shared zod error map speaks Chinese with the parameter's name", async () => {
    const { z } = await import("zod");
    await import("#contract/validators");
    const issue = z.object({ size: z.number() }).safeParse({ size: "x" }).error!.issues[0];
    expect(issue.message).toMatch(/size/);
    expect(hasChinese(issue.message)).toBe(true);
  });
});

describe("malformed values of every parameter of every call", () => {
  const BAD: [string, unknown][] = [
    ["number", 12345],
    ["negative", -1],
    ["huge", 1e308],
    ["object", { a: 1 }],
    ["array", ["x"]],
    ["null", null],
    ["boolean", true],
    ["NUL", "a\u0000b"],
    ["10 KB", "字".repeat(10 * 1024)],
  ];
  /** Values no parameter of this site accepts: they must be refused, not just survived. */
  const MUST_REFUSE = new Set(["NUL", "10 KB"]);

  it("answers 4xx with a Chinese message and changes nothing", async () => {
    const before = await storedState();
    const problems: string[] = [];
    let requests = 0;
    for (const e of ENDPOINTS) {
      for (const param of e.params) {
        for (const [label, value] of BAD) {
          const { url, init } = buildRequest(e, { ...e.valid, [param]: value }, e.auth ? token : undefined);
          const res = await answer(url, init);
          requests++;
          const where = `${e.method} ${e.path} ${param}=${label}: ${res.status} ${res.text.slice(0, 120)}`;
          if (res.status >= 500) problems.push(where);
          else if (res.status >= 400 && res.status !== 302 && !hasChinese(res.body?.msg)) problems.push(where);
          else if (MUST_REFUSE.has(label) && res.status < 400 && e.path !== "/web/api/wechat/callback") problems.push(where);
        }
      }
      // Bad JSON and the wrong content type, for every call with a body.
      if (e.method !== "GET") {
        for (const init of [
          { method: e.method, headers: { "Content-Type": "application/json" }, body: "{not json" },
          { method: e.method, headers: { "Content-Type": "text/plain" }, body: "account=1" },
        ]) {
          const res = await answer(e.path.replace("{id}", "1"), { ...init, headers: { ...init.headers, "X-Access-Token": token } });
          requests++;
          if (res.status < 400 || res.status >= 500 || !hasChinese(res.body?.msg)) problems.push(`${e.method} ${e.path} ${init.body}: ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(500);
    expect(await storedState()).toBe(before);
  });
});

describe("defect 9: security headers", () => {
  it("sends a CSP with a per-request nonce, frame-ancestors, nosniff and a referrer policy", async () => {
    const one = await t.app.request("/healthz");
    const two = await t.app.request("/healthz");
    const csp = one.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=_-]{16,}'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).not.toBe(two.headers.get("Content-Security-Policy"));
    expect(one.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(one.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});
