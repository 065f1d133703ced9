/**
 * The client address behind proxies (docs/decisions/014-edges.md): found from the right of
 * X-Forwarded-For, so entries the client wrote itself (the left end) are never believed.
 */
import { describe, expect, it } from "vitest";
import { parseTrustProxy, resolveClientIp } from "./client-ip";

describe("resolveClientIp", () => {
  it("without trusted proxies, is the socket's address whatever the header says", () => {
    expect(resolveClientIp("203.0.113.9", "1.2.3.4", { hops: 0 })).toBe("203.0.113.9");
  });

  it("with one proxy in front, is the hop that proxy appended, not the client's own entries", () => {
    // nginx's $proxy_add_x_forwarded_for: whatever the client sent, then the address it saw.
    expect(resolveClientIp("10.0.0.2", "6.6.6.6, 198.51.100.7", { hops: 1 })).toBe("198.51.100.7");
    expect(resolveClientIp("10.0.0.2", "198.51.100.7", { hops: 1 })).toBe("198.51.100.7");
    // Several headers arrive joined by commas; spaces and ports are tolerated.
    expect(resolveClientIp("10.0.0.2", "6.6.6.6 ,  198.51.100.7:5123", { hops: 1 })).toBe("198.51.100.7");
    // No header: the proxy itself is the client (a health check).
    expect(resolveClientIp("10.0.0.2", undefined, { hops: 1 })).toBe("10.0.0.2");
  });

  it("with two proxies, is the hop the outer one wrote; fewer hops than proxies give the leftmost", () => {
    expect(resolveClientIp("10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2", { hops: 2 })).toBe("198.51.100.7");
    expect(resolveClientIp("10.0.0.3", "198.51.100.7", { hops: 2 })).toBe("198.51.100.7");
  });

  it("with a list, is the rightmost address that is not one of our proxies (IPv4 and IPv6)", () => {
    const trust = { list: ["10.0.0.0/8", "fd00::/8", "192.0.2.1"] };
    expect(resolveClientIp("10.1.2.3", "6.6.6.6, 198.51.100.7, 192.0.2.1", trust)).toBe("198.51.100.7");
    expect(resolveClientIp("fd00::1", "2001:db8::5, fd12::9", trust)).toBe("2001:db8::5");
    expect(resolveClientIp("::ffff:10.0.0.9", "[2001:db8::5]:443", trust)).toBe("2001:db8::5");
    // A client talking to us directly cannot claim any address.
    expect(resolveClientIp("198.51.100.9", "10.0.0.5", trust)).toBe("198.51.100.9");
    // Garbage the client wrote is its own address, never one of ours.
    expect(resolveClientIp("10.1.2.3", "not-an-ip", trust)).toBe("not-an-ip");
    // Every hop ours: the leftmost is as close to the client as we know.
    expect(resolveClientIp("10.1.2.3", "10.9.9.9", trust)).toBe("10.9.9.9");
  });
});

describe("parseTrustProxy (TRUST_PROXY)", () => {
  it("reads a hop count, the older yes/no, and address/CIDR lists", () => {
    expect(parseTrustProxy(undefined)).toEqual({ hops: 0 });
    expect(parseTrustProxy("")).toEqual({ hops: 0 });
    expect(parseTrustProxy("0")).toEqual({ hops: 0 });
    expect(parseTrustProxy("1")).toEqual({ hops: 1 });
    expect(parseTrustProxy("true")).toEqual({ hops: 1 });
    expect(parseTrustProxy("no")).toEqual({ hops: 0 });
    expect(parseTrustProxy("3")).toEqual({ hops: 3 });
    expect(parseTrustProxy(" 10.0.0.0/8, fd00::/8 ,192.0.2.1 ")).toEqual({ list: ["10.0.0.0/8", "fd00::/8", "192.0.2.1"] });
  });

  it("refuses anything else", () => {
    for (const bad of ["17", "-1", "10.0.0.0/33", "fd00::/129", "10.0.0.0/8/1", "example.com", "1.2.3", "10.0.0.0/8;fd00::/8"]) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
  });
});
