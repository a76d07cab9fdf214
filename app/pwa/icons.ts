// The app's icons, all drawn at build time from public/favicon.svg (scripts/build-pwa.ts). The paths
// are read by the deployment-status checks and listed in the web manifest: keep them as they are.

export type AppIcon = {
  path: string;
  width: number;
  height: number;
  /** `maskable`: the glyph sits inside the central safe zone on a full-bleed background (Android crops it to any shape). */
  purpose: "any" | "maskable";
};

export const ICON_SOURCE = "public/favicon.svg";

export const ICON_192: AppIcon = { path: "/icons/icon-192.png", width: 192, height: 192, purpose: "any" };
export const ICON_512: AppIcon = { path: "/icons/icon-512.png", width: 512, height: 512, purpose: "any" };
export const ICON_512_MASKABLE: AppIcon = { path: "/icons/icon-512-maskable.png", width: 512, height: 512, purpose: "maskable" };

/** Google Play's feature graphic (1024×500), for the store listing of the Trusted Web Activity. */
export const FEATURE_GRAPHIC: AppIcon = { path: "/icons/feature-graphic-1024x500.png", width: 1024, height: 500, purpose: "any" };

/** The icons the manifest lists (the feature graphic is for the store, not the launcher). */
export const MANIFEST_ICONS = [ICON_192, ICON_512, ICON_512_MASKABLE];
