/**
 * Password sign-in throttling (issue #11 items 4 and 5; docs/decisions/006-sign-in-throttling.md).
 * Every attempt is counted BEFORE the password is checked, in three database buckets:
 * - the account from this address: five failures, then an exponential back-off for that address only;
 * - this address over all accounts: twenty attempts per 15 minutes;
 * - the account from everywhere: past twenty failures an hour, a password sign-in needs a passed
 *   slider (the owner can pass it, or sign in by code, which this never touches).
 * A stranger can therefore slow an account down but never lock its owner out.
 */
import type { Db } from "../db/client";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { SIGN_IN_CAPTCHA_CODE } from "#contract/account-messages";
import { ApiError } from "#server/errors";
import { consumeVerification } from "./captcha";
import { LIMITS } from "./limits";
import { hit, minutesOf, refund, reset, tooMany } from "./rate-limit";

export interface Attempt {
  /** Records the outcome: a success ends the back-off of this account and address. */
  settle(success: boolean): Promise<void>;
}

export async function beginPasswordAttempt(db: Db, args: { account: string; ip: string; captchaVerification?: string }): Promise<Attempt> {
  const buckets = {
    ip: `login-ip:${args.ip}`,
    accountIp: `login-acct-ip:${args.account}|${args.ip}`,
    account: `login-acct:${args.account}`,
  };
  const byIp = await hit(db, buckets.ip, LIMITS.loginIp);
  if (!byIp.allowed) throw tooMany(byIp.retryAfterMs, ACCOUNT_MESSAGES.lockedOut(minutesOf(byIp.retryAfterMs)));
  const byAccountIp = await hit(db, buckets.accountIp, LIMITS.loginAccountIp);
  if (!byAccountIp.allowed) throw tooMany(byAccountIp.retryAfterMs, ACCOUNT_MESSAGES.lockedOut(minutesOf(byAccountIp.retryAfterMs)));
  if (args.captchaVerification) {
    // A passed slider stands in for the per-account ceiling: it is what a botnet cannot mass-produce.
    await consumeVerification(db, args.captchaVerification);
  } else {
    const byAccount = await hit(db, buckets.account, LIMITS.loginAccount);
    if (!byAccount.allowed) throw new ApiError(400, ACCOUNT_MESSAGES.captchaForSignIn, SIGN_IN_CAPTCHA_CODE);
  }
  return {
    async settle(success) {
      if (!success) return;
      await Promise.all([refund(db, buckets.ip), reset(db, buckets.accountIp), reset(db, buckets.account)]);
    },
  };
}
