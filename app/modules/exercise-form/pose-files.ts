// The pose model's files as the browser loads them from /models/pose/ (copied there from
// @mediapipe/pose by scripts/model-assets.ts): the loader first, then one WebAssembly build (with
// SIMD where the browser has it), the packed graph assets and the lite landmark model. Pure.

export const POSE_MODEL_PATH = "/models/pose/";
export const POSE_LOADER = "pose.js";

export function poseFilesFor(simd: boolean): string[] {
  const wasm = simd ? "pose_solution_simd_wasm_bin" : "pose_solution_wasm_bin";
  return [
    POSE_LOADER,
    "pose_solution_packed_assets_loader.js",
    `${wasm}.js`,
    `${wasm}.wasm`,
    "pose_solution_packed_assets.data",
    "pose_web.binarypb",
    "pose_landmark_lite.tflite",
  ];
}

/** Every file either build needs (the server reports their sizes for the progress bar). */
export const POSE_FILES = [...new Set([...poseFilesFor(true), ...poseFilesFor(false)])];
