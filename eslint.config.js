// ESLint flat config: the recommended rules of ESLint, typescript-eslint and React hooks, and the
// one direction of imports between the project's parts (docs/decisions/020-import-direction.md).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** file → the other features it still imports (see the feature policy below). */
const COMPOSED_ACROSS_FEATURES = {
  "app/features/content/detail-body.tsx": ["favorites", "fonts"],
  "app/features/fonts/detail/agreement-dialog.tsx": ["info"],
  "app/features/fonts/detail/hero.tsx": ["favorites"],
  "app/features/fonts/detail/usage-sections.tsx": ["content"],
  "app/features/fonts/list/views.tsx": ["compare", "favorites"],
};

/** One import style: another folder is reached through its `#` alias (package.json "imports"),
 * so a module reads the same wherever it moves; `./` stays for a module's own folder. */
const PARENT_IMPORT = { regex: "^\\.\\./", message: "Reach another folder through its # alias (#app/, #server/, #contract/, #tests/, #bench/), not ../" };

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
      "no-restricted-imports": ["error", { patterns: [PARENT_IMPORT] }],
    },
  },
  {
    // Tests and their helpers read JSON answers of any shape.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Middleware answers with the envelope (server/http/envelope.ts), never through a router.
    files: ["server/http/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [PARENT_IMPORT, { regex: "^#server/api/", message: "Middleware does not import routers: share through server/http/ or a service." }] },
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
            PARENT_IMPORT,
            { regex: "^#server/db/schema", message: "Routers do not touch tables: call a service." },
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
      // The answers' schemas (contract/answers/, contract/api-calls.ts) describe the API for the
      // server; the pages take their types only, so the schemas never reach a browser bundle
      // (docs/decisions/025-openapi-contract.md).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^#contract/(answers/|api-calls$)", allowTypeImports: true, message: "页面只引用接口回答的类型（import type），不引用其 zod 结构" },
          ],
        },
      ],
    },
  },
  {
    // Who may import whom (docs/decisions/020-import-direction.md). contract/ is the ground both
    // sides stand on; the server never imports the pages; the pages take only types from the
    // server (what loaders receive); inside app/, lib/ is the ground, components/ stands on it,
    // features/ on both, and one feature never reaches into another: what two features share is
    // shared infrastructure (lib/, components/), and pages are put together in routes/ and
    // layouts/. Tests may cross any line: they check the parts together.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "contract/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true } },
      "boundaries/elements": [
        { type: "contract", pattern: "contract", partialMatch: false },
        { type: "server", pattern: "server", partialMatch: false },
        { type: "lib", pattern: "app/lib", partialMatch: false },
        { type: "components", pattern: "app/components", partialMatch: false },
        { type: "feature", pattern: "app/features/*", capture: ["feature"], partialMatch: false },
        { type: "layouts", pattern: "app/layouts", partialMatch: false },
        { type: "routes", pattern: "app/routes", partialMatch: false },
        { type: "app-root", pattern: "app/*.{ts,tsx}", mode: "file", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            { from: { element: { type: "contract" } }, disallow: { to: { element: { type: "!contract" } } } },
            {
              from: { element: { type: "server" } },
              disallow: { to: { element: { types: ["lib", "components", "feature", "layouts", "routes", "app-root"] } } },
            },
            {
              from: { element: { types: ["lib", "components", "feature", "layouts", "routes", "app-root"] } },
              disallow: { to: { element: { type: "server" } }, dependency: { kind: "value" } },
            },
            { from: { element: { type: "lib" } }, disallow: { to: { element: { types: ["components", "feature", "layouts", "routes"] } } } },
            { from: { element: { type: "components" } }, disallow: { to: { element: { types: ["feature", "layouts", "routes"] } } } },
            { from: { element: { type: "feature" } }, disallow: { to: { element: { types: ["layouts", "routes"] } } } },
            {
              from: { element: { type: "feature" } },
              disallow: { to: { element: { type: "feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
            },
            // The feature widgets still composed inside another feature's page, until they are
            // passed in from routes/ (docs/decisions/020-import-direction.md). No other may be added.
            ...Object.entries(COMPOSED_ACROSS_FEATURES).map(([file, features]) => ({
              from: { file: { path: file } },
              allow: { to: { element: { type: "feature", captured: { feature: features } } } },
            })),
            { from: { element: { type: "layouts" } }, disallow: { to: { element: { type: "routes" } } } },
          ],
        },
      ],
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
