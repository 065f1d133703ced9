/** Configuration from the environment (documented in .env.example); defaults run one process on one machine. */
import path from "node:path";
import type { PublicConfig } from "../contract/config";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** What the browser is told (spec §7: API host, subset service, object store, domains). */
  public: PublicConfig;
  logLevel: string;
  env: "production" | "development" | "test";
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
    public: {
      apiBase: trimSlash(env.API_BASE ?? ""),
      subsetBase: trimSlash(env.SUBSET_BASE ?? env.API_BASE ?? ""),
      staticBase: trimSlash(env.STATIC_BASE ?? ""),
      mainDomain: env.MAIN_DOMAIN ?? "",
      mobileDomain: env.MOBILE_DOMAIN ?? "",
      cookieDomain: env.COOKIE_DOMAIN ?? "",
    },
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
