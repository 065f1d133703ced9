/** WeChat sign-in and binding routes; absent (404) unless WECHAT_APP_ID/SECRET are configured. */
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { users } from "../db/schema-accounts";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { safeRedirect } from "#contract/redirect";
import { STORAGE_KEYS } from "#contract/constants";
import { cookieString } from "#contract/cookies";
import { ApiError } from "#server/errors";
import { ok } from "./respond";
import { requireUser, type AuthEnv } from "../auth/current-user";
import { issueToken } from "../auth/tokens";
import { clientIp } from "../http/client-ip";
import { authorizeUrl, consumeState, createState, createWechatUser, fetchProfile, findByWechat, type WechatConfig } from "../auth/wechat";

export interface WechatDeps {
  db: Db;
  logger: Logger;
  wechat: WechatConfig | null;
  /** The site's public origin (configuration, never the Host header) for the callback URL. */
  publicOrigin: string;
  cookieDomain: string;
  /** Mark the token cookie Secure (config COOKIE_SECURE). */
  cookieSecure: boolean;
}

export function wechatApi({ db, logger, wechat, publicOrigin, cookieDomain, cookieSecure }: WechatDeps) {
  const api = new Hono<AuthEnv>();
  const config = (): WechatConfig => {
    if (!wechat) throw new ApiError(404, ACCOUNT_MESSAGES.wechatDisabled);
    return wechat;
  };
  const callbackUrl = `${publicOrigin}/web/api/wechat/callback`;

  api.get("/web/api/wechat/authorize", async (c) => {
    const cfg = config();
    const state = await createState(db, c.req.query("redirect") ?? "/");
    return c.redirect(authorizeUrl(cfg, callbackUrl, state));
  });

  api.post("/web/api/wechat/bind-url", requireUser(db), async (c) => {
    const cfg = config();
    const state = await createState(db, "/user/profile", c.get("userId"));
    return ok(c, { url: authorizeUrl(cfg, callbackUrl, state) });
  });

  api.get("/web/api/wechat/callback", async (c) => {
    const cfg = config();
    const state = await consumeState(db, c.req.query("state") ?? "");
    const code = c.req.query("code");
    if (!state || !code) return c.redirect("/?wechat=failed");
    try {
      const profile = await fetchProfile(cfg, code);
      const owner = await findByWechat(db, profile);
      if (state.userId !== null) {
        if (owner && owner.id !== state.userId) return c.redirect("/user/profile?wechat=taken");
        await db
          .update(users)
          .set({ wechatOpenId: profile.openid, wechatUnionId: profile.unionid ?? null, updatedAt: new Date() })
          .where(eq(users.id, state.userId));
        return c.redirect("/user/profile?wechat=bound");
      }
      const user = owner ?? (await createWechatUser(db, profile));
      const login = await issueToken(db, user.id, { userAgent: c.req.header("User-Agent"), ip: clientIp(c) });
      c.header("Set-Cookie", cookieString(STORAGE_KEYS.token, login.token, { maxAge: login.expired, domain: cookieDomain || undefined, secure: cookieSecure }));
      // Checked again when followed: a state stored by an older version had a looser check.
      return c.redirect(safeRedirect(state.redirect) ?? "/");
    } catch (error) {
      logger.warn({ err: error }, "wechat sign-in failed");
      return c.redirect("/?wechat=failed");
    }
  });

  return api;
}
