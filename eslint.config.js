// ESLint flat config: the recommended rules of ESLint, typescript-eslint and React hooks.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "public/vendor/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      // The same code runs in Node (server, SSR, tests) and in the browser.
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // `_`-prefixed names are deliberately unused (placeholders in signatures and destructuring).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests and their helpers read JSON answers of any shape.
    files: ["**/*.test.{ts,tsx}", "server/testing/**/*.ts", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Middleware answers with the envelope (server/http/envelope.ts), never through a router.
    files: ["server/http/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(#server|\\.\\.)/api/", message: "Middleware does not import routers: share through server/http/ or a service." }] },
      ],
    },
  },
  {
    // Routers parse, call one service function and wrap the envelope: no tables, no queries,
    // and no other router (what two routers share is a service or server/api/respond.ts).
    files: ["server/api/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "Routers do not query: call a service." }],
          patterns: [
            { regex: "^(#server|\\.\\.)/db/schema", message: "Routers do not touch tables: call a service." },
            { regex: "^\\./(?!respond$|read-json$)", message: "A router does not import another router: move what both need into a service." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Advice on render cost, not correctness: state that may only be decided after hydration
      // (connection-dependent prefetch, navigation progress) is set in an effect on purpose.
      "react-hooks/set-state-in-effect": "warn",
    },
  },
  {
    files: ["public/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: { ...globals.browser, ...globals.serviceworker },
    },
  },
  {
    // Scripts, fixtures and config files run in Node.
    files: ["**/*.{js,mjs,cjs}"],
    ignores: ["public/**"],
    languageOptions: { globals: globals.node },
  },
);
