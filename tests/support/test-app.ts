/** An app on an in-memory database with a captured outbox, for API tests. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { eq } from "drizzle-orm";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDb, type DbHandle } from "#server/db/client";
import { captchas } from "#server/db/schema-accounts";
import type { Message } from "#server/mail/deliver";
import { aesEncrypt } from "#contract/aes";
import type { Services } from "#server/services";
import { openRuntime } from "#server/runtime";
import type { ArticleLookup } from "#server/favorites/service";
import { createSubsetLedger, type SubsetLedger } from "#server/fonts/subset-ledger";
import { API_PATHS } from "#contract/api-paths";

// Tests read whatever shape each call answers; typing every answer would only restate the code under test.
export type ApiBody = { code: string; msg: string; data: any };

export interface TestApp {
  app: ReturnType<typeof createApp>;
  handle: DbHandle;
  sent: Message[];
  dataDir: string;
  services: Services;
  /** The subset store's ledger the app uses (sweep and flush on demand). */
  ledger: SubsetLedger;
  close(): Promise<void>;
  /** JSON call; answers status and body (an envelope whose data each test reads as it needs). */
  call(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: ApiBody }>;
  /** Solves a fresh captcha the way the slider does (reading the answer from the database). */
  captchaVerification(): Promise<string>;
  /** The six digits of the last message sent to `to`. */
  lastCode(to: string): string;
  /** Registers a new e-mail account and answers its token. */
  signUp(email: string, password?: string): Promise<string>;
}

export interface TestAppOptions {
  /** Articles as favourites see them (the content area is not in every branch yet). */
  articles?: ArticleLookup;
  /** A stand-in for the page renderer (the pages, and the page cache in front of them). */
  ssr?: (request: Request) => Promise<Response>;
  /** The content/ folder the console's 还原为文件内容 reads (default: the checkout's). */
  contentDir?: string;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ziku-api-test-"));
  const sent: Message[] = [];
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  // The server's runtime on an in-memory database, objects in dataDir/objects.
  const runtime = await openRuntime(config, { database: await openDb({}), articles: options.articles, contentDir: options.contentDir });
  const { database: handle, services, store } = runtime;
  const ledger = createSubsetLedger({ db: handle.db, store, maxBytes: config.subset.storeBytes });
  const app = createApp({
    runtime,
    ledger,
    logger: pino({ level: "silent" }),
    deliver: async (m) => void sent.push(m),
    ssr: options.ssr,
  });

  const call: TestApp["call"] = async (method, url, body, headers = {}) => {
    const res = await app.request(url, {
      method,
      headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };

  const testApp: TestApp = {
    app,
    handle,
    sent,
    dataDir,
    services,
    ledger,
    call,
    async close() {
      await handle.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    async captchaVerification() {
      const got = await call("POST", API_PATHS.captchaGet, { captchaType: "blockPuzzle" });
      const { token, secretKey } = got.body.data;
      const [row] = await handle.db.select().from(captchas).where(eq(captchas.token, token));
      const point = { x: row.answerX, y: 5 };
      const checked = await call("POST", API_PATHS.captchaCheck, { captchaType: "blockPuzzle", token, pointJson: aesEncrypt(JSON.stringify(point), secretKey) });
      if (checked.status !== 200) throw new Error(`captcha check failed: ${JSON.stringify(checked.body)}`);
      return aesEncrypt(`${token}---${JSON.stringify(point)}`, secretKey);
    },
    async signUp(email, password = "abc12345") {
      const captchaVerification = await testApp.captchaVerification();
      await call("POST", API_PATHS.sendCode, { account: email, scene: "register", captchaVerification });
      const res = await call("POST", API_PATHS.registerEmail, { email, code: testApp.lastCode(email), password });
      if (res.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
      return res.body.data.token as string;
    },
    lastCode(to) {
      const message = [...sent].reverse().find((m) => m.to === to.toLowerCase());
      const code = message?.text.match(/\d{6}/)?.[0];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
  };
  return testApp;
}
