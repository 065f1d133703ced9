/**
 * Verification codes: six digits, ten minutes, five tries, single use; stored as an HMAC so a
 * database reader cannot use them. Sending is bounded per account (one a minute for each purpose, ten a day)
 * and per IP (twenty an hour), and needs a passed captcha; checking is bounded per IP. Both limits
 * and the captcha come before anything that depends on whether the account exists (issue #11).
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { verificationCodes } from "../db/schema-accounts";
import { ACCOUNT_MESSAGES, type CodeScene } from "#contract/account";
import { ApiError } from "#server/errors";
import type { Deliver } from "../mail/deliver";
import { consumeVerification } from "./captcha";
import { hit, refund, tooMany } from "./rate-limit";
import { LIMITS } from "./limits";
import { getSecret } from "./secrets";
import { normaliseAccount } from "./users";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_LIMITS = { perMinute: 1, perDay: 10 } as const;

const SCENE_NAMES: Record<CodeScene, string> = { register: "注册", login: "登录", reset: "找回密码", bind: "绑定账号" };

async function codeHash(db: Db, account: string, scene: string, code: string): Promise<Buffer> {
  return createHmac("sha256", await getSecret(db, "codes")).update(`${account}|${scene}|${code}`).digest();
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

export async function sendCode(db: Db, deliver: Deliver, args: SendCodeArgs) {
  const { kind, value: account } = normaliseAccount(args.account);
  const byIp = await hit(db, `code-send-ip:${args.ip}`, LIMITS.codeSendIp);
  if (!byIp.allowed) throw tooMany(byIp.retryAfterMs);

  const recent = (since: number, scene?: CodeScene) =>
    db
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.account, account),
          scene ? eq(verificationCodes.scene, scene) : undefined,
          gt(verificationCodes.createdAt, new Date(Date.now() - since)),
        ),
      )
      .then(([row]) => Number(row?.n ?? 0));
  // One a minute per purpose (registering and then signing in by code right away is fine), ten a day in all.
  if ((await recent(60_000, args.scene)) >= CODE_LIMITS.perMinute) throw new ApiError(400, ACCOUNT_MESSAGES.codeTooFrequent);
  if ((await recent(86_400_000)) >= CODE_LIMITS.perDay) throw new ApiError(400, ACCOUNT_MESSAGES.codeDailyLimit);

  await consumeVerification(db, args.captchaVerification);
  const deliverIt = await args.deliverTo(account);

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  // Hashed before the transaction: PGlite has one connection, so no other query may run inside it.
  const hash = (await codeHash(db, account, args.scene, code)).toString("hex");
  await db.transaction(async (tx) => {
    // Only the newest code of an account and scene is valid.
    await tx
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(verificationCodes.account, account), eq(verificationCodes.scene, args.scene), isNull(verificationCodes.usedAt)));
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
  await deliver({ channel: kind === "email" ? "email" : "sms", to: account, subject: `共创字库${purpose}验证码`, text });
}

/**
 * Checks a code; `consume` spends it. Wrong answers count against the code, and the fifth
 * wrong answer voids it.
 */
export async function verifyCode(db: Db, rawAccount: string, scene: CodeScene, code: string, consume: boolean, ip: string): Promise<void> {
  const account = normaliseAccount(rawAccount).value;
  // Guessing codes (or probing accounts through the answers) is bounded per address.
  const ipBucket = `code-check-ip:${ip}`;
  const byIp = await hit(db, ipBucket, LIMITS.codeCheckIp);
  if (!byIp.allowed) throw tooMany(byIp.retryAfterMs);
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.account, account), eq(verificationCodes.scene, scene), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt < new Date()) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw new ApiError(400, ACCOUNT_MESSAGES.codeTooManyTries);

  const expected = Buffer.from(row.codeHash, "hex");
  const actual = await codeHash(db, account, scene, code);
  if (!timingSafeEqual(expected, actual)) {
    const attempts = row.attempts + 1;
    await db
      .update(verificationCodes)
      .set({ attempts, usedAt: attempts >= CODE_MAX_ATTEMPTS ? new Date() : null })
      .where(eq(verificationCodes.id, row.id));
    throw new ApiError(400, attempts >= CODE_MAX_ATTEMPTS ? ACCOUNT_MESSAGES.codeTooManyTries : ACCOUNT_MESSAGES.codeWrong);
  }
  await refund(db, ipBucket);
  if (!consume) return;
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (spent.length === 0) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
}
