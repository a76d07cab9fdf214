// Lint rules (Remix / Epic Stack conventions): typescript-eslint, React hooks, JSX accessibility,
// and the one-way layers between app/ folders (eslint.layers.js, ADR 0007).
// Formatting is Prettier's job (`npm run format`); `npm test` runs both checks.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import layers from "./eslint.layers.js";

export default tseslint.config(
  { ignores: ["build/", "app/generated/", "bench/hello-remix/build/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    // jsx-a11y reads DateTimeInput as the input it renders.
    settings: { react: { version: "18.3" }, "jsx-a11y": { components: { DateTimeInput: "input" } } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
    },
  },
  {
    files: ["scripts/**", "bench/**", "prisma/**", "tests/**", "server/**", "server.js"],
    rules: { "no-console": "off" },
  },
  ...layers,
);
