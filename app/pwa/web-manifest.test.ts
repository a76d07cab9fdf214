import { describe, expect, it } from "vitest";
import { FEATURE_GRAPHIC, ICON_192, ICON_512, ICON_512_MASKABLE } from "./icons";
import { webManifest } from "./web-manifest";

describe("web app manifest", () => {
  const manifest = webManifest();

  it("has what a browser needs to install the app", () => {
    expect(manifest).toMatchObject({ short_name: "Fitplate", start_url: "/", scope: "/", display: "standalone" });
    expect(manifest.name.length).toBeGreaterThan(0);
  });

  it("takes its colors from the theme: the brand green and the body's background", () => {
    expect(manifest.theme_color).toBe("#059669");
    expect(manifest.background_color).toBe("#f8fafc");
  });

  it("lists the 192 and 512 px icons and a maskable one, at the paths the deployment checks read", () => {
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512-maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
    expect([ICON_192, ICON_512, ICON_512_MASKABLE].map((icon) => icon.path)).toEqual(manifest.icons.map((icon) => icon.src));
    expect(FEATURE_GRAPHIC).toMatchObject({ path: "/icons/feature-graphic-1024x500.png", width: 1024, height: 500 });
  });
});
