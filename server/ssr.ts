/**
 * Server-side rendering through the React Router build. Loaders receive the area services and the
 * public configuration through the load context that the build's own entry module exports (the
 * same module instance the loaders import).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { PublicConfig } from "#contract/config";
import { stripHtmlSuffix } from "#contract/routes";
import type { AccountVariant, SessionHole } from "#contract/session-hole";
import type { Services } from "#server/services";

/** What the page loaders receive (app/lib/load-context.ts): the area services and the public configuration. */
export interface LoadContext {
  services: Services;
  config: PublicConfig;
}

/** The account corner of one visitor, for the holes of cached signed-in pages (docs/decisions/024). */
export type AccountHole = (hole: SessionHole, variant: AccountVariant) => string;

export function accountHoleRenderer(build: ServerBuild): AccountHole {
  return (build.entry.module as unknown as { renderAccountHole: AccountHole }).renderAccountHole;
}

export type Ssr = (request: Request) => Promise<Response>;

/** The built pages (build/server/index.js): React, the routes and their modules. */
export async function importBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
}

export function ssrHandler(build: ServerBuild, load: LoadContext, mode: string): Ssr {
  const { loadContext } = build.entry.module as unknown as { loadContext: RouterContext<LoadContext> };
  const handler = createRequestHandler(build, mode);
  return (request) => {
    const canonical = trailingSlashRedirect(request);
    if (canonical) return Promise.resolve(canonical);
    const context = new RouterContextProvider();
    context.set(loadContext, load);
    return handler(withoutHtmlSuffix(request), context);
  };
}

/** "/font.html" renders "/font" (docs/product.md §2: every route also answers with .html). */
export function withoutHtmlSuffix(request: Request): Request {
  const url = new URL(request.url);
  const bare = stripHtmlSuffix(url.pathname);
  if (bare === url.pathname) return request;
  url.pathname = bare;
  return new Request(url, request);
}

/**
 * One form for every page: "/about/" (or "/about//") is "/about", by a permanent redirect that
 * keeps the query, so every route answers its trailing-slash form the same way and search engines
 * see one URL. The target is a path on this site: leading slashes are collapsed, so
 * "//evil.example/" can never become a protocol-relative address elsewhere. GET and HEAD get 301;
 * other methods 308, which keeps the method and body.
 */
export function trailingSlashRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  if (url.pathname === "/" || !url.pathname.endsWith("/")) return null;
  const path = `/${url.pathname.replace(/^\/+/, "").replace(/\/+$/, "")}`;
  const status = request.method === "GET" || request.method === "HEAD" ? 301 : 308;
  return new Response(null, { status, headers: { Location: path + url.search } });
}
