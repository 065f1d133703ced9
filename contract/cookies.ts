/**
 * The cookie format both sides read and write: `token` (path /, max-age = expired) and
 * `messageList`. The server sets the token cookie after a WeChat sign-in and reads it to tell
 * signed-in pages from anonymous ones; the pages read and write both cookies in the browser
 * (app/lib/cookies.ts).
 */

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAge?: number;
  domain?: string;
  /** Sent over HTTPS only. */
  secure?: boolean;
}

/**
 * SameSite=Lax always: the cookie goes along when a visitor follows a link here, never with a
 * cross-site form post or fetch (and the API reads the token from headers anyway).
 */
export function cookieString(name: string, value: string, { maxAge, domain, secure }: CookieOptions = {}): string {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  if (maxAge !== undefined) cookie += `; Max-Age=${Math.max(0, Math.floor(maxAge))}`;
  if (domain) cookie += `; Domain=${domain}`;
  if (secure) cookie += "; Secure";
  return cookie;
}
