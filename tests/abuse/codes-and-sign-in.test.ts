/**
 * Codes and sign-in a stranger cannot abuse (docs/decisions/013): a stranger asking for the
 * owner's codes spends only his own quota and never voids the owner's code; "too frequent" is
 * said only after a passed puzzle; past the per-account ceiling a password needs a code sent to
 * the account (a slider no longer suffices); the site's daily spend per channel is capped.
 * API level, on an in-memory database; each address is an X-Forwarded-For (TRUST_PROXY).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { timePasses } from "#tests/support/time-passes";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { SIGN_IN_CODE_REQUIRED } from "#contract/account-messages";
import { nextEmail, nextMobile, signUpPhone } from "./support";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let t: TestApp;
const from = (ip: string) => ({ "X-Forwarded-For": ip });
const MINUTE = 61_000;

async function askCode(app: TestApp, account: string, scene: string, ip: string, captchaVerification?: string) {
  return app.call("POST", "/web/api/account/sendCode", { account, scene, captchaVerification: captchaVerification ?? (await app.captchaVerification()) }, from(ip));
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(sql`delete from rate_counters`);
});

describe("a stranger's requests for the owner's account", () => {
  it("do not spend the owner's daily codes: the owner still gets one, from a new address too", async () => {
    const owner = await signUpPhone(t, nextMobile());
    await timePasses(t.handle.db, 2 * MINUTE);
    // The stranger asks for login and reset codes, one a minute, with solved puzzles, all day.
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push((await askCode(t, owner, i % 2 ? "reset" : "login", "203.0.113.50")).body.msg);
      await timePasses(t.handle.db, MINUTE);
    }
    // The owner gets a code at once, from an address never seen before, and it signs in…
    const asked = await askCode(t, owner, "login", "198.51.100.20");
    expect(asked.body.msg).toBe(ACCOUNT_MESSAGES.codeSent);
    const signedIn = await t.call("POST", "/web/api/sms-login", { account: owner, code: t.lastCode(owner) }, from("198.51.100.20"));
    expect(signedIn.status, signedIn.body.msg).toBe(200);
    // …while the stranger has spent his own share of ten.
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(ACCOUNT_MESSAGES.codeSent));
    expect(answers.slice(10)).toEqual([ACCOUNT_MESSAGES.codeDailyLimit, ACCOUNT_MESSAGES.codeDailyLimit]);
  });

  it("do not void the code the owner was sent; wrong guesses still void every live code after five", async () => {
    const owner = nextEmail();
    await t.signUp(owner);
    await timePasses(t.handle.db, 2 * MINUTE);
    expect((await askCode(t, owner, "login", "198.51.100.21")).status).toBe(200);
    const ownersCode = t.lastCode(owner);
    // Within the same minute, a stranger elsewhere asks for a login code for the same account.
    expect((await askCode(t, owner, "login", "203.0.113.51")).body.msg).toBe(ACCOUNT_MESSAGES.codeSent);
    const signedIn = await t.call("POST", "/web/api/sms-login", { account: owner, code: ownersCode }, from("198.51.100.21"));
    expect(signedIn.status, signedIn.body.msg).toBe(200);

    // Several live codes do not give a guesser more tries: each wrong guess counts against all.
    await timePasses(t.handle.db, 2 * MINUTE);
    await askCode(t, owner, "login", "198.51.100.21");
    const next = t.lastCode(owner);
    await askCode(t, owner, "login", "203.0.113.51");
    const wrong = next === "000000" ? "111111" : "000000";
    const guesses = [];
    for (let i = 0; i < 5; i++) guesses.push((await t.call("POST", "/web/api/sms-login", { account: owner, code: wrong }, from("203.0.113.51"))).body.msg);
    expect(guesses.slice(0, 4).every((m) => m === ACCOUNT_MESSAGES.codeWrong)).toBe(true);
    expect(guesses[4]).toBe(ACCOUNT_MESSAGES.codeTooManyTries);
    const late = await t.call("POST", "/web/api/sms-login", { account: owner, code: next }, from("198.51.100.21"));
    expect(late.body.msg).toBe(ACCOUNT_MESSAGES.codeWrong);
  });
});

describe("sendCode tells nothing about the recipient before a passed puzzle", () => {
  it("answers 'too frequent' only to a valid puzzle, and only to the address that asked", async () => {
    const account = await signUpPhone(t, nextMobile());
    await timePasses(t.handle.db, 2 * MINUTE);
    expect((await askCode(t, account, "login", "198.51.100.30")).status).toBe(200);
    // A prober with no puzzle, or a spent one, gets what any account gets.
    const spent = await t.captchaVerification();
    await askCode(t, nextMobile(), "login", "203.0.113.60", spent);
    for (const verification of ["x", spent]) {
      const justSent = await askCode(t, account, "login", "203.0.113.60", verification);
      const other = await askCode(t, nextMobile(), "login", "203.0.113.60", verification);
      expect(justSent.body).toEqual(other.body);
      expect(justSent.body.msg).toBe(ACCOUNT_MESSAGES.captchaRequired);
    }
    // With a solved puzzle, another address is not told that a code just went out…
    expect((await askCode(t, account, "login", "203.0.113.60")).body.msg).toBe(ACCOUNT_MESSAGES.codeSent);
    // …and the address that asked is told to wait.
    expect((await askCode(t, account, "login", "198.51.100.30")).body.msg).toBe(ACCOUNT_MESSAGES.codeTooFrequent);
  });
});

describe("past the per-account ceiling, a password needs a code sent to the account", () => {
  async function pastTheCeiling(): Promise<string> {
    const owner = await signUpPhone(t, nextMobile());
    // A botnet: many addresses, one wrong password each.
    for (let i = 0; i < 30; i++) await t.call("POST", "/web/api/login", { account: owner, password: "wrong1234" }, from(`10.17.${i}.1`));
    await timePasses(t.handle.db, 2 * MINUTE);
    return owner;
  }

  it("refuses the right password alone (same answer as a wrong one) and with only a slider; accepts it with the code", async () => {
    const owner = await pastTheCeiling();
    const right = await t.call("POST", "/web/api/login", { account: owner, password: "abc12345" }, from("192.0.2.40"));
    const wrong = await t.call("POST", "/web/api/login", { account: owner, password: "guess9999" }, from("192.0.2.41"));
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ code: SIGN_IN_CODE_REQUIRED, msg: ACCOUNT_MESSAGES.codeForSignIn, data: null });
    expect(wrong.body).toEqual(right.body);
    // A solved slider is what a script produces in milliseconds: no longer enough.
    const slider = await t.call("POST", "/web/api/login", { account: owner, password: "abc12345", captchaVerification: await t.captchaVerification() }, from("192.0.2.40"));
    expect(slider.body.code).toBe(SIGN_IN_CODE_REQUIRED);

    expect((await askCode(t, owner, "login", "192.0.2.40")).status).toBe(200);
    const code = t.lastCode(owner);
    const otherCode = code === "000000" ? "111111" : "000000";
    // A wrong code is refused before the password is looked at.
    const badCode = await t.call("POST", "/web/api/login", { account: owner, password: "abc12345", code: otherCode }, from("192.0.2.40"));
    expect(badCode.body.msg).toBe(ACCOUNT_MESSAGES.codeWrong);
    // The right code with a mistyped password: the password is wrong, the code stays usable.
    const typo = await t.call("POST", "/web/api/login", { account: owner, password: "abc12346", code }, from("192.0.2.40"));
    expect(typo.body.msg).toBe(ACCOUNT_MESSAGES.badCredentials);
    const signedIn = await t.call("POST", "/web/api/login", { account: owner, password: "abc12345", code }, from("192.0.2.40"));
    expect(signedIn.status, signedIn.body.msg).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
    // Spent by the sign-in.
    expect((await t.call("POST", "/web/api/sms-login", { account: owner, code }, from("192.0.2.40"))).body.msg).toBe(ACCOUNT_MESSAGES.codeWrong);
  });

  it("30 password guesses from 30 new addresses check no password; the owner still signs in by code", async () => {
    const owner = await pastTheCeiling();
    const guesses = [];
    for (let i = 0; i < 30; i++) {
      const password = i === 17 ? "abc12345" : `guess${1000 + i}`;
      guesses.push(await t.call("POST", "/web/api/login", { account: owner, password }, from(`10.18.${i}.1`)));
    }
    expect(guesses.every((g) => g.status === 400 && g.body.code === SIGN_IN_CODE_REQUIRED)).toBe(true);
    await askCode(t, owner, "login", "192.0.2.42");
    expect((await t.call("POST", "/web/api/sms-login", { account: owner, code: t.lastCode(owner) }, from("192.0.2.42"))).status).toBe(200);
  });
});

describe("the site's daily spend on codes", () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ TRUST_PROXY: "1", SMS_DAILY_MAX: "3", MAIL_DAILY_MAX: "2" });
  });
  afterAll(() => capped.close());

  it("stops at SMS_DAILY_MAX and MAIL_DAILY_MAX with a Chinese 429 that is the same for every recipient", async () => {
    const registered = await signUpPhone(capped, nextMobile());
    // The registration's code was the first SMS of the day; two more are asked for, from two
    // addresses (login codes for unknown numbers count too, or the refusal would tell them apart).
    for (let i = 0; i < 2; i++) expect((await askCode(capped, nextMobile(), "login", `203.0.113.${70 + i}`)).status).toBe(200);
    const smsSent = capped.sent.filter((m) => m.channel === "sms").length;
    const known = await askCode(capped, registered, "login", "203.0.113.80");
    const unknown = await askCode(capped, nextMobile(), "login", "203.0.113.81");
    expect(known.status).toBe(429);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.msg).toBe(ACCOUNT_MESSAGES.codeSiteLimit("短信"));
    expect(capped.sent.filter((m) => m.channel === "sms")).toHaveLength(smsSent);

    // E-mail has its own budget; the refusal says when to try again (China's midnight).
    for (let i = 0; i < 2; i++) expect((await askCode(capped, nextEmail(), "register", `203.0.113.${90 + i}`)).status).toBe(200);
    const refused = await capped.app.request("/web/api/account/sendCode", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.99" },
      body: JSON.stringify({ account: nextEmail(), scene: "register", captchaVerification: await capped.captchaVerification() }),
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { msg: string }).msg).toBe(ACCOUNT_MESSAGES.codeSiteLimit("邮件"));
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });
});
