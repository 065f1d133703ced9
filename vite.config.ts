import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Brotli and gzip copies of the browser assets, made once at build time: the server sends
    // them as they are (serveStatic precompressed) instead of compressing on every request.
    compression({ include: /\/?assets\/.*\.(js|css|svg)$/, algorithms: ["brotliCompress", "gzip"], logLevel: "silent" }),
  ],
  build: {
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // contract/ defines its zod schemas at module level next to constants the pages use; zod's
      // builders have no side effects, so a page that imports only a constant does not ship zod.
      treeshake: { manualPureFunctions: ["z"] },
    },
  },
});
