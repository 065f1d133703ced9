/** WeChat sign-in and binding routes (server/account/wechat.ts); 404 unless WeChat is configured. */
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { STORAGE_KEYS } from "#contract/constants";
import { cookieString } from "#contract/cookies";
import type { WechatService } from "#server/account/wechat";
import { requireUser, type AuthEnv } from "#server/auth/current-user";
import { clientIp } from "#server/http/client-ip";
import { ok } from "./respond";
import { API_PATHS } from "#contract/api-paths";

export interface WechatDeps {
  db: Db;
  wechat: WechatService;
  cookieDomain: string;
  /** Mark the token cookie Secure (config COOKIE_SECURE). */
  cookieSecure: boolean;
}

export function wechatApi({ db, wechat, cookieDomain, cookieSecure }: WechatDeps) {
  const api = new Hono<AuthEnv>();

  api.get(API_PATHS.wechatAuthorize, async (c) => c.redirect(await wechat.signInUrl(c.req.query("redirect") ?? "/")));
  api.post(API_PATHS.wechatBindUrl, requireUser(db), async (c) => ok(c, { url: await wechat.bindUrl(c.get("userId")) }));
  api.get(API_PATHS.wechatCallback, async (c) => {
    const client = { ip: clientIp(c), userAgent: c.req.header("User-Agent") };
    const { redirect, login } = await wechat.callback(c.req.query("state") ?? "", c.req.query("code"), client);
    if (login) {
      c.header("Set-Cookie", cookieString(STORAGE_KEYS.token, login.token, { maxAge: login.expired, domain: cookieDomain || undefined, secure: cookieSecure }));
    }
    return c.redirect(redirect);
  });

  return api;
}
