/** Sign-in tokens: 256 random bits, stored as SHA-256, expiring, revocable. */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { authTokens } from "#server/db/schema-accounts";
import type { LoginData } from "#contract/account";
import { applyAdminAccounts } from "./roles";

/** Token lifetime: 7 days. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Every sign-in and registration ends here, so this is where ADMIN_ACCOUNTS takes effect (roles.ts). */
export async function issueToken(db: Db, userId: number, meta: { userAgent?: string; ip?: string } = {}): Promise<LoginData> {
  await applyAdminAccounts(db, userId);
  const token = randomBytes(32).toString("base64url");
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS * 1000),
    // Headers are the client's text too: keep what PostgreSQL can store and a person can read.
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    userAgent: (meta.userAgent ?? "").replace(/[\u0000-\u001f\u007f-\u009f]/g, "").slice(0, 300),
    ip: meta.ip ?? "",
  });
  return { token, expired: TOKEN_TTL_SECONDS };
}

/** The user a live token belongs to, or null for unknown, expired or revoked tokens. */
export async function resolveToken(db: Db, token: string): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
  return row?.userId ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, hashToken(token)));
}

/**
 * Signs the user out everywhere (after a password reset), or everywhere but the device that
 * made the change (`keep`: its token, after a password change).
 */
export async function revokeAllTokens(db: Db, userId: number, keep?: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), keep ? ne(authTokens.tokenHash, hashToken(keep)) : undefined));
}
