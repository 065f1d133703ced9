/**
 * Roles beyond member (docs/decisions/021-console-review.md): `reviewer` reviews submissions and
 * edits content, `admin` also grants roles. Every console call checks the role here, on the
 * server, from the database (a revoked role takes effect at the next call, not at the next
 * sign-in). ADMIN_ACCOUNTS makes the configured accounts admins at sign-in or registration: how a
 * new site gets its first operator.
 */
import type { MiddlewareHandler } from "hono";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { users } from "#server/db/schema-accounts";
import { ApiError } from "#server/errors";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { SESSION_INVALID_CODE } from "#contract/envelope";
import { ADMIN_MESSAGES, asRole, ROLE_RANK, type Role } from "#contract/admin";
import { requestToken } from "./current-user";
import { resolveToken } from "./tokens";

export type StaffEnv = { Variables: { userId: number; token: string; role: Role; nickname: string } };

let adminAccounts: { emails: string[]; mobiles: string[] } = { emails: [], mobiles: [] };

/** ADMIN_ACCOUNTS as configured (server/config.ts), set when the app is made. */
export function configureAdminAccounts(accounts: readonly string[]): void {
  adminAccounts = {
    emails: accounts.filter((a) => a.includes("@")).map((a) => a.toLowerCase()),
    mobiles: accounts.filter((a) => !a.includes("@")),
  };
}

/**
 * Makes `userId` an admin when its e-mail or mobile is in ADMIN_ACCOUNTS (called at every sign-in
 * and registration, by issueToken). Only ever raises: an admin demoted in the console stays
 * demoted until the configuration names the account again and it signs in.
 */
export async function applyAdminAccounts(db: Db, userId: number): Promise<void> {
  const { emails, mobiles } = adminAccounts;
  if (!emails.length && !mobiles.length) return;
  const match = or(emails.length ? inArray(users.email, emails) : undefined, mobiles.length ? inArray(users.mobile, mobiles) : undefined);
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), match));
  if (user) await db.update(users).set({ role: "admin" }).where(eq(users.id, userId));
}


/** The account's role, or null when there is no such account. */
export async function roleOf(db: Db, userId: number): Promise<{ role: Role; nickname: string } | null> {
  const [row] = await db.select({ role: users.role, nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return row ? { role: asRole(row.role), nickname: row.nickname } : null;
}

/**
 * Refuses with HTTP 401 / S00106 without a live token, with 403 and a Chinese message when the
 * account's role is below `least`; else sets userId, role and nickname for the handler.
 */
export function requireRole(db: Db, least: Role): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = requestToken(c);
    const userId = token ? await resolveToken(db, token) : null;
    if (userId === null) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, SESSION_INVALID_CODE);
    const who = await roleOf(db, userId);
    if (!who) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, SESSION_INVALID_CODE);
    if (ROLE_RANK[who.role] < ROLE_RANK[least]) throw new ApiError(403, least === "admin" ? ADMIN_MESSAGES.adminOnly : ADMIN_MESSAGES.forbidden);
    c.set("userId", userId);
    c.set("token", token);
    c.set("role", who.role);
    c.set("nickname", who.nickname);
    await next();
  };
}
