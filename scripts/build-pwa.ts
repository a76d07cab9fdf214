// The installable app's files, made after `remix vite:build` (npm run build) into build/client:
// the icons (drawn from the one SVG with sharp), the web manifest, and the service worker (its
// source bundled by Vite, its precache list injected by Workbox). docs/decisions/0026-installable-offline-app.md
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { build } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { injectManifest } from "workbox-build";
import { FEATURE_GRAPHIC, ICON_192, ICON_512, ICON_512_MASKABLE, ICON_SOURCE, type AppIcon } from "../app/pwa/icons";
import { MANIFEST_PATH } from "../app/pwa/names";
import { webManifest } from "../app/pwa/web-manifest";

const CLIENT = "build/client";
const out = (urlPath: string) => path.join(CLIENT, urlPath);

/** The SVG drawn at `size` pixels (its density scaled so it is rendered sharp, not upscaled). */
async function drawn(svg: Buffer, size: number): Promise<Buffer> {
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The glyph at `scale` of the icon, centred on a full-bleed `background`. */
async function onBackground(svg: Buffer, icon: AppIcon, glyph: number, background: string): Promise<void> {
  await sharp({ create: { width: icon.width, height: icon.height, channels: 4, background } })
    .composite([{ input: await drawn(svg, glyph), gravity: "centre" }])
    .png()
    .toFile(out(icon.path));
}

async function writeIcons(theme: string) {
  const svg = await readFile(ICON_SOURCE);
  await mkdir(path.dirname(out(ICON_192.path)), { recursive: true });
  for (const icon of [ICON_192, ICON_512]) await writeFile(out(icon.path), await drawn(svg, icon.width));
  // Maskable: Android may crop to a circle of 80 % of the side; the round logo fills that circle.
  await onBackground(svg, ICON_512_MASKABLE, Math.round(ICON_512_MASKABLE.width * 0.8), theme);
  await onBackground(svg, FEATURE_GRAPHIC, Math.round(FEATURE_GRAPHIC.height * 0.6), theme);
}

/** The worker's source (app/pwa/sw.ts) as one classic script, then its precache list injected. */
async function writeServiceWorker() {
  const bundleDir = await mkdtemp(path.join(tmpdir(), "fitplate-sw-"));
  try {
    await build({
      configFile: false,
      logLevel: "warn",
      plugins: [tsconfigPaths()],
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir: bundleDir,
        emptyOutDir: true,
        target: "es2020",
        lib: { entry: "app/pwa/sw.ts", formats: ["iife"], name: "fitplateServiceWorker", fileName: () => "sw.js" },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(bundleDir, "sw.js"),
      swDest: out("/sw.js"),
      globDirectory: CLIENT,
      // Only what is the same for every visitor: hashed assets, icons, the manifest, the offline page.
      globPatterns: ["assets/**/*.{js,css}", "icons/icon-*.png", "favicon.svg", "manifest.webmanifest", "offline.html"],
      // Form analysis's video reader (Mediabunny, ~250 KB) loads only when an analysis starts, on the
      // one screen that needs it: every install downloading it ahead would cost a phone 66 KB gzip.
      globIgnores: ["assets/decoded-frames-*.js"],
      // Hashed file names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
    });
    for (const warning of warnings) console.warn(warning);
    console.log(`Service worker: ${count} files precached (${Math.round(size / 1024)} KiB)`);
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}

const manifest = webManifest();
await writeIcons(manifest.theme_color);
await writeFile(out(MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
await writeServiceWorker();
