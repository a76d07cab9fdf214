// The bench's floor: a hello-world Remix 2 app built with the same @remix-run/*, React and Vite
// as Fitplate (node_modules of the project) and the same future flags as remix.config.js.
// Built by bench/lib/hello-remix.ts: `remix vite:build bench/hello-remix` → bench/hello-remix/build.
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      appDirectory: "app",
      buildDirectory: "build",
      serverModuleFormat: "esm",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: false,
      },
    }),
  ],
  build: { target: isSsrBuild ? "node20" : "es2020" },
  logLevel: "warn",
}));
