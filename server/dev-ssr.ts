/**
 * `npm run dev`: Vite's dev server inside the same Hono server, so pages, API and files answer on
 * one port exactly as in production, with hot reload of the React app. The SSR build is loaded
 * through Vite on every request (it caches unchanged modules), so an edited loader or component
 * is live on the next request; the browser gets HMR over Vite's websocket.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import { ssrHandler, type LoadContext, type Ssr } from "./ssr";

export interface DevSsr {
  ssr: Ssr;
  /** Vite's connect middlewares (modules, HMR, public/); `next` passes the request on to Hono. */
  middlewares(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

export async function createDevSsr(load: LoadContext): Promise<DevSsr> {
  // Vite is a devDependency: loaded only in development.
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    async ssr(request) {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
      return ssrHandler(build, load, "development")(request);
    },
    middlewares: (req, res, next) => vite.middlewares(req, res, next),
    close: () => vite.close(),
  };
}
