// The on-device models' files, copied from their npm packages into the build's static assets
// (build/client/models/<name>/) after `remix vite:build`: the browser loads them from our own
// origin, only on the screen that uses them, never from a CDN. Each file keeps its own name, in
// its entry's folder. The service worker does not precache them (scripts/build-pwa.ts). In
// development Vite serves the same files at the same URLs (serveModelAssets, vite.config.ts).
import { createReadStream } from "node:fs";
import { copyFile, mkdir, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

export type ModelAsset = { name: string; package: string; files: string[] };

export const MODEL_ASSETS: ModelAsset[] = [
  // The label scanner's OCR (docs/decisions/0030): tesseract.js's worker, its WebAssembly cores
  // (the LSTM-only builds: relaxed SIMD, SIMD and plain, chosen by the browser) and the English model.
  { name: "tesseract", package: "tesseract.js", files: ["dist/worker.min.js"] },
  {
    name: "tesseract-core",
    package: "tesseract.js-core",
    files: ["tesseract-core-relaxedsimd-lstm.wasm.js", "tesseract-core-simd-lstm.wasm.js", "tesseract-core-lstm.wasm.js"],
  },
  { name: "tesseract-eng", package: "@tesseract.js-data/eng", files: ["4.0.0_best_int/eng.traineddata.gz"] },
];

const require = createRequire(import.meta.url);

/** The folder of an installed package (its package.json's folder). */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** Copies every model file into `<client>/models/<name>/<file's own name>`; returns the bytes copied. */
export async function copyModelAssets(client = "build/client"): Promise<number> {
  let bytes = 0;
  for (const asset of MODEL_ASSETS) {
    const target = path.join(client, "models", asset.name);
    await mkdir(target, { recursive: true });
    for (const file of asset.files) {
      const source = path.join(packageDir(asset.package), file);
      await copyFile(source, path.join(target, path.basename(file)));
      bytes += (await stat(source)).size;
    }
  }
  return bytes;
}

const TYPES: Record<string, string> = { ".js": "text/javascript", ".gz": "application/gzip", ".wasm": "application/wasm" };

/** `npm run dev`: /models/<name>/<file> answered from the package, as the build's copy is in production. */
export function serveModelAssets(): Plugin {
  return {
    name: "fitplate-model-assets",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [, name, fileName] = /^\/models\/([^/]+)\/([^/?]+)/.exec(req.url ?? "") ?? [];
        const asset = MODEL_ASSETS.find((entry) => entry.name === name);
        const file = asset?.files.find((entry) => path.basename(entry) === fileName);
        if (!asset || !file) return next();
        res.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream");
        createReadStream(path.join(packageDir(asset.package), file))
          .on("error", next)
          .pipe(res);
      });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await copyModelAssets();
  console.log(`Model files: ${MODEL_ASSETS.length} packages copied to build/client/models (${Math.round(bytes / 1024 / 1024)} MB)`);
}
