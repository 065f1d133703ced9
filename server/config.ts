/** Configuration from the environment (documented in .env.example); defaults run one process on one machine. */
import path from "node:path";
import type { PublicConfig } from "../contract/config";
import type { WechatConfig } from "./auth/wechat";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** What the browser is told (spec §7: API host, subset service, object store, domains). */
  public: PublicConfig;
  logLevel: string;
  env: "production" | "development" | "test";
  smtpUrl?: string;
  mailFrom?: string;
  smsWebhookUrl?: string;
  /** WeChat website sign-in; null when WECHAT_APP_ID/WECHAT_APP_SECRET are not both set. */
  wechat: WechatConfig | null;
  /** The site's public origin (https://www.example.com) for OAuth callbacks behind a proxy. */
  publicOrigin: string;
}


export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT 无效: ${env.PORT}`);
  const mode = env.NODE_ENV === "development" || env.NODE_ENV === "test" ? env.NODE_ENV : "production";
  return {
    port,
    host: env.HOST || "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || (mode === "test" ? "warn" : "info"),
    env: mode,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    wechat:
      env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
        ? {
            appId: env.WECHAT_APP_ID,
            appSecret: env.WECHAT_APP_SECRET,
            oauthBase: env.WECHAT_OAUTH_BASE || "https://open.weixin.qq.com",
            apiBase: env.WECHAT_API_BASE || "https://api.weixin.qq.com",
          }
        : null,
    publicOrigin: trimSlash(env.PUBLIC_ORIGIN ?? ""),
    public: {
      apiBase: trimSlash(env.API_BASE ?? ""),
      subsetBase: trimSlash(env.SUBSET_BASE ?? env.API_BASE ?? ""),
      staticBase: trimSlash(env.STATIC_BASE ?? ""),
      mainDomain: env.MAIN_DOMAIN ?? "",
      mobileDomain: env.MOBILE_DOMAIN ?? "",
      cookieDomain: env.COOKIE_DOMAIN ?? "",
      wechatEnabled: Boolean(env.WECHAT_APP_ID && env.WECHAT_APP_SECRET),
    },
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
