// Remix's own options, read by the Vite plugin in vite.config.ts (the app in app/, the build in
// build/, ESM: the plugin's defaults). The future flags adopt Remix 3 behaviour now, except lazy route
// discovery: the whole route manifest loads as one file (docs/decisions/0038).
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
  },
};
