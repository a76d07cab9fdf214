import { formatHex } from "culori";
import { colorValue } from "~/shared/colors/palette";
import { MANIFEST_ICONS } from "./icons";

// The web app manifest (/manifest.webmanifest), written at build time by scripts/build-pwa.ts.
// Its colors are the theme's: the brand green the browser's bar takes, and the body's background
// behind the splash screen.

export const THEME_COLOR_TOKEN = "brand-600";
export const BACKGROUND_COLOR_TOKEN = "slate-50";

function hex(token: string): string {
  const value = colorValue(token);
  const formatted = value === null ? undefined : formatHex(value);
  if (!formatted) throw new Error(`The manifest's color ${token} is not in the palette`);
  return formatted;
}

export function webManifest() {
  return {
    id: "/",
    name: "Fitplate — nutrition and fitness tracker",
    short_name: "Fitplate",
    description: "Log what you eat, see calories and macros against your goals, and track workouts.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    lang: "en",
    categories: ["health", "fitness", "food"],
    theme_color: hex(THEME_COLOR_TOKEN),
    background_color: hex(BACKGROUND_COLOR_TOKEN),
    icons: MANIFEST_ICONS.map((icon) => ({
      src: icon.path,
      sizes: `${icon.width}x${icon.height}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
