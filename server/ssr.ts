/**
 * Server-side rendering through the React Router build. Pages reach the API in-process through
 * `apiFetch` (no loopback socket), handed to their loaders via the router context that the
 * build's own entry module exports (the same module instance the loaders import).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { stripHtmlSuffix } from "../contract/routes";
import type { ServerServices } from "../app/lib/server-services";

export async function loadSsr(
  buildDir: string,
  services: ServerServices,
  mode: string,
): Promise<(request: Request) => Promise<Response>> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const { serverServicesContext } = build.entry.module as unknown as {
    serverServicesContext: import("react-router").RouterContext<ServerServices>;
  };
  const handler = createRequestHandler(build, mode);
  return (request) => {
    const context = new RouterContextProvider();
    context.set(serverServicesContext, services);
    return handler(withoutHtmlSuffix(request), context);
  };
}

/** "/font.html" renders "/font" (spec §2: every route also answers with .html). */
export function withoutHtmlSuffix(request: Request): Request {
  const url = new URL(request.url);
  const bare = stripHtmlSuffix(url.pathname);
  if (bare === url.pathname) return request;
  url.pathname = bare;
  return new Request(url, request);
}
