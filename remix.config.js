// Remix's own options, read by the Vite plugin in vite.config.ts (the app in app/, the build in
// build/, ESM: the plugin's defaults). The future flags adopt Remix 3 behaviour now, lazy route
// discovery included: a page carries only its own routes, the rest are asked for as its links appear
// (docs/decisions/0049).
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
