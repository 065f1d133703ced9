/**
 * Methods other than GET and HEAD on the paths the pages answer. No page takes a form (no route
 * has an action), and React Router answers any other method with a 405 HTML page and a stack
 * trace in the log. Instead, before the pages: OPTIONS answers 204 with Allow; any other method
 * answers the API's JSON, 405 with Allow on a page, 404 ("接口不存在") anywhere else, the same
 * as a call to a path the API does not have.
 */
import type { MiddlewareHandler } from "hono";
import { MESSAGES } from "#contract/messages";
import { isPagePath } from "#contract/routes";
import { ApiError } from "#server/errors";
import { fail } from "./envelope";

const PAGE_METHODS = ["GET", "HEAD", "OPTIONS"];

export function pageMethods(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    if (method === "OPTIONS") return c.body(null, 204, { Allow: PAGE_METHODS.join(", ") });
    if (!isPagePath(c.req.path)) return fail(c, new ApiError(404, MESSAGES.apiNotFound));
    return fail(c, new ApiError(405, MESSAGES.methodNotAllowed(PAGE_METHODS), "405", { Allow: PAGE_METHODS.join(", ") }));
  };
}
