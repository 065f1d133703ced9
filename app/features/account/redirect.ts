/**
 * The `?redirect=` parameter of spec §2: where a visitor sent home by the route guard wants to
 * go once signed in. Only same-site paths are honoured, so the parameter cannot be used to send
 * someone to another site after they sign in (an open redirect).
 */

/**
 * The path to go to, or null when `raw` is missing or not a same-site path: it must start with
 * one "/" (not "//", which browsers read as another host, nor "/\", which some treat the same),
 * and hold no control characters or backslashes.
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const path = raw.trim();
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  // Backslashes are read as slashes by browsers ("/\evil.com"); control characters are stripped by them.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this rejects
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  try {
    // Resolve against a dummy origin: anything that lands elsewhere is not a path of ours.
    const url = new URL(path, "http://same.site");
    if (url.origin !== "http://same.site") return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The redirect target carried by a URL's query string, if it is a safe one. */
export function redirectParam(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get("redirect"));
}

/** The same query string without `redirect` ("" or "?…"), for cleaning the address bar. */
export function withoutRedirect(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("redirect");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
