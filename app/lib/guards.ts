/**
 * The named route-guard registry (docs/product.md §2). Routes list guards by name; a name not in the
 * registry fails the request with 500 "Unknown middleware {name}". Guards run on the server
 * for every document and data request, and in the browser before client navigation.
 */
import { data, redirect } from "react-router";
import { MESSAGES } from "#contract/messages";
import { STORAGE_KEYS } from "#contract/constants";
import { loginRedirect, needsToken } from "#contract/routes";
import { readCookie } from "#contract/cookies";
import { browserToken } from "./session";

export interface GuardArgs {
  url: URL;
  token: string;
}

/** A guard returns nothing to let the navigation through, or throws a redirect/response. */
export type Guard = (args: GuardArgs) => void;

export const GUARDS: Record<string, Guard> = {
  /** Any path containing /user needs a token; only its presence is checked (docs/product.md §5). */
  auth({ url, token }) {
    if (needsToken(url.pathname) && !token) throw redirect(loginRedirect(url.pathname + url.search));
  },
};

export function runGuards(names: readonly string[], args: GuardArgs, registry: Record<string, Guard> = GUARDS): void {
  for (const name of names) {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) throw data(MESSAGES.unknownMiddleware(name), { status: 500 });
    guard(args);
  }
}

type MiddlewareArgs = { request: Request };

/** Server middleware for a route: the token comes from the request's cookie. */
export function serverGuards(...names: string[]) {
  return [
    ({ request }: MiddlewareArgs) =>
      runGuards(names, { url: new URL(request.url), token: readCookie(request.headers.get("Cookie"), STORAGE_KEYS.token) ?? "" }),
  ];
}

/** Client middleware for a route: the token comes from the browser's cookie. */
export function clientGuards(...names: string[]) {
  return [({ request }: MiddlewareArgs) => runGuards(names, { url: new URL(request.url), token: browserToken() })];
}
