/**
 * Unit and database tests (Vitest). Tests sit beside their module as `*.test.ts`.
 * The React Router vite plugin is deliberately not loaded: these tests import modules directly.
 * Playwright owns tests/e2e.
 */
import { defineConfig } from "vitest/config";

const exclude = ["node_modules/**", "build/**", "data/**", "tests/e2e/**", ".react-router/**", "test-results/**", "playwright-report/**"];
// Tests that open a database (PGlite in memory, or TEST_DATABASE_URL): the db layer and the API routers.
const dbTests = ["server/db/**/*.test.{ts,tsx}", "server/api/**/*.test.{ts,tsx}", "tests/abuse/**/*.test.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // jsdom is not installed: browser-only bits get their globals injected by the test.
          environment: "node",
          include: ["**/*.test.{ts,tsx}"],
          exclude: [...exclude, ...dbTests],
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: "db",
          environment: "node",
          include: dbTests,
          exclude,
          // PGlite boots a wasm PostgreSQL in every file: give it time. Each file has its own
          // in-memory database; only server/db/db.test.ts touches TEST_DATABASE_URL.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
