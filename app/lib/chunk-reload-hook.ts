/**
 * The window function React Router's route-module loader calls when it cannot import a route's
 * file: vite.config.ts patches the call in, app/lib/chunk-reload.ts defines it. Its own module, so
 * the build configuration can import the name without the browser code.
 */
export const ROUTE_MODULE_FAILED_HOOK = "__chunkLoadFailed";
