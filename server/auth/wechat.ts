/**
 * WeChat website sign-in (QR-code OAuth 2.0 of a WeChat "website application"): authorize →
 * callback with code and state → access token → user info → sign in, bind, or create a user.
 * The OAuth and API hosts are configurable so tests run the whole flow against a local fake.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { oauthStates, users } from "#server/db/schema-accounts";
import type { User } from "./users";
import { safeRedirect } from "#contract/redirect";

export interface WechatConfig {
  appId: string;
  appSecret: string;
  oauthBase: string;
  apiBase: string;
}

export const STATE_TTL_MS = 10 * 60_000;

export async function createState(db: Db, redirect: string, userId: number | null = null): Promise<string> {
  const state = randomBytes(16).toString("hex");
  await db.insert(oauthStates).values({ state, userId, redirect: safeRedirect(redirect) ?? "/", expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  return state;
}

export function authorizeUrl(config: WechatConfig, redirectUri: string, state: string): string {
  const url = new URL("/connect/qrconnect", config.oauthBase);
  url.search = new URLSearchParams({ appid: config.appId, redirect_uri: redirectUri, response_type: "code", scope: "snsapi_login", state }).toString();
  return `${url}#wechat_redirect`;
}

/** Spends a state: valid once, within ten minutes. */
export async function consumeState(db: Db, state: string) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(oauthStates.state, state), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, new Date())))
    .returning();
  return row ?? null;
}

export interface WechatProfile {
  openid: string;
  unionid?: string;
  nickname?: string;
}

async function getJson(url: URL): Promise<Record<string, unknown>> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok || body.errcode) throw new Error(`WeChat API error ${String(body.errcode ?? res.status)}: ${String(body.errmsg ?? "")}`);
  return body;
}

/** code → access token → user info. */
export async function fetchProfile(config: WechatConfig, code: string): Promise<WechatProfile> {
  const tokenUrl = new URL("/sns/oauth2/access_token", config.apiBase);
  tokenUrl.search = new URLSearchParams({ appid: config.appId, secret: config.appSecret, code, grant_type: "authorization_code" }).toString();
  const token = await getJson(tokenUrl);
  const openid = String(token.openid ?? "");
  if (!openid || !token.access_token) throw new Error("WeChat answered no openid");
  const infoUrl = new URL("/sns/userinfo", config.apiBase);
  infoUrl.search = new URLSearchParams({ access_token: String(token.access_token), openid }).toString();
  const info = await getJson(infoUrl);
  return {
    openid,
    unionid: (info.unionid ?? token.unionid) as string | undefined,
    nickname: typeof info.nickname === "string" ? info.nickname : undefined,
  };
}

export async function findByWechat(db: Db, profile: WechatProfile): Promise<User | undefined> {
  const match = profile.unionid
    ? or(eq(users.wechatOpenId, profile.openid), eq(users.wechatUnionId, profile.unionid))
    : eq(users.wechatOpenId, profile.openid);
  const [user] = await db.select().from(users).where(match);
  return user;
}

export async function createWechatUser(db: Db, profile: WechatProfile): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      wechatOpenId: profile.openid,
      wechatUnionId: profile.unionid ?? null,
      nickname: (profile.nickname || `微信用户${profile.openid.slice(-4)}`).slice(0, 20),
    })
    .returning();
  return user;
}
