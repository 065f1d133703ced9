/** Envelope answers and input parsing for every API router (DESIGN.md "Envelope"). */
import type { Context } from "hono";
import type { z } from "zod";
import { SUCCESS_CODE, type Envelope } from "#contract/envelope";
import { firstIssue } from "#contract/validators";
import { ApiError } from "#server/errors";

export function ok<T>(c: Context, data: T, msg = "操作成功") {
  return c.json({ code: SUCCESS_CODE, msg, data } satisfies Envelope<T>);
}

export function fail(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ code: error.code, msg: error.message, data: null } satisfies Envelope<null>, error.status);
}

/** Validates `input` with `schema`, or refuses with HTTP 400 and the schema's Chinese message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, firstIssue(result.error));
  return result.data;
}

/** The query string as a plain object (last value wins), for `parse`. */
export function query(c: Context): Record<string, string> {
  return c.req.query();
}
