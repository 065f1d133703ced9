/** Helpers shared by the abuse suite. */
import { expect } from "vitest";
import type { TestApp } from "#tests/support/test-app";
import { API_PATHS } from "#contract/api-paths";

let seq = 0;
/** A fresh mobile number / e-mail per use, so limits of one test don't leak into another. */
export const nextMobile = () => `137${String(10_000_000 + ++seq + Math.floor(Math.random() * 1e6)).slice(-8)}`;
export const nextEmail = () => `abuse${++seq}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** At least one CJK character and no run of English words: what every message a user sees must be. */
export function hasChinese(text: unknown): boolean {
  return typeof text === "string" && /[\u4e00-\u9fff]/.test(text) && !/[A-Za-z]{3,}\s+[A-Za-z]{3,}/.test(text);
}

/** Registers a mobile account with password abc12345 and answers the number. */
export async function signUpPhone(t: TestApp, mobile: string): Promise<string> {
  await t.call("POST", API_PATHS.sendCode, { account: mobile, scene: "register", captchaVerification: await t.captchaVerification() });
  const res = await t.call("POST", API_PATHS.registerPhone, { mobile, code: t.lastCode(mobile), password: "abc12345" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return mobile;
}
