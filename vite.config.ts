import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { compileHints } from "./scripts/compile-hints";
import { serveModelAssets } from "./scripts/model-assets";
import { sharedChunk } from "./scripts/shared-chunk";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths(), serveModelAssets(), compileHints()],
  // Old phones get ES2020; the server build may use top-level await (app/db.server.ts).
  build: {
    target: isSsrBuild ? "node20" : "es2020",
    // Two shared chunks instead of Rollup's many small ones (scripts/shared-chunk.ts).
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: sharedChunk } },
  },
}));
