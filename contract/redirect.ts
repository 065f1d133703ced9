/**
 * The one check of every redirect the site makes to a place a request named: the `?redirect=` of
 * the route guard (docs/product.md §2) after the login dialog, the WeChat sign-in's return path (browser
 * and server), a notification's link. Only a path of this site passes, so no parameter can send
 * someone to another site after they sign in (an open redirect; docs/security.md).
 */

/** Longer than any path of this site with its query; a longer value is refused, never cut. */
export const MAX_REDIRECT_LENGTH = 500;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const DUMMY_ORIGIN = "http://same.site";

/**
 * The path to go to, or null when `raw` is missing or not a same-site path. It must start with
 * one "/" (not "//", which browsers read as another host) and hold no backslash (read as "/") and
 * no control character: browsers drop tabs and line breaks inside a URL, so "/\t/evil.example" is
 * "//evil.example" to them. The path, percent-decoded once, must pass the same test: "/%09/x",
 * "/%2F/x" and "/%5C/x" become another host wherever something decodes them a second time. (The
 * query may hold any encoded text: "/font?keyword=%0A" stays a path of ours.)
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH || !isBarePath(raw)) return null;
  const end = raw.search(/[?#]/);
  let decoded: string;
  try {
    decoded = decodeURIComponent(end < 0 ? raw : raw.slice(0, end));
  } catch {
    return null;
  }
  if (!isBarePath(decoded)) return null;
  try {
    // Resolve against a dummy origin: anything that lands elsewhere is not a path of ours.
    const url = new URL(raw, DUMMY_ORIGIN);
    return url.origin === DUMMY_ORIGIN ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

const isBarePath = (s: string) => s.startsWith("/") && !s.startsWith("//") && !UNSAFE.test(s);
