/**
 * A fake WeChat Open Platform for the e2e tests (node:http, no dependencies): the three calls a
 * WeChat "website application" makes during QR-code sign-in, checked the way WeChat checks them.
 *
 *   GET  /connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state
 *        The page that stands for the QR code: the WeChat user "scanning" it is chosen in two
 *        inputs (微信昵称, openid; a fresh user by default). 确认登录 submits to /connect/confirm,
 *        which issues a one-time code for that user and redirects the browser to
 *        `redirect_uri?code=<code>&state=<state>`; 取消 redirects with `state` only, as WeChat
 *        does when the user declines.
 *   GET  /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code
 *        → {access_token, expires_in, refresh_token, openid, scope, unionid} or {errcode, errmsg}.
 *   GET  /sns/userinfo?access_token&openid
 *        → {openid, nickname, sex, province, city, country, headimgurl, privilege, unionid}.
 *   GET  /healthz, GET /headimg/<openid>.png (the avatar the profile points at).
 *
 * Configuration: WECHAT_MOCK_PORT (3190), WECHAT_MOCK_HOST (127.0.0.1), WECHAT_APP_ID and
 * WECHAT_APP_SECRET (the pair the site must present). Codes live five minutes and are single
 * use; access tokens two hours. State is in memory: one process per test run.
 */
import http from "node:http";
import { randomBytes } from "node:crypto";

const PORT = Number(process.env.WECHAT_MOCK_PORT ?? 3190);
const HOST = process.env.WECHAT_MOCK_HOST ?? "127.0.0.1";
const APP_ID = process.env.WECHAT_APP_ID ?? "wx-e2e-app";
const APP_SECRET = process.env.WECHAT_APP_SECRET ?? "e2e-app-secret";
const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 7200;

/** code → {user, expiresAt, used}; access token → {user, expiresAt}. */
const codes = new Map();
const tokens = new Map();

const random = (bytes = 12) => randomBytes(bytes).toString("hex");
/** A WeChat user's unionid follows from the openid, so the same person always has the same pair. */
const unionidOf = (openid) => `union-${openid}`;

/** A 1×1 green PNG for the avatar URL. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNg4PgPAAEzASA8rHW/AAAAAElFTkSuQmCC",
  "base64",
);

function send(res, status, body, type = "application/json; charset=utf-8", headers = {}) {
  res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store", ...headers });
  res.end(typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}
/** WeChat answers errors with HTTP 200 and an errcode. */
const fail = (res, errcode, errmsg) => send(res, 200, { errcode, errmsg });

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]);

function validRedirect(uri) {
  try {
    const url = new URL(uri);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function qrPage(query) {
  const appid = query.get("appid");
  const redirect = validRedirect(query.get("redirect_uri") ?? "");
  if (appid !== APP_ID) return { status: 200, html: page("参数错误", `<p role="alert">AppID 参数错误（${escapeHtml(appid ?? "")}）</p>`) };
  if (!redirect || query.get("response_type") !== "code" || query.get("scope") !== "snsapi_login") {
    return { status: 200, html: page("参数错误", `<p role="alert">redirect_uri、response_type 或 scope 参数错误</p>`) };
  }
  const openid = `o-e2e-${random(6)}`;
  const hidden = ["redirect_uri", "state"]
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? "")}">`)
    .join("");
  const body = `
    <h1>微信登录</h1>
    <p>测试用的微信授权页（代替二维码）。</p>
    <form method="get" action="/connect/confirm">
      ${hidden}
      <p><label>微信昵称 <input name="nickname" value="微信测试用户"></label></p>
      <p><label>openid <input name="openid" value="${openid}"></label></p>
      <p><button type="submit" name="action" value="confirm">确认登录</button>
         <button type="submit" name="action" value="cancel">取消</button></p>
    </form>`;
  return { status: 200, html: page("微信登录", body) };
}

function page(title, body) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
}

function confirm(query, res) {
  const redirect = validRedirect(query.get("redirect_uri") ?? "");
  if (!redirect) return send(res, 400, page("参数错误", "<p>redirect_uri 参数错误</p>"), "text/html; charset=utf-8");
  const state = query.get("state") ?? "";
  if (query.get("action") === "cancel") {
    redirect.searchParams.set("state", state);
    return send(res, 302, "", "text/plain", { Location: redirect.href });
  }
  const openid = (query.get("openid") ?? "").trim() || `o-e2e-${random(6)}`;
  const nickname = (query.get("nickname") ?? "").trim() || "微信用户";
  const code = random(16);
  codes.set(code, { user: { openid, nickname, unionid: unionidOf(openid) }, expiresAt: Date.now() + CODE_TTL_MS, used: false });
  redirect.searchParams.set("code", code);
  redirect.searchParams.set("state", state);
  return send(res, 302, "", "text/plain", { Location: redirect.href });
}

function accessToken(query, res) {
  if (query.get("appid") !== APP_ID) return fail(res, 40013, "invalid appid");
  if (query.get("secret") !== APP_SECRET) return fail(res, 40125, "invalid appsecret");
  if (query.get("grant_type") !== "authorization_code") return fail(res, 40002, "invalid grant_type");
  const entry = codes.get(query.get("code") ?? "");
  if (!entry || entry.expiresAt < Date.now()) return fail(res, 40029, "invalid code");
  if (entry.used) return fail(res, 40163, "code been used");
  entry.used = true;
  const token = random(24);
  tokens.set(token, { user: entry.user, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
  return send(res, 200, {
    access_token: token,
    expires_in: TOKEN_TTL_S,
    refresh_token: random(24),
    openid: entry.user.openid,
    scope: "snsapi_login",
    unionid: entry.user.unionid,
  });
}

function userInfo(query, res, origin) {
  const entry = tokens.get(query.get("access_token") ?? "");
  if (!entry || entry.expiresAt < Date.now()) return fail(res, 40001, "invalid credential, access_token is invalid or not latest");
  if (query.get("openid") !== entry.user.openid) return fail(res, 40003, "invalid openid");
  const { openid, nickname, unionid } = entry.user;
  return send(res, 200, {
    openid,
    nickname,
    sex: 0,
    province: "",
    city: "",
    country: "CN",
    headimgurl: `${origin}/headimg/${encodeURIComponent(openid)}.png`,
    privilege: [],
    unionid,
  });
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? `${HOST}:${PORT}`}`);
  if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, { errcode: -1, errmsg: "method not allowed" });
  switch (url.pathname) {
    case "/healthz":
      return send(res, 200, "ok", "text/plain");
    case "/favicon.ico":
      return send(res, 200, PIXEL, "image/png");
    case "/connect/qrconnect": {
      const { status, html } = qrPage(url.searchParams);
      return send(res, status, html, "text/html; charset=utf-8");
    }
    case "/connect/confirm":
      return confirm(url.searchParams, res);
    case "/sns/oauth2/access_token":
      return accessToken(url.searchParams, res);
    case "/sns/userinfo":
      return userInfo(url.searchParams, res, url.origin);
    default:
      if (url.pathname.startsWith("/headimg/")) return send(res, 200, PIXEL, "image/png");
      return send(res, 404, { errcode: 404, errmsg: "not found" });
  }
});

server.listen(PORT, HOST, () => console.log(`fake WeChat provider on http://${HOST}:${PORT}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
