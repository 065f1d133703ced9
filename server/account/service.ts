/**
 * Accounts as the page loaders and the account router see them. Sign-in, codes and profile
 * changes stay in server/auth/ and server/api/account.ts; what both sides need lives here.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import type { UserInfoData } from "#contract/account";
import { NOTIFY_TYPE_KEYS, type NotifyType, type UnreadCounts } from "#contract/notifications";
import { FONT_AGREEMENT_VERSION } from "#contract/licenses";
import { toUserInfo } from "#server/auth/users";
import { hashToken } from "#server/auth/tokens";
import { agreementAcceptances, authTokens, users } from "#server/db/schema-accounts";
import { notifications } from "#server/db/schema-personal";
import { FONT_AGREEMENT } from "./agreements";

/** What a page needs of its signed-in visitor: the header's nickname, avatar and unread count. */
export interface Session {
  userInfo: UserInfoData;
  unread: UnreadCounts;
}

/** Longer than any token this site issues: not worth a query. */
const MAX_TOKEN_LENGTH = 200;

export function createAccountService({ db, staticBase }: { db: Db; staticBase: string }) {
  /**
   * The user of a live token, their font agreement and their unread messages by type, in one
   * query (every signed-in page asks it); null for a missing, expired or revoked token.
   */
  async function session(token: string): Promise<Session | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const unread = sql<Record<string, number> | null>`(select json_object_agg(t.type, t.n) from (
      select ${notifications.type} as type, count(*)::int as n from ${notifications}
      where ${notifications.userId} = ${users.id} and ${notifications.readAt} is null group by ${notifications.type}) t)`;
    const [row] = await db
      .select({ user: users, agreement: agreementAcceptances.version, unread })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .leftJoin(agreementAcceptances, and(eq(agreementAcceptances.userId, users.id), eq(agreementAcceptances.agreement, FONT_AGREEMENT)))
      .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
    if (!row) return null;
    const byType = Object.fromEntries(NOTIFY_TYPE_KEYS.map((t) => [t, Number(row.unread?.[t] ?? 0)])) as Record<NotifyType, number>;
    return {
      userInfo: { ...toUserInfo(row.user, staticBase), fontAgreement: row.agreement === FONT_AGREEMENT_VERSION },
      unread: { total: Object.values(byType).reduce((a, b) => a + b, 0), byType },
    };
  }

  return {
    session,
    /** The signed-in user's own data; null for a missing, expired or revoked token. */
    async userInfo(token: string): Promise<UserInfoData | null> {
      return (await session(token))?.userInfo ?? null;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
