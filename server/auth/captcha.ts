/**
 * The block-puzzle captcha (docs/contract.md): single use, about two minutes to solve, a few pixels
 * of tolerance, a new puzzle after three failures. A passed check yields a captchaVerification
 * that one sendCode may spend within two minutes.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { captchas } from "#server/db/schema-accounts";
import { aesDecrypt, aesEncrypt } from "#contract/aes";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { ApiError } from "#server/errors";
import { createPuzzle } from "./captcha-image";

export const CAPTCHA_TTL_MS = 2 * 60_000;
export const CAPTCHA_TOLERANCE_PX = 5;
export const CAPTCHA_MAX_FAILURES = 3;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** 16 printable characters: the AES-128 key of this puzzle. */
const secretKey = () => randomBytes(12).toString("base64url").slice(0, 16);

export async function getCaptcha(db: Db) {
  const puzzle = await createPuzzle();
  const token = randomBytes(24).toString("base64url");
  const key = secretKey();
  await db.insert(captchas).values({ token, secretKey: key, answerX: puzzle.x, expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) });
  if (Math.random() < 0.05) await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3_600_000)));
  return {
    token,
    secretKey: key,
    originalImageBase64: puzzle.original.toString("base64"),
    jigsawImageBase64: puzzle.jigsaw.toString("base64"),
  };
}

function parsePoint(pointJson: string, key: string): { x: number; y: number } | null {
  const plain = aesDecrypt(pointJson, key);
  if (!plain) return null;
  try {
    const point = JSON.parse(plain) as { x?: unknown; y?: unknown };
    if (typeof point.x !== "number" || !Number.isFinite(point.x)) return null;
    return { x: point.x, y: typeof point.y === "number" ? point.y : 0 };
  } catch {
    return null;
  }
}

export async function checkCaptcha(db: Db, token: string, pointJson: string): Promise<{ token: string; result: true }> {
  const [captcha] = await db.select().from(captchas).where(eq(captchas.token, token));
  if (!captcha || captcha.verifiedAt || captcha.failures >= CAPTCHA_MAX_FAILURES) {
    throw new ApiError(400, captcha ? ACCOUNT_MESSAGES.captchaTooManyFailures : ACCOUNT_MESSAGES.captchaExpired);
  }
  if (captcha.expiresAt < new Date()) throw new ApiError(400, ACCOUNT_MESSAGES.captchaExpired);

  const point = parsePoint(pointJson, captcha.secretKey);
  if (!point || Math.abs(point.x - captcha.answerX) > CAPTCHA_TOLERANCE_PX) {
    const failures = captcha.failures + 1;
    await db.update(captchas).set({ failures }).where(eq(captchas.token, token));
    throw new ApiError(400, failures >= CAPTCHA_MAX_FAILURES ? ACCOUNT_MESSAGES.captchaTooManyFailures : ACCOUNT_MESSAGES.captchaFailed);
  }

  const verification = aesEncrypt(`${token}---${JSON.stringify(point)}`, captcha.secretKey);
  // Only one check can pass: the update requires the puzzle still unverified.
  const passed = await db
    .update(captchas)
    .set({ verifiedAt: new Date(), verificationHash: sha256(verification), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .where(and(eq(captchas.token, token), isNull(captchas.verifiedAt)))
    .returning({ token: captchas.token });
  if (passed.length === 0) throw new ApiError(400, ACCOUNT_MESSAGES.captchaExpired);
  return { token, result: true };
}

/** Spends a captchaVerification: valid once, within two minutes of the passed check. */
export async function consumeVerification(db: Db, captchaVerification: string): Promise<void> {
  const spent = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(
      and(eq(captchas.verificationHash, sha256(captchaVerification)), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())),
    )
    .returning({ token: captchas.token });
  if (spent.length === 0) throw new ApiError(400, ACCOUNT_MESSAGES.captchaRequired);
}
