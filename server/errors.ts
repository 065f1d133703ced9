/** The one error type services and routers throw for a refusal the client should see. */
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A refusal the API answers with its status and a Chinese message; never a crash. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = String(status),
    /** Extra response headers (Retry-After of a rate limit, Allow of a 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
