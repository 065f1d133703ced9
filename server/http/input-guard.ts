/**
 * The boundary check of every request's address: the path and each query
 * name and value must be valid UTF-8 percent-encoding, hold no NUL, control character or lone
 * surrogate (contract/validators.ts `textProblem`, the same rule every schema applies), and stay
 * short. A bad one answers 400 in Chinese before any router, loader or database sees it: PostgreSQL
 * text cannot hold NUL, which is how `keyword=%00` used to become a 500.
 */
import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "#contract/messages";
import { textProblem } from "#contract/validators";
import { ApiError } from "#server/errors";
import { fail } from "./envelope";

/** Longest query value any call takes (a 10 KB string is refused; search keywords are 50). */
export const MAX_QUERY_VALUE = 2048;

function decode(part: string): string {
  return decodeURIComponent(part.replace(/\+/g, " "));
}

/** Why this URL cannot be served, or null. */
export function urlProblem(url: string): string | null {
  const start = url.indexOf("?");
  const rawPath = new URL(url).pathname;
  try {
    if (textProblem(decodeURIComponent(rawPath))) return MESSAGES.badCharacters;
    if (start < 0) return null;
    const search = url.slice(start + 1).split("#")[0];
    for (const pair of search.split("&")) {
      if (!pair) continue;
      const eq = pair.indexOf("=");
      const name = decode(eq < 0 ? pair : pair.slice(0, eq));
      const value = eq < 0 ? "" : decode(pair.slice(eq + 1));
      if (textProblem(name) || textProblem(value)) return `参数 ${textProblem(name) ? "名" : name} ${MESSAGES.badCharacters}`;
      if (value.length > MAX_QUERY_VALUE) return `参数 ${name} 过长（最多 ${MAX_QUERY_VALUE} 个字符）`;
    }
    return null;
  } catch {
    return MESSAGES.badEncoding;
  }
}

export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const problem = urlProblem(c.req.url);
    if (problem) return fail(c, new ApiError(400, problem));
    await next();
  };
}

/** A parsed JSON body's strings (keys too) checked the same way; answers the first problem. */
export function jsonProblem(value: unknown, depth = 0): string | null {
  if (depth > 32) return "请求体嵌套过深";
  if (typeof value === "string") return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const p = jsonProblem(item, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const p = textProblem(key) ?? jsonProblem(item, depth + 1);
      if (p) return p;
    }
  }
  return null;
}
