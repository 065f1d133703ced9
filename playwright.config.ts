/**
 * End-to-end tests (Playwright) against the built site, served by the real server on a fresh,
 * empty database each run so the seeding is exercised too. E2E_PORT moves it off port 3100.
 * Browser: Debian's Chromium (no browser download), CHROMIUM_PATH to use another one.
 * A fake WeChat provider (tests/mocks/wechat-provider.mjs) starts first (port 3190, E2E_WECHAT_PORT),
 * and the site is configured against it, so WeChat sign-in runs end to end. The site trusts
 * X-Forwarded-For (TRUST_PROXY) so each test can be its own client for the per-IP limits
 * (fixtures/test.ts gives every test its own address).
 * The build must exist first: `npm test` builds it in its pretest step.
 */
import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import {
  E2E_BASE_URL as BASE_URL,
  E2E_DATA_DIR as DATA_DIR,
  E2E_PORT as PORT,
  E2E_WECHAT_APP as WECHAT_APP,
  E2E_WECHAT_BASE as WECHAT_BASE,
  E2E_WECHAT_PORT as WECHAT_PORT,
  E2E_OPERATOR_TOKEN as OPERATOR_TOKEN,
  E2E_ADMIN_ACCOUNT as ADMIN_ACCOUNT,
} from "./tests/e2e/fixtures/env";

const CI = Boolean(process.env.CI);

if (!fs.existsSync(path.resolve("build/server/index.js"))) {
  throw new Error("e2e: build/server/index.js is missing — run `npx react-router build` (or `npm test`, whose pretest builds) first.");
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: "zh-CN",
    screenshot: "only-on-failure",
    trace: CI ? "retain-on-failure" : "off",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-gpu"],
        },
      },
    },
  ],
  webServer: [
    {
      command: "node tests/mocks/wechat-provider.mjs",
      url: `${WECHAT_BASE}/healthz`,
      env: { WECHAT_MOCK_PORT: String(WECHAT_PORT), WECHAT_MOCK_HOST: "127.0.0.1", WECHAT_APP_ID: WECHAT_APP.appId, WECHAT_APP_SECRET: WECHAT_APP.appSecret },
      reuseExistingServer: !CI,
      timeout: 10_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "node tests/e2e/fixtures/empty-data-dir.mjs && node --enable-source-maps build/node/main.js",
      url: `${BASE_URL}/healthz`,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR,
        LOG_LEVEL: "warn",
        TRUST_PROXY: "1",
        WECHAT_APP_ID: WECHAT_APP.appId,
        WECHAT_APP_SECRET: WECHAT_APP.appSecret,
        WECHAT_OAUTH_BASE: WECHAT_BASE,
        WECHAT_API_BASE: WECHAT_BASE,
        OPERATOR_TOKEN,
        ADMIN_ACCOUNTS: ADMIN_ACCOUNT,
      },
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
