import { useEffect, useState } from "react";
import { data, redirect, Links, Meta, Outlet, Scripts, useLoaderData, useLocation, useNavigate, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import { toast } from "#app/lib/toast";
import type { Route } from "./+types/root";
import { STORAGE_KEYS } from "#contract/constants";
import { pageTitle } from "./lib/page-meta";
import { ACCOUNT_MESSAGES } from "#contract/account-messages";
import { loginRedirect, needsToken } from "#contract/routes";
import { cookieString } from "#contract/cookies";
import { clientGuards, serverGuards } from "./lib/guards";
import { initialLoad } from "./lib/initial-load.server";
import { loadContext } from "./lib/load-context";
import { browserToken, SessionProvider, type SessionInit } from "./lib/session";
import { readSessionHole } from "./lib/session-hole";
import { SHELL_HEADER } from "#contract/session-hole";
import { useNonce } from "./lib/nonce";
import { HttpProvider } from "#app/lib/http-client";
import { AppChrome } from "#app/layouts/app-chrome";
import { ErrorPage } from "./components/error-page";
import stylesheet from "./styles/app.css?url";
import inlineCss from "./styles/app.css?inline";
import playerCss from "plyr/dist/plyr.css?url";
import { PLAYER_CSS_ID } from "./features/content/video-player-css";

export const middleware = serverGuards("auth");
export const clientMiddleware = clientGuards("auth");

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // Video player assets (docs/product.md §2 page head); the player's icon sprite is served at /vendor/plyr.svg.
  // Not render-blocking: it matches no medium until a player turns it on (video-player-css.ts).
  { rel: "stylesheet", href: playerCss, media: "not all", id: PLAYER_CSS_ID },
];

export const meta: Route.MetaFunction = () => pageTitle();

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, config } = context.get(loadContext);
  const load = await initialLoad(services, request);
  const headers = new Headers();
  if (load.tokenRejected) {
    // Forced logout (docs/product.md §4): the stale cookie goes, and a protected page sends the visitor home.
    headers.append("Set-Cookie", cookieString(STORAGE_KEYS.token, "", { maxAge: 0, domain: config.cookieDomain || undefined }));
    const url = new URL(request.url);
    if (needsToken(url.pathname)) throw redirect(loginRedirect(url.pathname + url.search), { headers });
  }
  // A shell (docs/decisions/024): rendered for nobody, the server fills in each visitor's part.
  const shell = request.headers.get(SHELL_HEADER) === "1";
  return data({ ...load, config, shell }, { headers });
}

/** The initial load runs once per page load; client navigation keeps it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData("root") as { token?: string; shell?: boolean } | undefined;
  // A shell (docs/decisions/024) is only ever served to signed-in visitors.
  const signedIn = Boolean(root?.token || root?.shell);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#c2410c" />
        <Meta />
        {/*
          A visitor's first page carries the site's stylesheet inside its HTML: a phone can paint
          as soon as the document is in, instead of waiting for one more request that queues
          behind the scripts (docs/decisions/009). React keys the style by its href, so the
          browser build renders it empty and keeps the server's copy; later pages arrive by client
          navigation. A signed-in visitor has been here before and has the file in the browser's
          cache; their pages are private and never answered 304, so an inline copy would travel
          (and be put together) again with every one of them: for them, the link
          (docs/decisions/028).
        */}
        {signedIn ? (
          <link rel="stylesheet" href={stylesheet} precedence="app" />
        ) : (
          <style href={stylesheet} precedence="app">
            {import.meta.env.SSR ? inlineCss : ""}
          </style>
        )}
        <Links />
      </head>
      <body className="min-h-screen bg-stone-50 text-stone-800 antialiased">
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const load = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A page from the cache carries its visitor in a JSON script (app/lib/session-hole.ts), which
  // the store starts from, so hydration renders the same signed-in header the server sent.
  const [init] = useState<SessionInit>(() => {
    const hole = load.shell ? readSessionHole() : null;
    if (hole) return { token: browserToken(), userInfo: hole.userInfo, unreadCounts: hole.unread, cookieDomain: load.config.cookieDomain };
    return { token: load.token, userInfo: load.userInfo, unreadCounts: load.unread, cookieDomain: load.config.cookieDomain };
  });
  useEffect(() => {
    // Non-200 codes of the initial load show the server's message in a success-style toast (docs/product.md §8).
    for (const notice of load.notices) toast.success(notice);
  }, [load.notices]);
  useEffect(() => {
    // The token cookie was dead at this page load (the loader removed it): a forced logout like
    // any other 401 (app/lib/http-client.tsx): the server's message, then home.
    if (!load.tokenRejected) return;
    toast.error(ACCOUNT_MESSAGES.sessionInvalid);
    if (pathname !== "/") navigate("/", { replace: true });
    // Once per page load: the root's data is not reloaded by client navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load.tokenRejected]);
  return (
    <SessionProvider init={init}>
      <HttpProvider config={load.config}>
        <AppChrome>
          <Outlet />
        </AppChrome>
      </HttpProvider>
    </SessionProvider>
  );
}

/** Last resort when the root itself failed: a bare error page without the site chrome. */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
