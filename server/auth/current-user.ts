/**
 * The signed-in user of an API request, from X-Access-Token or X-Auth-Token (never from the
 * cookie alone: a cross-site form cannot set these headers, so the API is CSRF-safe).
 */
import type { Context, MiddlewareHandler } from "hono";
import { TOKEN_HEADERS } from "#contract/constants";
import { SESSION_INVALID_CODE } from "#contract/envelope";
import { ACCOUNT_MESSAGES } from "#contract/account";
import { ApiError } from "#server/errors";
import type { Db } from "#server/db/client";
import { resolveToken } from "./tokens";

export type AuthEnv = { Variables: { userId: number; token: string } };

export function requestToken(c: Context): string {
  for (const name of TOKEN_HEADERS) {
    const value = c.req.header(name)?.trim();
    if (value) return value;
  }
  return "";
}

/** Refuses with HTTP 401 / S00106 unless the request carries a live token. */
export function requireUser(db: Db): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = requestToken(c);
    const userId = token ? await resolveToken(db, token) : null;
    if (userId === null) throw new ApiError(401, ACCOUNT_MESSAGES.sessionInvalid, SESSION_INVALID_CODE);
    c.set("userId", userId);
    c.set("token", token);
    await next();
  };
}
