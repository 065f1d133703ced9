/** Envelope answers (server/http/envelope.ts) and input parsing for every API router. */
import type { Context } from "hono";
import type { z } from "zod";
import { firstIssue } from "#contract/validators";
import { ApiError } from "#server/errors";

export { fail, ok } from "#server/http/envelope";

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
