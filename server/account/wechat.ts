/**
 * WeChat sign-in and binding (server/auth/wechat.ts speaks the OAuth protocol): where to send the
 * browser, and what the callback means: bind to the signed-in member who asked, or sign in (an
 * account made on the first visit). Disabled (404) unless WECHAT_APP_ID/SECRET are configured.
 */
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { ACCOUNT_MESSAGES, type LoginData } from "#contract/account";
import { safeRedirect } from "#contract/redirect";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema-accounts";
import { ApiError } from "#server/errors";
import { issueToken } from "#server/auth/tokens";
import { authorizeUrl, consumeState, createState, createWechatUser, fetchProfile, findByWechat, type WechatConfig } from "#server/auth/wechat";
import type { Client } from "./sign-in";
import { API_PATHS } from "#contract/api-paths";

export interface WechatServiceDeps {
  db: Db;
  logger: Logger;
  wechat: WechatConfig | null;
  /** The site's public origin (configuration, never the Host header) for the callback URL. */
  publicOrigin: string;
}

/** Where the callback sends the browser, and the session when it signed someone in. */
export interface WechatOutcome {
  redirect: string;
  login?: LoginData;
}

export function createWechatService({ db, logger, wechat, publicOrigin }: WechatServiceDeps) {
  const config = (): WechatConfig => {
    if (!wechat) throw new ApiError(404, ACCOUNT_MESSAGES.wechatDisabled);
    return wechat;
  };
  const callbackUrl = `${publicOrigin}${API_PATHS.wechatCallback}`;

  return {
    /** WeChat's sign-in page, coming back to `redirect` on this site. */
    async signInUrl(redirect: string): Promise<string> {
      const cfg = config();
      return authorizeUrl(cfg, callbackUrl, await createState(db, redirect));
    },

    /** WeChat's page that binds the account to the member `userId`. */
    async bindUrl(userId: number): Promise<string> {
      const cfg = config();
      return authorizeUrl(cfg, callbackUrl, await createState(db, "/user/profile", userId));
    },

    async callback(stateParam: string, code: string | undefined, client: Client): Promise<WechatOutcome> {
      const cfg = config();
      const state = await consumeState(db, stateParam);
      if (!state || !code) return { redirect: "/?wechat=failed" };
      try {
        const profile = await fetchProfile(cfg, code);
        const owner = await findByWechat(db, profile);
        if (state.userId !== null) {
          if (owner && owner.id !== state.userId) return { redirect: "/user/profile?wechat=taken" };
          await db
            .update(users)
            .set({ wechatOpenId: profile.openid, wechatUnionId: profile.unionid ?? null, updatedAt: new Date() })
            .where(eq(users.id, state.userId));
          return { redirect: "/user/profile?wechat=bound" };
        }
        const user = owner ?? (await createWechatUser(db, profile));
        const login = await issueToken(db, user.id, client);
        // Checked again when followed: a state stored by an older version had a looser check.
        return { redirect: safeRedirect(state.redirect) ?? "/", login };
      } catch (error) {
        logger.warn({ err: error }, "wechat sign-in failed");
        return { redirect: "/?wechat=failed" };
      }
    },
  };
}

export type WechatService = ReturnType<typeof createWechatService>;
