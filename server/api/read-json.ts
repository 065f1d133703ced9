import type { Context } from "hono";
import { ApiError } from "#server/errors";
import { jsonProblem } from "#server/http/input-guard";
import { MESSAGES } from "#contract/messages";

/**
 * A JSON body must say so: `Content-Type: application/json` (charset allowed), else 415. A
 * cross-site HTML form can post text/plain, urlencoded or multipart without the browser asking
 * first, but never application/json, which needs the site's CORS consent (docs/security.md). The
 * one call that takes a form (account/update-account-info, with the avatar) reads multipart.
 */
export function requireJsonType(c: Context): void {
  const type = c.req.header("Content-Type")?.split(";")[0].trim().toLowerCase();
  if (type !== "application/json") throw new ApiError(415, MESSAGES.jsonOnly);
}

/**
 * The request's JSON body; malformed JSON is a 400 with a Chinese message, never a crash, and so
 * is any string in it (keys included) holding NUL, control characters or lone surrogates.
 */
export async function readJson(c: Context): Promise<unknown> {
  requireJsonType(c);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, MESSAGES.badJson);
  }
  const problem = jsonProblem(body);
  if (problem) throw new ApiError(400, problem);
  return body;
}
