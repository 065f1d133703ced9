/**
 * The one error type for a refusal the client should see: an HTTP status and a Chinese message
 * (and a machine-readable code). Services throw it, routers answer it in the envelope, and page
 * loaders, which call the same services, show its message instead of failing the page.
 *
 * `instanceof` is decided by a brand, not by the class object: the server runs as one bundle
 * (build/node) and the pages as another (build/server), each with its own copy of this class, so a
 * refusal thrown by a service must still be recognised by a loader's copy.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";

const BRAND = Symbol.for("gongchuang-ziku.ApiError");

/** A refusal the API answers with its status and a Chinese message; never a crash. */
export class ApiError extends Error {
  readonly [BRAND] = true;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = String(status),
    /** Extra response headers (Retry-After of a rate limit, Allow of a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}
