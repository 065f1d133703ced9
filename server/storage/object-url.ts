/**
 * The public URL of a stored object: STATIC_BASE (a CDN in front of the store; "" = this site)
 * followed by /files/<key>, which server/http/files.ts and server/content/media-route.ts serve.
 * Every URL of a stored object the site answers is made here, so none forgets STATIC_BASE.
 */

const trimSlash = (base: string | undefined) => (base ?? "").replace(/\/+$/, "");

/** The URL of the object `key`; "" for no key. A trailing slash of the base is dropped. */
export function objectUrl(staticBase: string | undefined, key: string | null | undefined): string {
  return key ? `${trimSlash(staticBase)}/files/${key}` : "";
}

/**
 * Stored HTML names its pictures site-relative (/files/<key>, written when the content is loaded:
 * server/content/apply.ts), so a change of STATIC_BASE needs no reload; this points them at
 * STATIC_BASE when it is read.
 */
export function objectUrlsIn(html: string, staticBase: string): string {
  const base = trimSlash(staticBase);
  return base ? html.replaceAll('src="/files/', `src="${base}/files/`) : html;
}
