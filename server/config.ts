/**
 * Every setting of the server, read from the environment once at start and checked with one zod
 * schema (documented, with defaults, in .env.example). This is the only module that reads
 * `process.env`: the rest of the server receives the typed `Config`. A bad value stops the start
 * with one line per variable naming it.
 */
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import type { PublicConfig } from "#contract/config";
import { isEmail, isMobile } from "#contract/validators";
import { CONTENT_VIDEO } from "#contract/admin-content";
import type { WechatConfig } from "./auth/wechat";
import type { S3Config } from "./storage/s3-store";
import { parseTrustProxy, TRUST_PROXY_MESSAGE, type TrustProxy } from "./http/client-ip";
import { DEFAULT_SUBSET_MEMORY_MB, MIN_SUBSET_MEMORY_MB } from "./fonts/subset/budget";
import { DEFAULT_FONT_PARSE_MEMORY_MB, DEFAULT_FONT_PARSE_TIMEOUT_S, DEFAULT_FONT_PARSE_WORKERS, type FontParseLimits } from "./fonts/parse-pool";
import { DEFAULT_UNPACKED_MAX_MB } from "./fonts/unpack";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** What the browser is told (docs/product.md §7: API host, subset service, object store, domains). */
  public: PublicConfig;
  logLevel: string;
  env: "production" | "development" | "test";
  smtpUrl?: string;
  mailFrom?: string;
  smsWebhookUrl?: string;
  /**
   * The most verification codes the site sends in one day (China time) per channel, whoever asks
   * (SMS_DAILY_MAX, MAIL_DAILY_MAX): what a script solving sliders can make the site spend.
   */
  codeDailyCaps: { sms: number; email: number };
  /** WeChat website sign-in; null when WECHAT_APP_ID/WECHAT_APP_SECRET are not both set. */
  wechat: WechatConfig | null;
  /** Our proxies in X-Forwarded-For: how many are in front, or their addresses (server/http/client-ip.ts). */
  trustProxy: TrustProxy;
  /** Cookies the server sets carry Secure (COOKIE_SECURE; by default when PUBLIC_ORIGIN is https). */
  cookieSecure: boolean;
  /** S3-compatible object store; null = DATA_DIR/objects. */
  s3: S3Config | null;
  /** Folders imported into the catalogue on first start (the system's, then FONT_DIRS). */
  fontDirs: string[];
  /**
   * Bearer secret of the operator calls (/api/v1/operator/*: system notices); unset, those calls
   * answer 404 and the operator uses scripts/notify.ts against the database instead.
   */
  operatorToken?: string;
  /**
   * E-mails (lower-cased) and mobiles whose accounts become admins when they sign in or register
   * (ADMIN_ACCOUNTS, comma-separated; server/auth/roles.ts).
   */
  adminAccounts: string[];
  /** Memory for the anonymous page cache, bytes; 0 = off (server/http/page-cache.ts). */
  pageCacheBytes: number;
  /** Memory for built /css2 stylesheets, bytes; 0 = off (server/webfont/stylesheet-cache.ts). */
  css2CacheBytes: number;
  /** Server processes (node:cluster); more than 1 only with DATABASE_URL (PGlite is one process). */
  webConcurrency: number;
  /**
   * Bytes that uploads not (yet) submitted may hold in the store, all addresses together
   * (server/content/upload-limits.ts); beyond, uploads answer 503 until the sweeper frees room.
   */
  uploadPendingBytes: number;
  /**
   * The largest video a reviewer uploads in the console (CONTENT_VIDEO_MAX_MB), bytes: streamed,
   * never buffered (server/admin/content-videos.ts, docs/decisions/029-console-videos.md).
   */
  contentVideoMaxBytes: number;
  subset: {
    /** Worker threads running HarfBuzz. */
    workers: number;
    /**
     * Memory budget of the whole subset service in bytes: every worker's HarfBuzz heap (loaded
     * fonts and working memory) and the jobs in flight (server/fonts/subset/budget.ts).
     */
    memoryBytes: number;
    /**
     * Bytes of subset files kept in the store; the least recently used are evicted beyond it and
     * made again when asked for (server/fonts/subset/ledger.ts).
     */
    storeBytes: number;
  };
  /**
   * Font files from outside (submissions, imports) are parsed in worker threads within these
   * limits (server/fonts/parse-pool.ts, docs/decisions/011-untrusted-font-parsing.md).
   */
  fontParse: FontParseLimits;
}

/** Folders searched for the demo catalogue before FONT_DIRS. */
export const DEFAULT_FONT_DIRS = ["/usr/share/fonts"];
export const DEFAULT_PAGE_CACHE_MB = 64;
/** Codes a day per channel, site-wide (docs/decisions/013): a small site's real need many times over. */
export const DEFAULT_SMS_DAILY_MAX = 1000;
export const DEFAULT_MAIL_DAILY_MAX = 5000;
export const DEFAULT_CSS2_CACHE_MB = 32;
/**
 * Unsubmitted uploads held at once, all addresses together: two addresses at their daily limit
 * (server/content/upload-limits.ts), or a hundred families of 40 MB, until the sweeper frees them.
 */
export const DEFAULT_UPLOAD_PENDING_MB = 4096;
/** A console video (contract/admin-content.ts CONTENT_VIDEO says why 200 MB). */
export const DEFAULT_CONTENT_VIDEO_MAX_MB = CONTENT_VIDEO.defaultMaxMb;
/**
 * Subset files kept: the css2 slices of some 200 families (8.5 MB each) or ~1,000 large batches
 * of the subset service; the least recently used beyond it are made again on demand.
 */
export const DEFAULT_SUBSET_STORE_MB = 2048;

const text = z.string().trim();
const optionalText = text.optional().transform((v) => v || undefined);
const url = text.url("必须是完整的网址（含 http:// 或 https://）");
const optionalUrl = z.union([z.literal("").transform(() => undefined), url]).optional();
const flag = z
  .enum(["", "0", "1", "true", "false", "yes", "no"], { message: "只能是 1/0、true/false 或 yes/no" })
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "yes");
const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `必须是 ${min} 到 ${max} 之间的整数`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `必须是 ${min} 到 ${max} 之间的整数`);
const trimSlash = (v: string) => v.replace(/\/+$/, "");
/** "https://www.example.com/" → "https://www.example.com"; null when `v` is not an http(s) origin (a path, a query …). */
function originOf(v: string): string | null {
  try {
    const url = new URL(v);
    return /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password ? url.origin : null;
  } catch {
    return null;
  }
}
/** A host name as docs/product.md §7's {host}: www.example.com, optionally with a port. */
const domain = text.default("").refine((v) => v === "" || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(v), "只能是域名，如 www.example.com（不含 http://）");

/**
 * The origin every absolute URL is built on, from configuration only: PUBLIC_ORIGIN; else the
 * main domain over https (a public domain is served over TLS); else where this process listens,
 * so one process on one machine needs nothing set. A wildcard listen address names this machine.
 */
function siteOrigin(e: { PUBLIC_ORIGIN: string; MAIN_DOMAIN: string; HOST: string; PORT: number }): string {
  if (e.PUBLIC_ORIGIN) return originOf(e.PUBLIC_ORIGIN)!;
  if (e.MAIN_DOMAIN) return new URL(`https://${e.MAIN_DOMAIN}`).origin;
  const host = ["", "0.0.0.0", "::", "[::]"].includes(e.HOST) ? "localhost" : e.HOST;
  return new URL(`http://${net.isIPv6(host) ? `[${host}]` : host}:${e.PORT}`).origin;
}
const base = text.default("").transform(trimSlash);

const schema = z.object({
  PORT: integer(0, 65535).default(3000),
  HOST: text.default("127.0.0.1"),
  DATA_DIR: text.default("./data"),
  DATABASE_URL: optionalText.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), "必须以 postgres:// 开头"),
  NODE_ENV: z.enum(["production", "development", "test"], { message: "只能是 production、development 或 test" }).default("production"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { message: "只能是 fatal、error、warn、info、debug、trace 或 silent" }).optional(),
  API_BASE: base,
  /** Unset: the subset service is wherever the API is. */
  SUBSET_BASE: text.transform(trimSlash).optional(),
  STATIC_BASE: base,
  MAIN_DOMAIN: domain,
  MOBILE_DOMAIN: domain,
  COOKIE_DOMAIN: text.default(""),
  PUBLIC_ORIGIN: text.default("").refine((v) => v === "" || originOf(v) !== null, "必须是站点的源，如 https://www.example.com（含 http:// 或 https://，不带路径）"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust) return trust;
      ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }),
  /** Unset: follow PUBLIC_ORIGIN's scheme. */
  COOKIE_SECURE: z
    .enum(["", "0", "1", "true", "false", "yes", "no"], { message: "只能是 1/0、true/false 或 yes/no" })
    .optional(),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  SMS_WEBHOOK_URL: optionalUrl,
  SMS_DAILY_MAX: integer(1, 10_000_000).default(DEFAULT_SMS_DAILY_MAX),
  MAIL_DAILY_MAX: integer(1, 10_000_000).default(DEFAULT_MAIL_DAILY_MAX),
  WECHAT_APP_ID: optionalText,
  WECHAT_APP_SECRET: optionalText,
  WECHAT_OAUTH_BASE: optionalUrl,
  WECHAT_API_BASE: optionalUrl,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: text.default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag.optional(),
  FONT_DIRS: text.default(""),
  SUBSET_WORKERS: integer(1, 16).optional(),
  SUBSET_MEMORY_MB: integer(MIN_SUBSET_MEMORY_MB, 65536).optional(),
  /** The older name of SUBSET_MEMORY_MB (it bounded only each worker's face cache); read when the new one is unset. */
  SUBSET_CACHE_MB: integer(MIN_SUBSET_MEMORY_MB, 65536).optional(),
  OPERATOR_TOKEN: optionalText.refine((v) => !v || v.length >= 24, "至少 24 个字符"),
  ADMIN_ACCOUNTS: text
    .default("")
    .transform((v) => v.split(/[,，\s]+/).map((a) => a.trim()).filter(Boolean))
    .refine((list) => list.every((a) => isEmail(a) || isMobile(a)), "只能是逗号分隔的邮箱或手机号"),
  FONT_PARSE_WORKERS: integer(1, 16).default(DEFAULT_FONT_PARSE_WORKERS),
  FONT_PARSE_TIMEOUT_S: integer(1, 3600).default(DEFAULT_FONT_PARSE_TIMEOUT_S),
  FONT_PARSE_MEMORY_MB: integer(64, 65536).default(DEFAULT_FONT_PARSE_MEMORY_MB),
  FONT_UNPACKED_MAX_MB: integer(1, 4096).default(DEFAULT_UNPACKED_MAX_MB),
  PAGE_CACHE_MB: integer(0, 65536).default(DEFAULT_PAGE_CACHE_MB),
  CSS2_CACHE_MB: integer(0, 65536).default(DEFAULT_CSS2_CACHE_MB),
  SUBSET_STORE_MB: integer(1, 16_777_216).default(DEFAULT_SUBSET_STORE_MB),
  UPLOAD_PENDING_MB: integer(64, 16_777_216).default(DEFAULT_UPLOAD_PENDING_MB),
  CONTENT_VIDEO_MAX_MB: integer(1, 16_384).default(DEFAULT_CONTENT_VIDEO_MAX_MB),
  WEB_CONCURRENCY: integer(1, 64).default(1),
});

export type ConfigEnv = Partial<Record<keyof z.input<typeof schema>, string>>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`配置无效 / invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Makes NODE_ENV what the configuration says (production when unset), for the libraries that
 * read it themselves: React and React Router load their production build only then.
 */
export function applyNodeEnv(config: Config, env: NodeJS.ProcessEnv = process.env): void {
  env.NODE_ENV = config.env;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: ConfigEnv | NodeJS.ProcessEnv = process.env): Config {
  // Only this schema's keys: the rest of the environment is none of the server's business.
  const picked = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, (env as Record<string, string | undefined>)[k]]));
  const parsed = schema.safeParse(picked);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0])}=${JSON.stringify(picked[String(i.path[0])] ?? "")}: ${i.message}`));
  }
  const e = parsed.data;
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError([`WEB_CONCURRENCY=${e.WEB_CONCURRENCY}: 多个进程需要 PostgreSQL（设置 DATABASE_URL）；PGlite 只能由一个进程打开`]);
  }
  const wechat = e.WECHAT_APP_ID && e.WECHAT_APP_SECRET;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "warn" : "info"),
    env: e.NODE_ENV,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    codeDailyCaps: { sms: e.SMS_DAILY_MAX, email: e.MAIL_DAILY_MAX },
    wechat: wechat
      ? {
          appId: e.WECHAT_APP_ID!,
          appSecret: e.WECHAT_APP_SECRET!,
          oauthBase: e.WECHAT_OAUTH_BASE ?? "https://open.weixin.qq.com",
          apiBase: e.WECHAT_API_BASE ?? "https://api.weixin.qq.com",
        }
      : null,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ? ["1", "true", "yes"].includes(e.COOKIE_SECURE) : e.PUBLIC_ORIGIN.startsWith("https://"),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // A custom endpoint is usually MinIO-style (bucket in the path), unless told otherwise.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : null,
    fontDirs: [...new Set([...DEFAULT_FONT_DIRS, ...e.FONT_DIRS.split(":").map((d) => d.trim()).filter(Boolean)])],
    operatorToken: e.OPERATOR_TOKEN,
    adminAccounts: e.ADMIN_ACCOUNTS.map((a) => (a.includes("@") ? a.toLowerCase() : a)),
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    css2CacheBytes: e.CSS2_CACHE_MB * 1024 * 1024,
    webConcurrency: e.WEB_CONCURRENCY,
    uploadPendingBytes: e.UPLOAD_PENDING_MB * 1024 * 1024,
    contentVideoMaxBytes: e.CONTENT_VIDEO_MAX_MB * 1024 * 1024,
    subset: {
      workers: e.SUBSET_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism())),
      memoryBytes: (e.SUBSET_MEMORY_MB ?? e.SUBSET_CACHE_MB ?? DEFAULT_SUBSET_MEMORY_MB) * 1024 * 1024,
      storeBytes: e.SUBSET_STORE_MB * 1024 * 1024,
    },
    fontParse: {
      workers: e.FONT_PARSE_WORKERS,
      timeoutMs: e.FONT_PARSE_TIMEOUT_S * 1000,
      memoryMb: e.FONT_PARSE_MEMORY_MB,
      maxUnpackedBytes: e.FONT_UNPACKED_MAX_MB * 1024 * 1024,
    },
    public: {
      origin: siteOrigin(e),
      apiBase: e.API_BASE,
      subsetBase: e.SUBSET_BASE ?? e.API_BASE,
      staticBase: e.STATIC_BASE,
      mainDomain: e.MAIN_DOMAIN,
      mobileDomain: e.MOBILE_DOMAIN,
      cookieDomain: e.COOKIE_DOMAIN,
      wechatEnabled: Boolean(wechat),
      contentVideoMaxMb: e.CONTENT_VIDEO_MAX_MB,
    },
  };
}
