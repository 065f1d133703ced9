/**
 * Password sign-in throttling (docs/decisions/003-sign-in-throttling.md, and 017 for the second
 * factor past the ceiling). Every attempt is counted BEFORE the password is checked, in three
 * database buckets:
 * - the account from this address: five failures, then an exponential back-off for that address only;
 * - this address over all accounts: twenty attempts per 15 minutes;
 * - the account from everywhere: past twenty failures an hour, the password alone is refused
 *   (CODE_REQUIRED) and a login code sent to the account must come with it. A slider is no
 *   barrier to a script; reading the owner's mail or SMS is.
 * Sign-in by code alone never touches these buckets, so a stranger can slow an account down but
 * never lock its owner out.
 */
import type { Db } from "#server/db/client";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { SIGN_IN_CODE_REQUIRED } from "#contract/account-messages";
import { ApiError } from "#server/errors";
import { checkCode, type CheckedCode } from "./codes";
import { LIMITS } from "./limits";
import { hit, minutesOf, refund, reset, tooMany } from "./rate-limit";

export interface Attempt {
  /** Records the outcome: a success ends the back-off of this account and address and spends the code. */
  settle(success: boolean): Promise<void>;
}

export async function beginPasswordAttempt(db: Db, args: { account: string; ip: string; code?: string }): Promise<Attempt> {
  const buckets = {
    ip: `login-ip:${args.ip}`,
    accountIp: `login-acct-ip:${args.account}|${args.ip}`,
    account: `login-acct:${args.account}`,
  };
  const byIp = await hit(db, buckets.ip, LIMITS.loginIp);
  if (!byIp.allowed) throw tooMany(byIp.retryAfterMs, ACCOUNT_MESSAGES.lockedOut(minutesOf(byIp.retryAfterMs)));
  const byAccountIp = await hit(db, buckets.accountIp, LIMITS.loginAccountIp);
  if (!byAccountIp.allowed) throw tooMany(byAccountIp.retryAfterMs, ACCOUNT_MESSAGES.lockedOut(minutesOf(byAccountIp.retryAfterMs)));
  let code: CheckedCode | null = null;
  if (args.code) {
    // A login code sent to the account stands in for the per-account ceiling. It is checked
    // before the password, so without the right code nothing is learnt about the password; a
    // wrong one counts against the code (five tries) and this address's code checks.
    code = await checkCode(db, args.account, "login", args.code, args.ip);
  } else {
    const byAccount = await hit(db, buckets.account, LIMITS.loginAccount);
    if (!byAccount.allowed) throw new ApiError(400, ACCOUNT_MESSAGES.codeForSignIn, SIGN_IN_CODE_REQUIRED);
  }
  return {
    async settle(success) {
      if (!success) return;
      // The code is spent only by a sign-in: a mistyped password can be corrected with the same code.
      await code?.spend();
      await Promise.all([refund(db, buckets.ip), reset(db, buckets.accountIp), reset(db, buckets.account)]);
    },
  };
}
