/**
 * A signed-in member's own account: what the page loaders show (user info) and the changes the
 * account router makes (password, bound sign-in methods, profile). Signing in, registration and
 * codes are ./sign-in.ts.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { ACCOUNT_MESSAGES, type UserInfoData, type unbindAccountBody, type updatePwdBody } from "#contract/account";
import { NOTIFY_TYPE_KEYS, type NotifyType, type UnreadCounts } from "#contract/notifications";
import { FONT_AGREEMENT_VERSION } from "#contract/licenses";
import type { Db } from "#server/db/client";
import { authTokens, users } from "#server/db/schema-accounts";
import { agreementAcceptances } from "#server/db/schema-downloads";
import { notifications } from "#server/db/schema-personal";
import type { ObjectStore } from "#server/storage/store";
import { ApiError } from "#server/errors";
import { findByAccount, findById, normaliseAccount, signInMethods, toUserInfo } from "#server/auth/users";
import { hashToken, revokeAllTokens } from "#server/auth/tokens";
import { hashPassword, verifyPassword } from "#server/auth/password";
import { verifyCode } from "#server/auth/codes";
import { storeAvatar } from "#server/auth/avatar";
import { FONT_AGREEMENT, hasAccepted } from "./agreements";

export interface AccountServiceDeps {
  db: Db;
  staticBase: string;
  /** Where avatars go. */
  store: ObjectStore;
}

/** What a page needs of its signed-in visitor: the header's nickname, avatar and unread count. */
export interface Session {
  userInfo: UserInfoData;
  unread: UnreadCounts;
}

/** Longer than any token this site issues: not worth a query. */
const MAX_TOKEN_LENGTH = 200;

export function createAccountService({ db, staticBase, store }: AccountServiceDeps) {
  const info = async (userId: number) => toUserInfo((await findById(db, userId))!, staticBase);

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

    /** The user's own data by id (null once the account is gone). */
    async userInfoById(userId: number): Promise<UserInfoData | null> {
      const user = await findById(db, userId);
      return user ? { ...toUserInfo(user, staticBase), fontAgreement: await hasAccepted(db, user.id) } : null;
    },

    /** Every other device is signed out; the one that made the change (`token`) stays signed in. */
    async changePassword(userId: number, token: string, body: z.output<typeof updatePwdBody>): Promise<void> {
      const user = (await findById(db, userId))!;
      if (user.passwordHash && !(await verifyPassword(body.oldPassword, user.passwordHash))) {
        throw new ApiError(400, ACCOUNT_MESSAGES.oldPasswordWrong);
      }
      await db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() }).where(eq(users.id, user.id));
      await revokeAllTokens(db, user.id, token);
    },

    async bind(userId: number, account: string, code: string, ip: string): Promise<UserInfoData> {
      const owner = await findByAccount(db, account);
      if (owner && owner.id !== userId) throw new ApiError(400, ACCOUNT_MESSAGES.accountTaken);
      await verifyCode(db, account, "bind", code, true, ip);
      const { kind, value } = normaliseAccount(account);
      try {
        await db.update(users).set({ [kind]: value, updatedAt: new Date() }).where(eq(users.id, userId));
      } catch {
        // The unique index caught a concurrent bind of the same account by someone else.
        throw new ApiError(400, ACCOUNT_MESSAGES.accountTaken);
      }
      return info(userId);
    },

    async unbind(userId: number, { type }: z.output<typeof unbindAccountBody>): Promise<UserInfoData> {
      const user = (await findById(db, userId))!;
      const column = type === "wechat" ? "wechatOpenId" : type;
      if (!user[column]) throw new ApiError(400, ACCOUNT_MESSAGES.notBound);
      if (signInMethods(user) <= 1) throw new ApiError(400, ACCOUNT_MESSAGES.lastSignInMethod);
      const patch = type === "wechat" ? { wechatOpenId: null, wechatUnionId: null } : { [type]: null };
      // The count is re-checked in the same statement, so two concurrent unbinds cannot remove the last way.
      const done = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(users.id, user.id), sql`num_nonnulls(${users.mobile}, ${users.email}, ${users.wechatOpenId}) > 1`))
        .returning({ id: users.id });
      if (done.length === 0) throw new ApiError(400, ACCOUNT_MESSAGES.lastSignInMethod);
      return info(user.id);
    },

    /** Profile fields already parsed, and the avatar file when one came. */
    async updateProfile(userId: number, fields: Partial<typeof users.$inferInsert>, avatar: File | null): Promise<UserInfoData> {
      const patch: Partial<typeof users.$inferInsert> = {};
      if (avatar) patch.avatarKey = await storeAvatar(store, userId, avatar);
      Object.assign(patch, fields);
      if (Object.keys(patch).length === 0) throw new ApiError(400, "没有要修改的内容");
      await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId));
      return info(userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
