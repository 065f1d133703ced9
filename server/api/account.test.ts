/** The account API: every path a user takes and every refusal, on a real (in-memory) database. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { timePasses } from "#tests/support/time-passes";
import { authTokens, captchas, verificationCodes, users } from "#server/db/schema-accounts";
import { aesEncrypt } from "#contract/aes";
import { ACCOUNT_MESSAGES, PASSWORD_RULE } from "#contract/account";

let t: TestApp;
let seq = 0;
/** A fresh mobile number per test, so rate limits of one test don't leak into another. */
const nextMobile = () => `139${String(10_000_000 + ++seq).slice(-8)}`;
const nextEmail = () => `user${++seq}@example.com`;
const auth = (token: string) => ({ "X-Access-Token": token });

async function sendCode(account: string, scene: string, token?: string) {
  const captchaVerification = await t.captchaVerification();
  return t.call("POST", "/web/api/account/sendCode", { account, scene, captchaVerification }, token ? auth(token) : {});
}

async function register(account: string, password = "abc12345") {
  expect((await sendCode(account, "register")).status).toBe(200);
  const path = account.includes("@") ? "/web/api/account/register/email" : "/web/api/account/register/phone";
  const field = account.includes("@") ? "email" : "mobile";
  const res = await t.call("POST", path, { [field]: account, code: t.lastCode(account), password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { token: string; expired: number };
}

// PGlite boots a wasm PostgreSQL and scrypt is deliberately slow: allow for a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  // Every test starts with fresh per-IP budgets (all requests here come from the same "IP").
  await t.handle.db.execute(sql`delete from rate_counters`);
});

describe("captcha", () => {
  it("serves a puzzle: a 310×155 background and a piece strip as tall as it", async () => {
    const res = await t.call("POST", "/captcha/get", { captchaType: "blockPuzzle" });
    expect(res.status).toBe(200);
    const bg = await sharp(Buffer.from(res.body.data.originalImageBase64, "base64")).metadata();
    const piece = await sharp(Buffer.from(res.body.data.jigsawImageBase64, "base64")).metadata();
    expect([bg.format, bg.width, bg.height]).toEqual(["png", 310, 155]);
    expect([piece.format, piece.height, piece.hasAlpha]).toEqual(["png", 155, true]);
    expect(res.body.data.secretKey).toHaveLength(16);
    expect(JSON.stringify(res.body)).not.toMatch(/answer/i);
  });

  it("refuses an unknown captcha type and malformed JSON with 400", async () => {
    expect((await t.call("POST", "/captcha/get", { captchaType: "clickWord" })).body).toMatchObject({ code: "400" });
    const bad = await t.call("POST", "/captcha/get", "{not json");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/JSON/);
  });

  it("accepts a few pixels off, refuses far off, and needs a new puzzle after three failures", async () => {
    const got = (await t.call("POST", "/captcha/get", { captchaType: "blockPuzzle" })).body.data;
    const [row] = await t.handle.db.select().from(captchas).where(eq(captchas.token, got.token));
    const check = (x: number) =>
      t.call("POST", "/captcha/check", { captchaType: "blockPuzzle", token: got.token, pointJson: aesEncrypt(JSON.stringify({ x, y: 5 }), got.secretKey) });
    expect((await check(row.answerX + 40)).body.msg).toBe(ACCOUNT_MESSAGES.captchaFailed);
    expect((await check(row.answerX - 30)).body.msg).toBe(ACCOUNT_MESSAGES.captchaFailed);
    expect((await check(row.answerX + 60)).body.msg).toBe(ACCOUNT_MESSAGES.captchaTooManyFailures);
    // Even the right answer is refused now.
    expect((await check(row.answerX)).status).toBe(400);

    const fresh = (await t.call("POST", "/captcha/get", { captchaType: "blockPuzzle" })).body.data;
    const [answer] = await t.handle.db.select().from(captchas).where(eq(captchas.token, fresh.token));
    const pass = await t.call("POST", "/captcha/check", {
      captchaType: "blockPuzzle",
      token: fresh.token,
      pointJson: aesEncrypt(JSON.stringify({ x: answer.answerX + 3, y: 5 }), fresh.secretKey),
    });
    expect(pass.status).toBe(200);
  });

  it("a verification is spent by one sendCode: reusing it is refused", async () => {
    const verification = await t.captchaVerification();
    const first = await t.call("POST", "/web/api/account/sendCode", { account: nextMobile(), scene: "register", captchaVerification: verification });
    expect(first.status).toBe(200);
    const again = await t.call("POST", "/web/api/account/sendCode", { account: nextMobile(), scene: "register", captchaVerification: verification });
    expect(again.body).toMatchObject({ code: "400", msg: ACCOUNT_MESSAGES.captchaRequired });
  });

  it("an expired puzzle is refused", async () => {
    const got = (await t.call("POST", "/captcha/get", { captchaType: "blockPuzzle" })).body.data;
    await t.handle.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.token, got.token));
    const [row] = await t.handle.db.select().from(captchas).where(eq(captchas.token, got.token));
    const res = await t.call("POST", "/captcha/check", { captchaType: "blockPuzzle", token: got.token, pointJson: aesEncrypt(JSON.stringify({ x: row.answerX, y: 5 }), got.secretKey) });
    expect(res.body.msg).toBe(ACCOUNT_MESSAGES.captchaExpired);
  });
});

describe("codes", () => {
  it("sends six digits to the outbox channel of the account kind", async () => {
    const mobile = nextMobile();
    const email = nextEmail();
    await sendCode(mobile, "register");
    await sendCode(email, "register");
    expect(t.sent.find((m) => m.to === mobile)?.channel).toBe("sms");
    expect(t.sent.find((m) => m.to === email)?.channel).toBe("email");
    expect(t.lastCode(mobile)).toMatch(/^\d{6}$/);
  });

  it("refuses a second code within a minute and an eleventh in a day", async () => {
    const mobile = nextMobile();
    await sendCode(mobile, "register");
    expect((await sendCode(mobile, "register")).body.msg).toBe(ACCOUNT_MESSAGES.codeTooFrequent);
    // Nine more over the day, each a minute or more after the last.
    for (let i = 0; i < 9; i++) {
      await timePasses(t.handle.db, 61_000);
      expect((await sendCode(mobile, "register")).status).toBe(200);
    }
    await timePasses(t.handle.db, 61_000);
    expect((await sendCode(mobile, "register")).body.msg).toBe(ACCOUNT_MESSAGES.codeDailyLimit);
  });

  it("bounds codes per IP", async () => {
    for (let i = 0; i < 20; i++) expect((await sendCode(nextMobile(), "register")).status).toBe(200);
    expect((await sendCode(nextMobile(), "register")).body.msg).toBe(ACCOUNT_MESSAGES.ipLimit);
  });

  it("refuses invalid accounts and scenes with docs/product.md's messages", async () => {
    const verification = await t.captchaVerification();
    const res = await t.call("POST", "/web/api/account/sendCode", { account: "12345", scene: "register", captchaVerification: verification });
    expect(res.body).toMatchObject({ code: "400", msg: "手机号或邮箱账号格式不正确" });
    const scene = await t.call("POST", "/web/api/account/sendCode", { account: nextMobile(), scene: "hack", captchaVerification: verification });
    expect(scene.status).toBe(400);
    const none = await t.call("POST", "/web/api/account/sendCode", { account: nextMobile(), scene: "register" });
    expect(none.body.msg).toBe(ACCOUNT_MESSAGES.captchaRequired);
  });
});

describe("registration and sign-in", () => {
  it("registers by mobile and by e-mail, then signs in by password and by code", async () => {
    const mobile = nextMobile();
    const email = nextEmail();
    const byMobile = await register(mobile);
    expect(byMobile.expired).toBeGreaterThan(0);
    const info = await t.call("GET", "/web/api/account/user-info", undefined, auth(byMobile.token));
    expect(info.body.data).toMatchObject({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, hasPassword: true });
    await register(email.toUpperCase().replace("@EXAMPLE.COM", "@example.com"));

    const login = await t.call("POST", "/web/api/login", { account: mobile, password: "abc12345" });
    expect(login.status).toBe(200);
    expect(login.body.data.token).not.toBe(byMobile.token);

    await sendCode(email, "login");
    const codeLogin = await t.call("POST", "/web/api/sms-login", { account: email, code: t.lastCode(email) });
    expect(codeLogin.status).toBe(200);
  });

  it("refuses weak passwords, taken accounts, wrong, expired and reused codes", async () => {
    const mobile = nextMobile();
    await sendCode(mobile, "register");
    const code = t.lastCode(mobile);
    const weak = await t.call("POST", "/web/api/account/register/phone", { mobile, code, password: "12345678" });
    expect(weak.body.msg).toBe(PASSWORD_RULE);
    const wrong = await t.call("POST", "/web/api/account/register/phone", { mobile, code: code === "000000" ? "111111" : "000000", password: "abc12345" });
    expect(wrong.body.msg).toBe(ACCOUNT_MESSAGES.codeWrong);
    expect((await t.call("POST", "/web/api/account/register/phone", { mobile, code, password: "abc12345" })).status).toBe(200);
    // Reused: the code is spent, and that is checked before whether the account exists.
    const reused = await t.call("POST", "/web/api/account/register/phone", { mobile, code, password: "abc12345" });
    expect(reused.body.msg).toBe(ACCOUNT_MESSAGES.codeWrong);
    // A minute later, a passed captcha may be told the account is taken.
    await timePasses(t.handle.db, 120_000);
    expect((await sendCode(mobile, "register")).body.msg).toBe(ACCOUNT_MESSAGES.accountExists);

    const other = nextMobile();
    await sendCode(other, "register");
    await t.handle.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(verificationCodes.account, other));
    const expired = await t.call("POST", "/web/api/account/register/phone", { mobile: other, code: t.lastCode(other), password: "abc12345" });
    expect(expired.body.msg).toBe(ACCOUNT_MESSAGES.codeWrong);
  });

  it("voids a code after five wrong tries", async () => {
    const email = nextEmail();
    await register(email);
    await sendCode(email, "login");
    const right = t.lastCode(email);
    const wrong = right === "123456" ? "654321" : "123456";
    for (let i = 0; i < 4; i++) expect((await t.call("POST", "/web/api/sms-login", { account: email, code: wrong })).body.msg).toBe(ACCOUNT_MESSAGES.codeWrong);
    expect((await t.call("POST", "/web/api/sms-login", { account: email, code: wrong })).body.msg).toBe(ACCOUNT_MESSAGES.codeTooManyTries);
    expect((await t.call("POST", "/web/api/sms-login", { account: email, code: right })).status).toBe(400);
  });

  it("answers unknown accounts and wrong passwords alike, and backs this address off after five failures", async () => {
    const mobile = nextMobile();
    await register(mobile);
    const unknown = await t.call("POST", "/web/api/login", { account: nextMobile(), password: "abc12345" });
    const wrong = await t.call("POST", "/web/api/login", { account: mobile, password: "wrong1234" });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.msg).toBe(ACCOUNT_MESSAGES.badCredentials);
    for (let i = 0; i < 4; i++) await t.call("POST", "/web/api/login", { account: mobile, password: "wrong1234" });
    const locked = await t.call("POST", "/web/api/login", { account: mobile, password: "abc12345" });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe(ACCOUNT_MESSAGES.lockedOut(1));
  });

  it("locks out an IP that tries many accounts", async () => {
    for (let i = 0; i < 20; i++) await t.call("POST", "/web/api/login", { account: nextMobile(), password: "abc12345" });
    expect((await t.call("POST", "/web/api/login", { account: nextMobile(), password: "abc12345" })).body.msg).toBe(ACCOUNT_MESSAGES.lockedOut(15));
  });

  it("stores tokens and passwords only as hashes", async () => {
    const mobile = nextMobile();
    const { token } = await register(mobile, "secret123");
    const dump = JSON.stringify(await t.handle.db.select().from(authTokens)) + JSON.stringify(await t.handle.db.select().from(users));
    expect(dump).not.toContain(token);
    expect(dump).not.toContain("secret123");
    expect(JSON.stringify(await t.handle.db.select().from(verificationCodes))).not.toContain(t.lastCode(mobile));
  });
});

describe("sessions, recovery, profile", () => {
  it("logout revokes the token on the server; a revoked token is S00106", async () => {
    const { token } = await register(nextMobile());
    expect((await t.call("POST", "/web/api/logout", undefined, { "X-Auth-Token": token })).status).toBe(200);
    const after = await t.call("GET", "/web/api/account/user-info", undefined, auth(token));
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("S00106");
    expect((await t.call("GET", "/web/api/account/user-info")).body.code).toBe("S00106");
  });

  it("never reads the token from the cookie alone", async () => {
    const { token } = await register(nextMobile());
    const res = await t.call("GET", "/web/api/account/user-info", undefined, { Cookie: `token=${token}` });
    expect(res.status).toBe(401);
  });

  it("recovers a password: verify the code, reset, old sessions end, new password works", async () => {
    const email = nextEmail();
    const { token } = await register(email, "first1234");
    // An unknown address gets the same answer as a real one, and no message.
    const stranger = nextEmail();
    expect((await sendCode(stranger, "reset")).body.msg).toBe(ACCOUNT_MESSAGES.codeSent);
    expect(t.sent.some((m) => m.to === stranger)).toBe(false);
    await sendCode(email, "reset");
    const code = t.lastCode(email);
    expect((await t.call("POST", "/web/api/account/rest-code-verify", { account: email, code })).status).toBe(200);
    expect((await t.call("PUT", "/web/api/account/rest-pwd", { account: email, code, password: "second1234" })).status).toBe(200);
    expect((await t.call("PUT", "/web/api/account/rest-pwd", { account: email, code, password: "third1234" })).body.msg).toBe(ACCOUNT_MESSAGES.codeWrong);
    expect((await t.call("GET", "/web/api/account/user-info", undefined, auth(token))).status).toBe(401);
    expect((await t.call("POST", "/web/api/login", { account: email, password: "second1234" })).status).toBe(200);
  });

  it("changes the password only with the old one", async () => {
    const mobile = nextMobile();
    const { token } = await register(mobile, "first1234");
    const bad = await t.call("PUT", "/web/api/account/update-account-pwd", { oldPassword: "nope12345", password: "second1234" }, auth(token));
    expect(bad.body.msg).toBe(ACCOUNT_MESSAGES.oldPasswordWrong);
    expect((await t.call("PUT", "/web/api/account/update-account-pwd", { oldPassword: "first1234", password: "second1234" }, auth(token))).status).toBe(200);
    expect((await t.call("POST", "/web/api/login", { account: mobile, password: "second1234" })).status).toBe(200);
  });

  it("binds an e-mail, refuses one taken by someone else, never unbinds the last way in", async () => {
    const mobile = nextMobile();
    const { token } = await register(mobile);
    const taken = nextEmail();
    await register(taken);
    expect((await sendCode(taken, "bind", token)).body.msg).toBe(ACCOUNT_MESSAGES.accountTaken);

    const email = nextEmail();
    await sendCode(email, "bind", token);
    const bound = await t.call("PUT", "/web/api/account/bind-account", { account: email, code: t.lastCode(email) }, auth(token));
    expect(bound.body.data.email).toMatch(/\*\*\*@example\.com$/);
    expect((await t.call("PUT", "/web/api/account/unbind-account", { type: "mobile" }, auth(token))).status).toBe(200);
    const last = await t.call("PUT", "/web/api/account/unbind-account", { type: "email" }, auth(token));
    expect(last.body.msg).toBe(ACCOUNT_MESSAGES.lastSignInMethod);
    expect((await t.call("PUT", "/web/api/account/unbind-account", { type: "wechat" }, auth(token))).body.msg).toBe(ACCOUNT_MESSAGES.notBound);
  });

  it("updates the profile, re-encodes avatars and refuses non-images", async () => {
    const { token } = await register(nextMobile());
    const form = new FormData();
    form.append("nickname", "字体爱好者");
    form.append("gender", "2");
    form.append("birthday", "1990-05-01");
    form.append("bio", "喜欢宋体");
    const res = await t.app.request("/web/api/account/update-account-info", { method: "POST", body: form, headers: auth(token) });
    expect((await res.json()).data).toMatchObject({ nickname: "字体爱好者", gender: 2, birthday: "1990-05-01", bio: "喜欢宋体" });

    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c2410c" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret-location" } } })
      .jpeg()
      .toBuffer();
    const upload = new FormData();
    upload.append("file", new Blob([new Uint8Array(png)], { type: "image/jpeg" }), "me.jpg");
    const up = await (await t.app.request("/web/api/account/update-account-info", { method: "POST", body: upload, headers: auth(token) })).json();
    expect(up.data.avatar).toMatch(/^\/files\/avatars\/.+\.jpg$/);
    const stored = Buffer.from(await (await t.app.request(up.data.avatar)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 256, 256, undefined]);

    const fake = new FormData();
    fake.append("file", new Blob(["<script>alert(1)</script>"], { type: "image/png" }), "x.png");
    const refused = await (await t.app.request("/web/api/account/update-account-info", { method: "POST", body: fake, headers: auth(token) })).json();
    expect(refused.msg).toBe(ACCOUNT_MESSAGES.notImage);

    const badDate = new FormData();
    badDate.append("birthday", "2999-01-01");
    expect((await (await t.app.request("/web/api/account/update-account-info", { method: "POST", body: badDate, headers: auth(token) })).json()).code).toBe("400");
  });
});

describe("WeChat sign-in against a fake provider", () => {
  let fake: http.Server;
  let wx: TestApp;
  let base: string;

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const url = new URL(req.url!, "http://fake");
      res.setHeader("Content-Type", "application/json");
      if (url.pathname === "/sns/oauth2/access_token") {
        const code = url.searchParams.get("code");
        if (url.searchParams.get("appid") !== "wxapp" || url.searchParams.get("secret") !== "wxsecret" || !code?.startsWith("ok-")) {
          return res.end(JSON.stringify({ errcode: 40029, errmsg: "invalid code" }));
        }
        return res.end(JSON.stringify({ access_token: `at-${code}`, openid: `openid-${code.slice(3)}`, unionid: `union-${code.slice(3)}` }));
      }
      if (url.pathname === "/sns/userinfo") {
        return res.end(JSON.stringify({ openid: url.searchParams.get("openid"), nickname: "微信网友", unionid: url.searchParams.get("openid")!.replace("openid", "union") }));
      }
      res.statusCode = 404;
      res.end("{}");
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    wx = await createTestApp({ WECHAT_APP_ID: "wxapp", WECHAT_APP_SECRET: "wxsecret", WECHAT_OAUTH_BASE: base, WECHAT_API_BASE: base });
  });
  afterAll(async () => {
    await wx.close();
    fake.close();
  });

  const authorize = async (redirect: string) => {
    const res = await wx.app.request(`/web/api/wechat/authorize?redirect=${encodeURIComponent(redirect)}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/connect/qrconnect`);
    expect(location.searchParams.get("appid")).toBe("wxapp");
    return location.searchParams.get("state")!;
  };

  it("creates an account on first sign-in, signs the same user in later, and follows the redirect", async () => {
    const state = await authorize("/font");
    const cb = await wx.app.request(`/web/api/wechat/callback?code=ok-alice&state=${state}`);
    expect(cb.status).toBe(302);
    expect(cb.headers.get("Location")).toBe("/font");
    const token = cb.headers.get("Set-Cookie")!.match(/token=([^;]+)/)![1];
    const info = await wx.call("GET", "/web/api/account/user-info", undefined, auth(token));
    expect(info.body.data).toMatchObject({ nickname: "微信网友", wechatBound: true, hasPassword: false });

    const again = await wx.app.request(`/web/api/wechat/callback?code=ok-alice&state=${await authorize("/")}`);
    const token2 = again.headers.get("Set-Cookie")!.match(/token=([^;]+)/)![1];
    expect((await wx.call("GET", "/web/api/account/user-info", undefined, auth(token2))).body.data.id).toBe(info.body.data.id);
  });

  it("refuses a reused state, a forged state, a bad code and an outside redirect", async () => {
    const state = await authorize("//evil.example/x");
    const first = await wx.app.request(`/web/api/wechat/callback?code=ok-bob&state=${state}`);
    expect(first.headers.get("Location")).toBe("/");
    const reused = await wx.app.request(`/web/api/wechat/callback?code=ok-bob&state=${state}`);
    expect(reused.headers.get("Location")).toBe("/?wechat=failed");
    expect((await wx.app.request(`/web/api/wechat/callback?code=ok-bob&state=forged`)).headers.get("Location")).toBe("/?wechat=failed");
    const bad = await wx.app.request(`/web/api/wechat/callback?code=nope&state=${await authorize("/")}`);
    expect(bad.headers.get("Location")).toBe("/?wechat=failed");
  });

  it("binds WeChat to a signed-in account", async () => {
    const mobile = nextMobile();
    await wx.call("POST", "/web/api/account/sendCode", { account: mobile, scene: "register", captchaVerification: await wx.captchaVerification() });
    const reg = await wx.call("POST", "/web/api/account/register/phone", { mobile, code: wx.lastCode(mobile), password: "abc12345" });
    const token = reg.body.data.token;
    const { url } = (await wx.call("POST", "/web/api/wechat/bind-url", undefined, auth(token))).body.data;
    const state = new URL(url).searchParams.get("state");
    const cb = await wx.app.request(`/web/api/wechat/callback?code=ok-carol&state=${state}`);
    expect(cb.headers.get("Location")).toBe("/user/profile?wechat=bound");
    expect((await wx.call("GET", "/web/api/account/user-info", undefined, auth(token))).body.data.wechatBound).toBe(true);
  });

  it("is absent when not configured", async () => {
    expect((await t.app.request("/web/api/wechat/authorize")).status).toBe(404);
  });
});
