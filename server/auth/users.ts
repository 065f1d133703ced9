/** Users: lookup by mobile or e-mail, creation, and the user-info answer (contact details masked). */
import { eq, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema-accounts";
import { isEmail } from "#contract/validators";
import type { UserInfoData } from "#contract/account";
import { asRole } from "#contract/admin";
import { objectUrl } from "#server/storage/object-url";

export type User = typeof users.$inferSelect;

/** Accounts are compared case-insensitively for e-mail, exactly for mobile numbers. */
export function normaliseAccount(account: string): { kind: "email" | "mobile"; value: string } {
  const value = account.trim();
  return isEmail(value) ? { kind: "email", value: value.toLowerCase() } : { kind: "mobile", value };
}

export async function findByAccount(db: Db, account: string): Promise<User | undefined> {
  const { value } = normaliseAccount(account);
  const [user] = await db.select().from(users).where(or(eq(users.mobile, value), eq(users.email, value)));
  return user;
}

export async function findById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export function defaultNickname(account: string): string {
  const { kind, value } = normaliseAccount(account);
  return kind === "mobile" ? `用户${value.slice(-4)}` : value.split("@")[0].slice(0, 20);
}

export function maskMobile(mobile: string | null): string {
  return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : "";
}

export function maskEmail(email: string | null): string {
  if (!email) return "";
  const [name, domain] = email.split("@");
  return `${name.slice(0, Math.min(2, name.length))}***@${domain}`;
}

/** How many ways the user can sign in with: mobile, e-mail, WeChat. */
export function signInMethods(user: User): number {
  return [user.mobile, user.email, user.wechatOpenId].filter(Boolean).length;
}

export function toUserInfo(user: User, staticBase: string): UserInfoData {
  return {
    id: user.id,
    nickname: user.nickname,
    avatar: objectUrl(staticBase, user.avatarKey),
    gender: user.gender,
    birthday: user.birthday,
    bio: user.bio,
    mobile: maskMobile(user.mobile),
    email: maskEmail(user.email),
    wechatBound: Boolean(user.wechatOpenId),
    hasPassword: Boolean(user.passwordHash),
    createdTime: user.createdAt.toISOString(),
    role: asRole(user.role),
  };
}
