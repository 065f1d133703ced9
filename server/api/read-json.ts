import type { Context } from "hono";
import { ApiError } from "#server/errors";

/** The request's JSON body; malformed JSON is a 400 with a Chinese message, never a crash. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, "请求体不是合法的 JSON");
  }
}
