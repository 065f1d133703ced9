/**
 * Signed-in pages served from the page cache (docs/decisions/024-signed-in-pages-from-the-cache.md):
 * the page is rendered once per data version for nobody (a "shell"), with two holes the server
 * fills per request with the visitor's part: the header's account corner, and a JSON script the
 * browser's session store starts from. Nothing here is secret or per user; the filled values are
 * escaped by React (the corner) and by sessionScript (the JSON). Shared by the server, which fills
 * the holes, and the app, which renders the marker and reads the script back
 * (app/lib/session-hole.ts).
 */
import type { UserInfoData } from "#contract/account";
import type { UnreadCounts } from "#contract/notifications";

/** Request header by which the server asks the renderer for a shell (any client-sent one is dropped). */
export const SHELL_HEADER = "x-page-shell";

export type AccountVariant = "plain" | "overlay";
export const ACCOUNT_VARIANTS: readonly AccountVariant[] = ["plain", "overlay"];

/** What the shell renders where the account corner goes; the server replaces it. */
export const ACCOUNT_HOLE_ATTRIBUTE = "data-session-hole";
export const accountHoleMarker = (variant: AccountVariant) => `<span ${ACCOUNT_HOLE_ATTRIBUTE}="${variant}"></span>`;

/** The visitor's part of a page from the cache; the token itself stays in the cookie. */
export interface SessionHole {
  userInfo: UserInfoData;
  unread: UnreadCounts;
}

export const SESSION_SCRIPT_ID = "session-hole";

/** The JSON script put before </head>: "<", ">" and "&" escaped, so no value can end the script. */
export function sessionScript(hole: SessionHole): string {
  const json = JSON.stringify(hole).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<script type="application/json" id="${SESSION_SCRIPT_ID}">${json}</script>`;
}
