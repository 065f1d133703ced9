/**
 * The client's address, which every per-address limit counts (docs/security.md "Rate limits").
 *
 * Without TRUST_PROXY it is the socket's. Behind proxies it is read from X-Forwarded-For, whose
 * LEFT end the client writes itself: a proxy such as nginx (`$proxy_add_x_forwarded_for`)
 * appends the address it saw to whatever the client sent. So the address is found from the
 * right: the socket's peer, then each hop right to left, skipping those that are our own proxies;
 * the first one that is not is the client (docs/decisions/014-edges.md). Our proxies are either
 * counted (`TRUST_PROXY=2`: two proxies in front, the address the outer one saw) or listed by
 * address or CIDR (`TRUST_PROXY=10.0.0.0/8,fd00::/8`), matched with Node's net.BlockList.
 *
 * `clientIpMiddleware` decides once per request; routers read `clientIp(c)`.
 */
import net from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

declare module "hono" {
  interface ContextVariableMap {
    clientIp: string;
  }
}

/** Which hops of X-Forwarded-For are our own proxies: the nearest `hops`, or those in `list`. */
export type TrustProxy = { hops: number } | { list: readonly string[] };

/** Longest stored address (an IPv6 address with a zone is at most 45 + zone). */
const MAX_ADDRESS = 64;
/** More proxies in a row than this is a typo, not a deployment. */
export const MAX_TRUSTED_HOPS = 16;

export const TRUST_PROXY_MESSAGE = "只能是代理层数（0–16，如 1）或可信代理的地址、网段列表（逗号分隔，如 10.0.0.0/8,fd00::/8）";

/** TRUST_PROXY as configured; null when it is neither a hop count nor a list of addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? "").trim().toLowerCase();
  // The older yes/no spelling meant "one proxy in front".
  if (["", "0", "false", "no"].includes(value)) return { hops: 0 };
  if (["true", "yes"].includes(value)) return { hops: 1 };
  if (/^\d+$/.test(value)) return Number(value) <= MAX_TRUSTED_HOPS ? { hops: Number(value) } : null;
  const list = value.split(",").map((s) => s.trim()).filter(Boolean);
  return list.length > 0 && list.every(isAddressOrCidr) ? { list } : null;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, extra] = entry.split("/");
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function blockListOf(list: readonly string[]): net.BlockList {
  const blocks = new net.BlockList();
  for (const entry of list) {
    const [address, prefix] = entry.split("/");
    const type = net.isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return blocks;
}

/** "1.2.3.4:5678" and "[::1]:80" (some proxies add the port) to the bare address. */
function bare(hop: string): string {
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (v6) return v6[1];
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  return v4 ? v4[1] : hop;
}

/**
 * The client address from the socket's peer and the X-Forwarded-For header: walking from the
 * socket leftwards, the first address that is not one of our proxies (or the leftmost, when
 * every one is).
 */
export function resolveClientIp(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  if ("hops" in trust && trust.hops === 0) return socket;
  const hops = (forwardedFor ?? "").split(",").map((h) => bare(h.trim())).filter(Boolean);
  // Nearest first: the socket's peer, then the hops right to left.
  const chain = [socket, ...hops.reverse()];
  if ("hops" in trust) return chain[Math.min(trust.hops, chain.length - 1)].slice(0, MAX_ADDRESS);
  const trusted = trustedCheck(trust.list);
  const found = chain.find((address) => !trusted(address)) ?? chain[chain.length - 1];
  return found.slice(0, MAX_ADDRESS);
}

const checks = new WeakMap<readonly string[], (address: string) => boolean>();
function trustedCheck(list: readonly string[]): (address: string) => boolean {
  let check = checks.get(list);
  if (!check) {
    const blocks = blockListOf(list);
    check = (address) => {
      const family = net.isIP(address);
      // An IPv4-mapped IPv6 socket address (::ffff:10.0.0.1) matches IPv4 entries too.
      return family !== 0 && blocks.check(address, family === 4 ? "ipv4" : "ipv6");
    };
    checks.set(list, check);
  }
  return check;
}

function socketIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests and in-process rendering have no socket.
    return "local";
  }
}

export function clientIpMiddleware(trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    c.set("clientIp", resolveClientIp(socketIp(c), c.req.header("X-Forwarded-For"), trust));
    await next();
  };
}

export function clientIp(c: Context): string {
  return c.get("clientIp") ?? socketIp(c);
}
