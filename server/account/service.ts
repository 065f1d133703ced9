/**
 * Accounts as the page loaders and the account router see them. Sign-in, codes and profile
 * changes stay in server/auth/ and server/api/account.ts; what both sides need lives here.
 */
import type { Db } from "#server/db/client";
import type { UserInfoData } from "#contract/account";
import { findById, toUserInfo } from "#server/auth/users";
import { resolveToken } from "#server/auth/tokens";
import { hasAccepted } from "./agreements";

export function createAccountService({ db, staticBase }: { db: Db; staticBase: string }) {
  return {
    /** The signed-in user's own data; null for a missing, expired or revoked token. */
    async userInfo(token: string): Promise<UserInfoData | null> {
      const userId = token ? await resolveToken(db, token) : null;
      const user = userId === null ? null : await findById(db, userId);
      return user ? { ...toUserInfo(user, staticBase), fontAgreement: await hasAccepted(db, user.id) } : null;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
