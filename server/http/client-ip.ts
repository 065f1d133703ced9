/** The client's address: the socket's, or the first X-Forwarded-For hop when TRUST_PROXY is set. */
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

export function clientIp(c: Context): string {
  if (process.env.TRUST_PROXY) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests and in-process rendering have no socket.
    return "local";
  }
}
