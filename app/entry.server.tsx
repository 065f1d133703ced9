/** React Router's Node entry with UTF-8 HTML and the services context exported for server/ssr.ts. */
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString, type RenderToPipeableStreamOptions } from "react-dom/server";
import { NONCE_HEADER } from "#contract/constants";
import type { AccountVariant, SessionHole } from "#contract/session-hole";
import { NonceContext } from "./lib/nonce";
import { AccountButton, accountTrigger } from "./layouts/header-account";

export { loadContext } from "./lib/load-context";

/**
 * The header's account corner of one signed-in visitor, for the hole of a cached page
 * (docs/decisions/024): the same markup the page renders for them, so hydration matches.
 */
export function renderAccountHole(hole: SessionHole, variant: AccountVariant): string {
  return renderToString(<AccountButton trigger={accountTrigger(hole.userInfo, hole.unread.total, variant === "overlay")} />);
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The CSP nonce of this response (server/http/security-headers.ts): React's own inline
    // scripts and React Router's hydration scripts carry it, so no inline script runs without it.
    const nonce = request.headers.get(NONCE_HEADER) ?? "";
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
