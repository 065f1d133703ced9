/**
 * The `?redirect=` parameter of docs/product.md §2: where a visitor sent home by the route guard wants to
 * go once signed in. Only same-site paths are honoured (the site's one redirect check,
 * contract/redirect.ts), so the parameter cannot send someone to another site after they sign in.
 */
import { safeRedirect } from "#contract/redirect";

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
