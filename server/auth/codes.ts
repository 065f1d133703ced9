/**
 * Verification codes: six digits, ten minutes, five tries, single use; stored as an HMAC so a
 * database reader cannot use them. Sending needs a passed slider, checked before any answer that
 * depends on the recipient (docs/decisions/004-no-account-enumeration.md); then it is bounded per
 * account AND address, so a stranger asking for someone's codes spends only his own share, and per
 * channel and day for the whole site (docs/decisions/013-codes-a-stranger-cannot-spend.md).
 * Checking is bounded per address.
 */
import { createHmac, randomInt } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { verificationCodes } from "#server/db/schema-accounts";
import { ACCOUNT_MESSAGES, type CodeScene } from "#contract/account";
import { ApiError } from "#server/errors";
import type { Deliver, Message } from "#server/mail/deliver";
import { consumeVerification } from "./captcha";
import { hit, refund, tooMany } from "./rate-limit";
import { LIMITS } from "./limits";
import { getSecret } from "./secrets";
import { normaliseAccount } from "./users";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/** The most codes the site sends in one day (China time) through each channel (SMS_DAILY_MAX, MAIL_DAILY_MAX). */
export type CodeDailyCaps = Record<Message["channel"], number>;

const SCENE_NAMES: Record<CodeScene, string> = { register: "注册", login: "登录", reset: "找回密码", bind: "绑定账号" };
const CHANNEL_NAMES: Record<Message["channel"], string> = { email: "邮件", sms: "短信" };

async function codeHash(db: Db, account: string, scene: string, code: string): Promise<string> {
  return createHmac("sha256", await getSecret(db, "codes")).update(`${account}|${scene}|${code}`).digest("hex");
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Today in China (no daylight saving) and the time left until its midnight: the site-wide caps' day. */
export function chinaDay(now = Date.now()): { day: string; leftMs: number } {
  const shifted = now + CHINA_OFFSET_MS;
  return { day: new Date(shifted).toISOString().slice(0, 10), leftMs: DAY_MS - (shifted % DAY_MS) };
}

export interface SendCodeArgs {
  account: string;
  scene: CodeScene;
  captchaVerification: string;
  ip: string;
  /**
   * Decides, only after the captcha is spent, whether the code goes out: true delivers it, false
   * stores it without delivery (a login or reset code for an unknown account: the caller answers
   * exactly as if it were sent), and a throw refuses (registering a taken account).
   */
  deliverTo(account: string): Promise<boolean>;
}

export async function sendCode(db: Db, deliver: Deliver, caps: CodeDailyCaps, args: SendCodeArgs) {
  const { kind, value: account } = normaliseAccount(args.account);
  const channel = kind === "email" ? "email" : "sms";
  // The requester's own budget, whatever the recipient: may come before the puzzle.
  const byIp = await hit(db, `code-send-ip:${args.ip}`, LIMITS.codeSendIp);
  if (!byIp.allowed) throw tooMany(byIp.retryAfterMs);
  // The puzzle before anything about the recipient: "too frequent" would tell a prober that this
  // address was just sent a code, so it is only said to someone who paid for the answer.
  await consumeVerification(db, args.captchaVerification);

  // Per account AND address (one a minute for each purpose, ten a day): what a stranger asks for
  // an account is counted against his address, never against the owner's.
  const pair = `${account}|${args.ip}`;
  const perMinute = await hit(db, `code-acct-ip-min:${args.scene}:${pair}`, LIMITS.codeAccountIpScene);
  if (!perMinute.allowed) throw new ApiError(400, ACCOUNT_MESSAGES.codeTooFrequent);
  const perDay = await hit(db, `code-acct-ip-day:${pair}`, LIMITS.codeAccountIpDay);
  if (!perDay.allowed) throw new ApiError(400, ACCOUNT_MESSAGES.codeDailyLimit);
  // The site's spend per channel and day. Counted for every code, delivered or not, so the answer
  // says nothing about whether the recipient has an account.
  const today = chinaDay();
  const site = await hit(db, `code-site:${channel}:${today.day}`, { limit: caps[channel], windowMs: today.leftMs });
  if (!site.allowed) throw tooMany(site.retryAfterMs, ACCOUNT_MESSAGES.codeSiteLimit(CHANNEL_NAMES[channel]));

  const deliverIt = await args.deliverTo(account);

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  // Hashed before the transaction: PGlite has one connection, so no other query may run inside it.
  const hash = await codeHash(db, account, args.scene, code);
  await db.transaction(async (tx) => {
    // A new code replaces the ones THIS address asked for; a stranger's request never voids the
    // code the owner is about to type.
    await tx
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.account, account),
          eq(verificationCodes.scene, args.scene),
          eq(verificationCodes.ip, args.ip),
          isNull(verificationCodes.usedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      account,
      scene: args.scene,
      codeHash: hash,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
      ip: args.ip,
    });
  });

  if (!deliverIt) return;
  const purpose = SCENE_NAMES[args.scene];
  const text = `【共创字库】您的${purpose}验证码是 ${code}，10 分钟内有效。如非本人操作，请忽略。`;
  await deliver({ channel, to: account, subject: `共创字库${purpose}验证码`, text });
}

/** A code that matched, not yet spent. */
export interface CheckedCode {
  /** Spends it (and voids every other live code of the account and purpose); refuses if it was spent meanwhile. */
  spend(): Promise<void>;
}

/**
 * Checks a code against every live code of the account and purpose (several addresses may each
 * have asked for one). A wrong answer counts against all of them, each voided at its fifth: so a
 * guess has at most five tries at any code ever sent, whoever asked for it.
 */
export async function checkCode(db: Db, rawAccount: string, scene: CodeScene, code: string, ip: string): Promise<CheckedCode> {
  const account = normaliseAccount(rawAccount).value;
  // Guessing codes (or probing accounts through the answers) is bounded per address.
  const ipBucket = `code-check-ip:${ip}`;
  const byIp = await hit(db, ipBucket, LIMITS.codeCheckIp);
  if (!byIp.allowed) throw tooMany(byIp.retryAfterMs);
  const live = and(
    eq(verificationCodes.account, account),
    eq(verificationCodes.scene, scene),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, new Date()),
  );
  const [match] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(live, eq(verificationCodes.codeHash, await codeHash(db, account, scene, code))))
    .limit(1);
  if (!match) {
    const counted = await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        usedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${CODE_MAX_ATTEMPTS} then now() else null end`,
      })
      .where(live)
      .returning({ attempts: verificationCodes.attempts });
    // "Too many tries" once this guess has voided the last live code; otherwise just "wrong".
    const voidedAll = counted.length > 0 && counted.every((row) => row.attempts >= CODE_MAX_ATTEMPTS);
    throw new ApiError(400, voidedAll ? ACCOUNT_MESSAGES.codeTooManyTries : ACCOUNT_MESSAGES.codeWrong);
  }
  await refund(db, ipBucket);
  return {
    async spend() {
      const spent = await db
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(verificationCodes.id, match.id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      if (spent.length === 0) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
      // The codes others asked for are no longer needed: fewer live codes, fewer to guess.
      await db
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(live, ne(verificationCodes.id, match.id)));
    },
  };
}

/** Checks a code; `consume` spends it. */
export async function verifyCode(db: Db, rawAccount: string, scene: CodeScene, code: string, consume: boolean, ip: string): Promise<void> {
  const checked = await checkCode(db, rawAccount, scene, code, ip);
  if (consume) await checked.spend();
}
