/** Cookies of spec §9: `token` (path /, max-age = expired) and `messageList`. */

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

/** Written from the page: Secure whenever the page itself came over HTTPS (issue #11 item 9). */
export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  const secure = options?.secure ?? (typeof location !== "undefined" && location.protocol === "https:");
  document.cookie = cookieString(name, value, { ...options, secure });
}

export function removeCookie(name: string, domain?: string): void {
  writeCookie(name, "", { maxAge: 0, domain });
}
