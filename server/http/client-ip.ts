/**
 * The client's address: the socket's, or the first X-Forwarded-For hop when the app trusts its
 * proxy (TRUST_PROXY). `clientIpMiddleware` decides once per request; routers read `clientIp(c)`.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

declare module "hono" {
  interface ContextVariableMap {
    clientIp: string;
  }
}

function socketIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests and in-process rendering have no socket.
    return "local";
  }
}

export function clientIpMiddleware(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() : undefined;
    c.set("clientIp", forwarded ? forwarded.slice(0, 64) : socketIp(c));
    await next();
  };
}

export function clientIp(c: Context): string {
  return c.get("clientIp") ?? socketIp(c);
}
