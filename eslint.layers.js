// The one-way layers of ADR 0007, checked by eslint-plugin-boundaries for every file under app/
// and server/: each file belongs to one element (a file that belongs to none is an error), and an
// import, type-only or not, is refused unless LAYERS lets its element import the target's.
// app/modules/layers.test.ts shows the rule refusing each back-arrow.
import boundaries from "eslint-plugin-boundaries";

/** Each element, and the elements it may import. */
export const LAYERS = {
  shell: ["shell", "routes", "ui", "http", "modules", "shared", "hooks", "pwa", "config", "database", "styles"],
  routes: ["routes", "ui", "http", "modules", "shared", "hooks", "pwa", "config", "styles"],
  ui: ["ui", "modules", "shared", "hooks", "pwa", "styles"],
  http: ["http", "limits", "modules", "shared", "config", "styles"],
  hooks: ["hooks", "modules", "shared"],
  pwa: ["pwa", "modules", "shared"],
  shared: ["shared", "modules"],
  modules: ["modules", "config", "database"],
  database: ["database", "config", "generated"],
  config: ["config"],
  limits: [],
  styles: [],
  generated: ["generated"],
  server: ["server", "config", "limits"],
};

/** Where each element's files are (paths from the project root). */
const ELEMENTS = {
  shell: ["app/root.tsx", "app/entry.*.tsx"],
  routes: ["app/routes/**"],
  ui: ["app/ui/**"],
  limits: ["app/http/limits.js"],
  http: ["app/http/**"],
  hooks: ["app/hooks/**"],
  pwa: ["app/pwa/**"],
  shared: ["app/shared/**"],
  modules: ["app/modules/**"],
  database: ["app/db.server.ts", "app/db-*.ts", "app/db-*.server.ts", "app/db-*.server.test.ts"],
  config: ["app/env*.ts", "app/env-schema.server.js", "app/public-url.server.ts", "app/zod-config.ts"],
  styles: ["app/styles/**"],
  generated: ["app/generated/**"],
  server: ["server/**", "server.js"],
};

export default [
  {
    files: ["app/**/*.{ts,tsx,js}", "server/**/*.js", "server.js"],
    // The server's own tests start the whole app (they import its database on purpose).
    ignores: ["server/**/*.test.js"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": Object.entries(ELEMENTS).map(([type, pattern]) => ({ type, pattern, mode: "full" })),
      "import/resolver": { typescript: { project: "./tsconfig.json" }, node: true },
    },
    rules: {
      "boundaries/no-unknown-files": "error",
      "boundaries/element-types": [
        "error",
        { default: "disallow", rules: Object.entries(LAYERS).map(([from, allow]) => ({ from, allow })) },
      ],
    },
  },
];
