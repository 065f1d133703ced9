/**
 * The envelope every JSON answer wears: `{ code, msg, data }` (contract/envelope.ts).
 * Neutral ground: the routers (through server/api/respond.ts) and the middleware in front of them
 * (input guard, body limits, method checks) both answer with it, and middleware never imports a
 * router.
 */
import type { Context } from "hono";
import { SUCCESS_CODE, type Envelope } from "#contract/envelope";
import type { ApiError } from "#server/errors";

export function ok<T>(c: Context, data: T, msg = "操作成功") {
  return c.json({ code: SUCCESS_CODE, msg, data } satisfies Envelope<T>);
}

export function fail(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ code: error.code, msg: error.message, data: null } satisfies Envelope<null>, error.status);
}
