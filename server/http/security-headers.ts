/**
 * Security headers of every answer, on Hono's secure-headers: a
 * Content-Security-Policy whose scripts must come from this site or carry the per-request nonce
 * (SSR's inline hydration scripts get it through app/entry.server.tsx; no 'unsafe-inline' for
 * scripts), frame-ancestors against clickjacking, nosniff, and a referrer policy that keeps paths
 * on this site. Styles keep 'unsafe-inline': React style attributes and the injected @font-face
 * rules of the preview need it, and styles cannot run code.
 */
import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { PublicConfig } from "#contract/config";


/** The origins of the configured API, subset and file hosts (docs/product.md §7), which pages call and load from. */
export function outsideOrigins(config: Pick<PublicConfig, "apiBase" | "subsetBase" | "staticBase">): string[] {
  const origins = new Set<string>();
  for (const base of [config.apiBase, config.subsetBase, config.staticBase]) {
    try {
      if (base) origins.add(new URL(base).origin);
    } catch {
      // A relative base ("/api") is this site itself.
    }
  }
  return [...origins];
}

/**
 * Set by the anonymous page cache on a page it serves again: the nonce that page was rendered
 * with. The policy then names that nonce instead of this request's, so the stored page's scripts
 * run. A nonce is shared only by answers with identical bytes (one URL, one data version), so no
 * injected markup can learn it before the page that carries it is made.
 */
export const REUSED_NONCE_HEADER = "x-reused-nonce";

export interface SecurityOptions {
  public: PublicConfig;
  production: boolean;
  /** Where browsers send upload forms besides this site (an S3 bucket's presigned POST). */
  uploadOrigins?: string[];
}

export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const headers = policy(options);
  return async (c, next) => {
    await headers(c, next);
    const reused = c.res.headers.get(REUSED_NONCE_HEADER);
    if (!reused) return;
    c.res.headers.delete(REUSED_NONCE_HEADER);
    const csp = c.res.headers.get("Content-Security-Policy");
    if (csp) c.res.headers.set("Content-Security-Policy", csp.replace(`'nonce-${requestNonce(c)}'`, `'nonce-${reused}'`));
  };
}

function policy(options: SecurityOptions): MiddlewareHandler {
  const other = outsideOrigins(options.public);
  return secureHeaders({
    // Fonts and files are fetched by pages on the main and mobile domains and by the CDN.
    crossOriginResourcePolicy: "cross-origin",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "SAMEORIGIN",
    strictTransportSecurity: options.production ? "max-age=15552000" : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...other],
      fontSrc: ["'self'", "data:", "blob:", ...other],
      mediaSrc: ["'self'", "blob:", ...other],
      connectSrc: ["'self'", ...other, ...(options.uploadOrigins ?? [])],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  });
}

/** The nonce of this request's policy (secure-headers keeps it in the context as `secureHeadersNonce`). */
export function requestNonce(c: Context): string {
  const nonce = (c.var as Record<string, unknown>).secureHeadersNonce;
  return typeof nonce === "string" ? nonce : "";
}
