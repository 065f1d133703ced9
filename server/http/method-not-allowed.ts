/**
 * 405 with Allow for a wrong method on an existing API path: the routes the
 * app registered are matched against the path, and their methods listed. Unknown paths stay 404.
 */
import type { Context, Hono } from "hono";
import { MESSAGES } from "#contract/messages";
import { ApiError } from "#server/errors";
import { fail } from "./envelope";

interface Route {
  method: string;
  pattern: RegExp;
}

/** Hono's path syntax to a regular expression: `:name` is one segment, `*` anything. */
function toPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      if (segment.startsWith(":")) return "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}$`);
}

/** The methods registered for `path`, with HEAD wherever GET is. */
export function allowedMethods(routes: Route[], path: string): string[] {
  const methods = new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method));
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}

/** The catch-all of the API prefixes: 405 + Allow when another method exists, else 404. */
export function apiFallback(app: Hono) {
  let routes: Route[] | undefined;
  return (c: Context) => {
    // Read once, on the first miss: every route is registered by then.
    routes ??= app.routes.filter((r) => r.method !== "ALL" && !r.path.includes("*")).map((r) => ({ method: r.method, pattern: toPattern(r.path) }));
    const allow = allowedMethods(routes, c.req.path);
    if (allow.length === 0) return fail(c, new ApiError(404, MESSAGES.apiNotFound));
    return fail(c, new ApiError(405, MESSAGES.methodNotAllowed(allow), "405", { Allow: allow.join(", ") }));
  };
}
