import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";
import cravings from "./eslint/own-tables.js";

/**
 * The layers (docs/decisions/0017-layers-and-lint.md): routes → features → db / ui / lib, with the
 * app shell (root.tsx) and the server entry as composition roots. An import the table below does not
 * allow is an error, so a wrong-way import cannot land by accident.
 */
const elements = [
  { type: "tests", pattern: "tests", partialMatch: false },
  { type: "scripts", pattern: "scripts", partialMatch: false },
  { type: "routes", pattern: "app/routes", partialMatch: false },
  { type: "feature", pattern: "app/features/*", capture: ["feature"], partialMatch: false },
  { type: "db", pattern: "app/db", partialMatch: false },
  { type: "ui", pattern: "app/ui", partialMatch: false },
  { type: "lib", pattern: "app/lib", partialMatch: false },
  // The message catalogues (app/locales/<language>/<namespace>.json) and their index.
  { type: "locales", pattern: "app/locales", partialMatch: false },
  // The files directly in app/ (root.tsx, routes.ts, entry.server.tsx) compose the app.
  { type: "app", pattern: "app", partialMatch: false },
  { type: "server", pattern: "server", partialMatch: false },
];

const files = [
  { category: "test", pattern: "app/**/*.test.{ts,tsx}" },
  // The server bundle's entry, built with the routes (one module graph): it wires features and the database.
  { category: "server-entry", pattern: ["server/app.ts", "server/development/**"] },
  // The action kit reads the signed-in user through the accounts feature's session (decision 0030).
  { category: "action-kit", pattern: "app/lib/action.server.ts" },
];

/** Files of element type `from` (and file category, when given) may import elements of type `to` ("!x": all but x). */
const allow = (from, to, { category, dependency } = {}) => ({
  from: { element: { type: from }, ...(category ? { file: { categories: category } } : {}) },
  allow: { to: { element: { type: to } }, ...(dependency ? { dependency } : {}) },
});

// The last policy that matches an import decides.
const layerPolicies = [
  allow("app", ["feature", "ui", "lib"]),
  allow("routes", ["feature", "ui", "lib"]),
  allow("routes", "db", { dependency: { kind: "type" } }),
  allow("feature", ["feature", "db", "ui", "lib"]),
  allow("ui", ["ui", "lib"]),
  allow("lib", ["lib", "locales"]),
  allow("lib", "feature", { category: "action-kit" }),
  allow("db", ["db", "lib"]),
  allow("server", ["server", "lib"]),
  allow("server", ["feature", "db"], { category: "server-entry" }),
  allow("scripts", "!tests"),
  allow("tests", "*"),
  allow("*", "*", { category: "test" }),
];

export default defineConfig(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // Playwright fixtures call their callback `use`; the hook rules are for the React app only.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    // An action reads its form with readForm, which answers an unreadable body 400 instead of throwing;
    // a page shows a message in the one Alert box, not a box coloured by hand (decision 0030).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/action.server.ts", "app/ui/Alert.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData']",
          message: "Read a posted form with readForm (app/lib/action.server.ts).",
        },
        {
          selector: "Literal[value=/(^|\\s)bg-red-50(\\s|$)/], TemplateElement[value.raw=/(^|\\s)bg-red-50(\\s|$)/]",
          message: "Show a message with <Alert tone> (app/ui/Alert.tsx).",
        },
      ],
    },
  },
  {
    // Decision 0031: features answer with codes; routes word them. And decision 0017: one owner per table.
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/features/catalogue/seed/**"],
    plugins: { cravings },
    rules: {
      "cravings/own-tables": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "express", message: "Express belongs in server/; a feature takes and returns plain values." },
            {
              name: "~/lib/language.server",
              importNames: ["requestT"],
              message: "A feature returns codes; the route words them (decision 0031).",
            },
            {
              name: "~/lib/i18n",
              importNames: ["fixedT"],
              message: "A feature returns codes; the route (or the mail module) words them (decision 0031).",
            },
          ],
        },
      ],
    },
  },
  {
    // A module a newcomer can read in one sitting (issue 31); seed data, generated types and migrations aside.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/features/catalogue/seed/**", "app/db/database-types.ts", "app/db/migrations/**"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  {
    // A migration runs against the schema as it was when it was written, not today's generated types.
    files: ["app/db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "tests/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "boundaries/root-path": import.meta.dirname,
      "boundaries/elements": elements,
      "boundaries/files": files,
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: layerPolicies }],
    },
  },
);
