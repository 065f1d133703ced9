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
}

export function cookieString(name: string, value: string, { maxAge, domain }: CookieOptions = {}): string {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  if (maxAge !== undefined) cookie += `; Max-Age=${Math.max(0, Math.floor(maxAge))}`;
  if (domain) cookie += `; Domain=${domain}`;
  return cookie;
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = cookieString(name, value, options);
}

export function removeCookie(name: string, domain?: string): void {
  writeCookie(name, "", { maxAge: 0, domain });
}
