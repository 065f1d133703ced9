import type { Context } from "hono";
import { ApiError } from "#server/errors";
import { jsonProblem } from "#server/http/input-guard";

/**
 * The request's JSON body; malformed JSON is a 400 with a Chinese message, never a crash, and so
 * is any string in it (keys included) holding NUL, control characters or lone surrogates.
 */
export async function readJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "请求体不是合法的 JSON");
  }
  const problem = jsonProblem(body);
  if (problem) throw new ApiError(400, problem);
  return body;
}
