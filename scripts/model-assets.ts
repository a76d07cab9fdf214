// The on-device models' files, copied from their npm packages into the build's static assets
// (build/client/models/<name>/) by `npm run build`, after `remix vite:build` and before the
// service worker (whose precache list leaves models/ out: they load only on the screen that
// needs them). Nothing is downloaded: the files ship inside the packages.
import { createReadStream } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

export type ModelAsset = { name: string; package: string; files: string[] };

export const MODEL_ASSETS: ModelAsset[] = [
  {
    // MediaPipe Pose for /form-analysis (docs/decisions/0033-pose-form-analysis.md): the solution's
    // loader, its WebAssembly (with and without SIMD; it picks one), the packed graph assets and
    // the lite landmark model only (the full and heavy ones are not used).
    name: "pose",
    package: "@mediapipe/pose",
    files: [
      "pose.js",
      "pose_solution_packed_assets_loader.js",
      "pose_solution_packed_assets.data",
      "pose_solution_simd_wasm_bin.js",
      "pose_solution_simd_wasm_bin.wasm",
      "pose_solution_wasm_bin.js",
      "pose_solution_wasm_bin.wasm",
      "pose_web.binarypb",
      "pose_landmark_lite.tflite",
    ],
  },
  // tesseract.js for /ar-nutrition-scanner (docs/decisions/0034-label-ocr-with-tesseract.md): its
  // worker script, its WebAssembly cores (the LSTM-only builds with relaxed SIMD, SIMD and none; the
  // browser picks one) and the English LSTM model. Each file keeps its path in the package.
  { name: "tesseract", package: "tesseract.js", files: ["dist/worker.min.js"] },
  {
    name: "tesseract-core",
    package: "tesseract.js-core",
    files: ["tesseract-core-relaxedsimd-lstm.wasm.js", "tesseract-core-simd-lstm.wasm.js", "tesseract-core-lstm.wasm.js"],
  },
  { name: "tesseract-eng", package: "@tesseract.js-data/eng", files: ["4.0.0_best_int/eng.traineddata.gz"] },
];

const require = createRequire(import.meta.url);

/** The folder of an installed package (found through its package.json, as Node resolves it). */
export function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

export async function copyModelAssets(clientDir = "build/client"): Promise<void> {
  for (const asset of MODEL_ASSETS) {
    const from = packageDir(asset.package);
    const to = path.join(clientDir, "models", asset.name);
    await mkdir(to, { recursive: true });
    for (const file of asset.files) {
      await mkdir(path.dirname(path.join(to, file)), { recursive: true });
      await copyFile(path.join(from, file), path.join(to, file));
    }
    console.log(`Model files: ${asset.files.length} from ${asset.package} → ${to}`);
  }
}

const TYPES: Record<string, string> = { ".js": "text/javascript", ".gz": "application/gzip", ".wasm": "application/wasm" };

/**
 * `npm run dev` (vite.config.ts): /models/<name>/<file> answered from the package, as the build's
 * copy answers it in production, so the same URLs work in both.
 */
export function serveModelAssets(): Plugin {
  return {
    name: "fitplate-model-assets",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [, name, file] = /^\/models\/([^/]+)\/([^?]+)/.exec(req.url ?? "") ?? [];
        const asset = MODEL_ASSETS.find((entry) => entry.name === name);
        if (!asset || !file || !asset.files.includes(file)) return next();
        res.setHeader("Content-Type", TYPES[path.extname(file)] ?? "application/octet-stream");
        createReadStream(path.join(packageDir(asset.package), file))
          .on("error", next)
          .pipe(res);
      });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await copyModelAssets();
