// The on-device models' files, copied from their npm packages into the build's static assets
// (build/client/models/<name>/) by `npm run build`, after `remix vite:build` and before the
// service worker (whose precache list leaves models/ out: they load only on the screen that
// needs them). Nothing is downloaded: the files ship inside the packages.
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

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
    for (const file of asset.files) await copyFile(path.join(from, file), path.join(to, file));
    console.log(`Model files: ${asset.files.length} from ${asset.package} → ${to}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await copyModelAssets();
