/** The browser's side of the cookies of contract/cookies.ts: written from the page. */
import { cookieString, type CookieOptions } from "#contract/cookies";

/** Written from the page: Secure whenever the page itself came over HTTPS (docs/security.md, the `token` cookie). */
export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  const secure = options?.secure ?? (typeof location !== "undefined" && location.protocol === "https:");
  document.cookie = cookieString(name, value, { ...options, secure });
}

export function removeCookie(name: string, domain?: string): void {
  writeCookie(name, "", { maxAge: 0, domain });
}
