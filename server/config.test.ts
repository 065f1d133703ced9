import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs one process on one machine with nothing set", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: "127.0.0.1", env: "production", trustProxy: { hops: 0 }, s3: null, databaseUrl: undefined });
    expect(c.subset.memoryBytes).toBe(1024 * 1024 * 1024);
    expect(c.subset.storeBytes).toBe(2048 * 1024 * 1024);
    expect(c.uploadPendingBytes).toBe(4096 * 1024 * 1024);
    expect(c.subset.workers).toBeGreaterThanOrEqual(1);
    expect(c.fontDirs).toEqual(["/usr/share/fonts"]);
    expect(c.codeDailyCaps).toEqual({ sms: 1000, email: 5000 });
    expect(c.public).toMatchObject({ origin: "http://127.0.0.1:3000", apiBase: "", subsetBase: "", wechatEnabled: false });
  });

  it("builds absolute URLs on PUBLIC_ORIGIN, else https://MAIN_DOMAIN, else where the process listens", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://www.example.com/", MAIN_DOMAIN: "other.example.com" }).public.origin).toBe("https://www.example.com");
    expect(loadConfig({ PUBLIC_ORIGIN: "http://EXAMPLE.com:8080" }).public.origin).toBe("http://example.com:8080");
    expect(loadConfig({ MAIN_DOMAIN: "www.example.com", MOBILE_DOMAIN: "m.example.com" }).public.origin).toBe("https://www.example.com");
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "8080" }).public.origin).toBe("http://localhost:8080");
    expect(loadConfig({ HOST: "::1", PORT: "80" }).public.origin).toBe("http://[::1]");
  });

  it("refuses a PUBLIC_ORIGIN with a path and a domain with a scheme", () => {
    for (const [name, value] of [
      ["PUBLIC_ORIGIN", "https://www.example.com/site"],
      ["PUBLIC_ORIGIN", "www.example.com"],
      ["PUBLIC_ORIGIN", "ftp://www.example.com"],
      ["MAIN_DOMAIN", "https://www.example.com"],
      ["MOBILE_DOMAIN", "m.example.com/path"],
    ]) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(`${name}=`));
    }
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses and CIDRs", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,fd00::/8" }).trustProxy).toEqual({ list: ["10.0.0.0/8", "fd00::/8"] });
    expect(() => loadConfig({ TRUST_PROXY: "nginx" })).toThrow(/TRUST_PROXY="nginx": 只能是代理层数/);
  });

  it("marks cookies Secure when the public origin is https, unless COOKIE_SECURE says otherwise", () => {
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_ORIGIN: "https://www.example.com" }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: "https://www.example.com", COOKIE_SECURE: "0" }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: "1" }).cookieSecure).toBe(true);
  });

  it("stops on bad values, naming each variable", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "abc", SUBSET_WORKERS: "0", SUBSET_MEMORY_MB: "100", DATABASE_URL: "mysql://x", SMS_DAILY_MAX: "0" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toMatch(/^PORT="abc": /m);
    expect(problems).toMatch(/^SUBSET_WORKERS="0": /m);
    // Below one large CJK font and its working memory per worker.
    expect(problems).toMatch(/^SUBSET_MEMORY_MB="100": /m);
    expect(problems).toMatch(/^DATABASE_URL="mysql:\/\/x": 必须以 postgres:\/\/ 开头/m);
    expect(problems).toMatch(/^SMS_DAILY_MAX="0": /m);
  });

  it("reads every documented setting", () => {
    const c = loadConfig({
      PORT: "8080",
      API_BASE: "https://api.example.com/",
      TRUST_PROXY: "1",
      FONT_DIRS: "/opt/a:/opt/b",
      SUBSET_WORKERS: "3",
      SUBSET_MEMORY_MB: "768",
      SUBSET_STORE_MB: "512",
      UPLOAD_PENDING_MB: "1024",
      WECHAT_APP_ID: "wx1",
      WECHAT_APP_SECRET: "s",
      SMS_DAILY_MAX: "200",
      MAIL_DAILY_MAX: "3000",
    });
    expect(c.port).toBe(8080);
    expect(c.codeDailyCaps).toEqual({ sms: 200, email: 3000 });
    expect(c.public.apiBase).toBe("https://api.example.com");
    expect(c.public.subsetBase).toBe("https://api.example.com");
    expect(c.trustProxy).toEqual({ hops: 1 });
    expect(c.fontDirs).toEqual(["/usr/share/fonts", "/opt/a", "/opt/b"]);
    expect(c.subset).toEqual({ workers: 3, memoryBytes: 768 * 1024 * 1024, storeBytes: 512 * 1024 * 1024 });
    expect(c.uploadPendingBytes).toBe(1024 * 1024 * 1024);
    expect(c.wechat?.oauthBase).toBe("https://open.weixin.qq.com");
  });

  it("bounds the parsing of font files from outside: one worker, 30 s, 1 GB of heap, 128 MB unpacked, unless told otherwise", () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).fontParse).toEqual({ workers: 1, timeoutMs: 30_000, memoryMb: 1024, maxUnpackedBytes: 128 * MB });
    const c = loadConfig({ FONT_PARSE_WORKERS: "2", FONT_PARSE_TIMEOUT_S: "5", FONT_PARSE_MEMORY_MB: "256", FONT_UNPACKED_MAX_MB: "64" });
    expect(c.fontParse).toEqual({ workers: 2, timeoutMs: 5000, memoryMb: 256, maxUnpackedBytes: 64 * MB });
    expect(() => loadConfig({ FONT_PARSE_WORKERS: "0", FONT_PARSE_MEMORY_MB: "8" })).toThrow(/FONT_PARSE_WORKERS="0": [\s\S]*FONT_PARSE_MEMORY_MB="8": 必须是 64 到 65536 之间的整数/);
  });

  it("reads the subset budget's older name when the new one is unset", () => {
    expect(loadConfig({ SUBSET_CACHE_MB: "512" }).subset.memoryBytes).toBe(512 * 1024 * 1024);
    expect(loadConfig({ SUBSET_CACHE_MB: "512", SUBSET_MEMORY_MB: "2048" }).subset.memoryBytes).toBe(2048 * 1024 * 1024);
  });
});
