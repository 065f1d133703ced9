import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { ROUTE_MODULE_FAILED_HOOK } from "./app/lib/chunk-reload-hook";

/**
 * How the browser bundle is cut into files (the client build; the server build is left alone).
 *
 * Left to itself, the bundler makes one file per set of routes that share a module: 56 files for
 * a first visit of /font, most under 2 KB. A phone fetches them six at a time over HTTP/1.1, so
 * the scripts arrive in ten round trips (bench/README.md, Lighthouse). Two groups instead:
 *
 * - `shell`: everything the browser entry, the root route and the site layouts import statically.
 *   Every page loads all of it anyway, so one file costs nothing extra.
 * - `common`: the other app modules that two or more routes import statically (font previews,
 *   pagination, favourite buttons …), grouped by the routes that use them and merged while small,
 *   except those that reach zod: the contract's schemas load only with the forms that check
 *   input, never with every page.
 *
 * The rest (each route's own code, lazy dialogs, zod, the video player) keeps the automatic split.
 */

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ROUTE_SUFFIX = "?__react-router-build-client-route";
const APP = path.resolve("app");
const SHELL_ENTRIES = ["entry.client.tsx", "root.tsx", "layouts/home.tsx", "layouts/font.tsx", "layouts/default.tsx"].map((file) =>
  path.join(APP, file),
);
const APP_CODE = /[\\/](app|contract)[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** Module ids reachable through static imports from `roots`. */
function reach(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A plugin that reads the finished module graph (buildEnd, before any file is written) and the
 * `codeSplitting` option whose groups follow what it found.
 */
function chunkPlan() {
  let shell = new Set<string>();
  let common = new Set<string>();
  const plugin = {
    name: "gongchuang:chunk-plan",
    apply: "build" as const,
    buildEnd(this: Graph & { getModuleIds(): IterableIterator<string> }) {
      const ids = [...this.getModuleIds()];
      shell = new Set();
      common = new Set();
      if (!ids.some((id) => id.endsWith(ROUTE_SUFFIX))) return; // the server build: no plan
      shell = reach(this, SHELL_ENTRIES.flatMap((id) => [id, id + ROUTE_SUFFIX]));
      const users = new Map<string, number>();
      for (const entry of ids.filter((id) => id.endsWith(ROUTE_SUFFIX))) {
        for (const id of reach(this, [entry])) users.set(id, (users.get(id) ?? 0) + 1);
      }
      const reachesZod = new Map<string, boolean>();
      const tainted = (id: string): boolean => {
        if (reachesZod.has(id)) return reachesZod.get(id)!;
        reachesZod.set(id, false); // an import cycle adds nothing new
        const result = ZOD.test(id) || (this.getModuleInfo(id)?.importedIds ?? []).some(tainted);
        reachesZod.set(id, result);
        return result;
      };
      common = new Set(
        [...users]
          .filter(([id, count]) => count >= 2 && APP_CODE.test(id) && !id.includes("?") && !shell.has(id) && !tainted(id))
          .map(([id]) => id),
      );
    },
  };
  const codeSplitting = {
    groups: [
      // A route module's own entry file stays apart (React Router's manifest names it).
      { name: "shell", test: (id: string) => shell.has(id) && !id.includes("?"), priority: 2 },
      { name: "common", test: (id: string) => common.has(id), priority: 1, entriesAware: true, entriesAwareMergeThreshold: 12 * 1024 },
    ],
  };
  return { plugin, codeSplitting };
}

const chunks = chunkPlan();

/**
 * React Router reloads the page, unguarded, when it cannot import a route module (its
 * loadRouteModule): a reload of the page the visitor is leaving, and one more at every failure.
 * That reload is handed to the site's guard instead (app/lib/chunk-reload.ts: once per 60 s, onto
 * the page asked for; docs/product.md §2). The build fails if React Router's code no longer has that reload,
 * so an upgrade cannot drop the guard silently.
 */
function routeModuleReloadGuard() {
  const MARKER = "Error loading route module";
  const RELOAD = "window.location.reload();";
  const HOOK = ROUTE_MODULE_FAILED_HOOK;
  return {
    name: "gongchuang:route-module-reload-guard",
    transform(code: string, id: string) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id) || !code.includes(MARKER)) return null;
      const marker = code.indexOf(MARKER);
      const at = code.indexOf(RELOAD, marker);
      if (at < 0 || at - marker > 600) throw new Error(`${id}: React Router's route-module reload was not found; see app/lib/chunk-reload.ts`);
      const call = `if (typeof window.${HOOK} === "function") window.${HOOK}(error); else window.location.reload();`;
      return { code: code.slice(0, at) + call + code.slice(at + RELOAD.length), map: null };
    },
    generateBundle(_options: unknown, bundle: Record<string, { type: string; code?: string; fileName: string }>) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code?.includes(MARKER) && !chunk.code.includes(HOOK)) {
          throw new Error(`${chunk.fileName}: React Router's route-module reload is not guarded; see app/lib/chunk-reload.ts`);
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    chunks.plugin,
    routeModuleReloadGuard(),
    // Brotli and gzip copies of the browser assets, made once at build time: the server sends
    // them as they are (serveStatic precompressed) instead of compressing on every request.
    compression({ include: /\/?assets\/.*\.(js|css|svg)$/, algorithms: ["brotliCompress", "gzip"], logLevel: "silent" }),
  ],
  // The server build bundles the icon and Radix packages: their package entries load every icon
  // and every primitive (~0.5 s of each start), the bundle keeps only those the pages use.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: {
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // contract/ defines its zod schemas at module level next to constants the pages use; zod's
      // builders have no side effects, so a page that imports only a constant does not ship zod.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        codeSplitting: chunks.codeSplitting,
        // The common groups are named after every route that shares them; the hash is enough.
        chunkFileNames: (chunk) => (chunk.name.startsWith("common") ? "assets/common-[hash].js" : "assets/[name]-[hash].js"),
      },
    },
  },
});
