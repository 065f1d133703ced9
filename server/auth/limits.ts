/**
 * Every rate limit of sign-in and its helpers, in one place (docs/security.md explains the design
 * and docs/decisions/003-sign-in-throttling.md why). Counted by server/auth/rate-limit.ts.
 */
import type { Limit } from "./rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /**
   * Password failures of one account from one address: five, then a back-off of 1, 2, 4 …
   * minutes (at most an hour) per further failure, forgotten a day after the first or on success.
   * Only this bucket ever blocks outright, and only the address that failed.
   */
  loginAccountIp: { limit: 5, windowMs: 24 * HOUR, backoffMs: MINUTE, maxBlockMs: HOUR },
  /** Password attempts of one address over any accounts (credential stuffing). */
  loginIp: { limit: 20, windowMs: 15 * MINUTE },
  /**
   * Failures of one account from everywhere (a botnet guessing one password): past this ceiling
   * a password sign-in needs a code sent to the account as well (docs/decisions/013); code
   * sign-in is never affected, so the owner is slowed, never locked out.
   */
  loginAccount: { limit: 20, windowMs: HOUR },
  /** Verification codes checked by one address (registration, code sign-in, reset, binding). */
  codeCheckIp: { limit: 30, windowMs: 15 * MINUTE },
  /**
   * Codes sent at the request of one address, over all accounts: what one client can make the
   * site spend (an office or a school behind one address still gets twenty an hour).
   */
  codeSendIp: { limit: 20, windowMs: HOUR },
  /** Codes of one purpose for one account asked by one address: one a minute (the form counts down 60 s). */
  codeAccountIpScene: { limit: 1, windowMs: MINUTE },
  /**
   * Codes for one account asked by one address, any purpose: ten a day. Per address, so a
   * stranger asking for someone's codes spends his own ten, never the owner's (docs/decisions/013).
   */
  codeAccountIpDay: { limit: 10, windowMs: 24 * HOUR },
  /** Slider puzzles drawn for one address: each is a PNG rendered on the server. */
  captchaIp: { limit: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, Limit>;
