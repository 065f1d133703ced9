/**
 * One pino line per request: method, path, status and milliseconds. A request slower than
 * SLOW_REQUEST_MS is a warning, so it shows at LOG_LEVEL=warn too (production, the e2e suite).
 */
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";

const SLOW_REQUEST_MS = 1000;

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) logger.error(line, "request");
    else if (ms > SLOW_REQUEST_MS) logger.warn(line, "slow request");
    else if (c.req.path.startsWith("/assets/")) logger.debug(line, "request");
    else logger.info(line, "request");
  };
}
