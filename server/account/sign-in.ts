/**
 * Signing in and out, registration, codes and the password reset: everything that answers a
 * visitor who is not (yet) signed in, plus sign-out. Needs the delivery of codes (mail, SMS or the
 * dev outbox), so the app makes it with its Deliver; the account router only parses and wraps.
 */
import type { Logger } from "pino";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { ACCOUNT_MESSAGES, type LoginData, type loginBody, type sendCodeBody } from "#contract/account";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema-accounts";
import type { Deliver } from "#server/mail/deliver";
import { ApiError } from "#server/errors";
import { hashPassword, verifyPassword } from "#server/auth/password";
import { issueToken, resolveToken, revokeAllTokens, revokeToken } from "#server/auth/tokens";
import { sendCode, verifyCode, type CodeDailyCaps } from "#server/auth/codes";
import { beginPasswordAttempt } from "#server/auth/sign-in-throttle";
import { defaultNickname, findByAccount, normaliseAccount, type User } from "#server/auth/users";

export interface SignInDeps {
  db: Db;
  deliver: Deliver;
  logger: Logger;
  /** The site's daily spend on codes per channel (SMS_DAILY_MAX, MAIL_DAILY_MAX). */
  codeDailyCaps: CodeDailyCaps;
}

/** Who asks: the client address (limits, the session list) and its browser. */
export interface Client {
  ip: string;
  userAgent?: string;
}

export function createSignInService({ db, deliver, logger, codeDailyCaps }: SignInDeps) {
  const signIn = (user: User, client: Client): Promise<LoginData> => issueToken(db, user.id, client);

  return {
    /**
     * The captcha comes before any answer that depends on the recipient (docs/decisions/004 and
     * 017): only registration may then say "already registered", once per captcha. `token` is
     * the caller's session, needed to bind.
     */
    async sendCode(body: z.output<typeof sendCodeBody>, token: string, client: Client): Promise<void> {
      const userId = body.scene === "bind" ? await resolveToken(db, token) : null;
      if (body.scene === "bind" && userId === null) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, "S00106");
      await sendCode(db, deliver, codeDailyCaps, {
        ...body,
        ip: client.ip,
        async deliverTo(account) {
          const existing = await findByAccount(db, account);
          if (body.scene === "register" && existing) throw new ApiError(400, ACCOUNT_MESSAGES.accountExists);
          if (body.scene === "bind" && existing && existing.id !== userId) throw new ApiError(400, ACCOUNT_MESSAGES.accountTaken);
          // Login and reset: the same answer either way; only a real account receives the code.
          return body.scene === "register" || body.scene === "bind" || Boolean(existing);
        },
      });
    },

    async register(account: string, code: string, password: string, client: Client): Promise<LoginData> {
      // The code first: a wrong one gets the same answer whether or not the address is registered.
      await verifyCode(db, account, "register", code, true, client.ip);
      const { kind, value } = normaliseAccount(account);
      const [user] = await db
        .insert(users)
        .values({ [kind]: value, passwordHash: await hashPassword(password), nickname: defaultNickname(value) })
        .onConflictDoNothing()
        .returning();
      if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.accountExists);
      logger.info({ userId: user.id, via: kind }, "account registered");
      return signIn(user, client);
    },

    async login(body: z.output<typeof loginBody>, client: Client): Promise<LoginData> {
      const account = normaliseAccount(body.account).value;
      // Counted before the password is checked, so a burst cannot overrun the limits.
      const attempt = await beginPasswordAttempt(db, { account, ip: client.ip, code: body.code });
      const user = await findByAccount(db, account);
      // Unknown account and wrong password take the same time and get the same answer.
      const valid = await verifyPassword(body.password, user?.passwordHash);
      await attempt.settle(Boolean(user && valid));
      if (!user || !valid) throw new ApiError(400, ACCOUNT_MESSAGES.badCredentials);
      return signIn(user, client);
    },

    async smsLogin(account: string, code: string, client: Client): Promise<LoginData> {
      await verifyCode(db, account, "login", code, true, client.ip);
      // Codes go only to registered accounts, so a valid code without an account means it was deleted since.
      const user = await findByAccount(db, account);
      if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
      return signIn(user, client);
    },

    logout: (token: string): Promise<void> => revokeToken(db, token),

    /** Checks a reset code without using it up (the form's first step). */
    checkResetCode: (account: string, code: string, client: Client): Promise<void> => verifyCode(db, account, "reset", code, false, client.ip),

    async resetPassword(account: string, code: string, password: string, client: Client): Promise<void> {
      await verifyCode(db, account, "reset", code, true, client.ip);
      const user = await findByAccount(db, account);
      if (!user) throw new ApiError(400, ACCOUNT_MESSAGES.codeWrong);
      await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(users.id, user.id));
      // Whoever knew the old password is signed out everywhere, this browser included.
      await revokeAllTokens(db, user.id);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
