import type { Pose, Results } from "@mediapipe/pose";
import type { Landmark } from "~/modules/exercise-form/geometry";
import { POSE_LOADER, POSE_MODEL_PATH, poseFilesFor } from "~/modules/exercise-form/pose-files";

// MediaPipe Pose in the browser, loaded only when the form analysis starts: its files come from
// our own origin (/models/pose/, copied from the npm package at build time), fetched first with a
// byte count for the progress bar (the browser's cache then hands them to MediaPipe), then the
// model is started on the CPU (XNNPACK). docs/decisions/0033-pose-form-analysis.md

export type LoadProgress = { stage: "download"; loaded: number; total: number | null } | { stage: "start" };

export type PoseDetector = {
  /**
   * The 33 world landmarks (with the picture's visibility) of the person in `image`, or null when
   * nobody is found. `image` is copied before the call returns: it may change while the model runs.
   */
  detect(image: HTMLVideoElement | HTMLCanvasElement, timestampMs: number): Promise<Landmark[] | null>;
  /** Forget the last frames (a new video starts). */
  reset(): void;
  close(): Promise<void>;
};

/** The longer side of a frame as the model gets it (pixels). */
export const MODEL_FRAME_WIDTH = 640;

/** The pose options MediaPipe takes beyond its typings: `useCpuInference` is a real option of the solution. */
type PoseOptions = Parameters<Pose["setOptions"]>[0] & { useCpuInference?: boolean };

/** A 9-byte module using a SIMD instruction: whether this browser runs the SIMD build (MediaPipe's own test). */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

function supportsSimd(): boolean {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

/** Fetches `files` into the HTTP cache, reporting bytes as they arrive. */
async function prefetch(files: string[], sizes: Record<string, number> | null, onProgress: (progress: LoadProgress) => void) {
  const total = sizes ? files.reduce((sum, file) => sum + (sizes[file] ?? 0), 0) : null;
  let loaded = 0;
  onProgress({ stage: "download", loaded, total });
  for (const file of files) {
    const response = await fetch(POSE_MODEL_PATH + file);
    if (!response.ok || !response.body) throw new Error(`${file}: ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      loaded += value.byteLength;
      onProgress({ stage: "download", loaded, total });
    }
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/** How long the model may take to start once its files are here (seconds on a slow phone; minutes means it never will). */
const START_TIMEOUT_MS = 90_000;

function withinTime<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

let loading: Promise<PoseDetector> | null = null;

/** The pose detector, loaded once per page (again after `closePoseDetector`). */
export function loadPoseDetector(sizes: Record<string, number> | null, onProgress: (progress: LoadProgress) => void) {
  loading ??= start(sizes, onProgress).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function closePoseDetector(): Promise<void> {
  const current = loading;
  loading = null;
  await current?.then((detector) => detector.close()).catch(() => {});
}

async function start(sizes: Record<string, number> | null, onProgress: (progress: LoadProgress) => void): Promise<PoseDetector> {
  await prefetch(poseFilesFor(supportsSimd()), sizes, onProgress);
  onProgress({ stage: "start" });
  const global = window as unknown as { Pose?: typeof Pose };
  if (!global.Pose) await loadScript(POSE_MODEL_PATH + POSE_LOADER);
  const pose = new global.Pose!({ locateFile: (file) => POSE_MODEL_PATH + file });
  const options: PoseOptions = {
    modelComplexity: 0,
    smoothLandmarks: true,
    enableSegmentation: false,
    minDetectionConfidence: 0.5,
    minTrackingConfidence: 0.5,
    // The CPU path: 40–80 ms a frame here, where the WebGL one took seconds on a software GPU.
    useCpuInference: true,
  };
  pose.setOptions(options);
  let last: Results | null = null;
  pose.onResults((results) => {
    last = results;
  });
  // The first frame starts the graph (seconds): done here, under "Starting the pose model". A model
  // that cannot start (WebAssembly refused, a broken file) would otherwise leave the bar there for good.
  const blank = document.createElement("canvas");
  blank.width = 64;
  blank.height = 64;
  await withinTime(
    (async () => {
      await pose.initialize();
      await pose.send({ image: blank }, 0);
    })(),
    START_TIMEOUT_MS,
    "the pose model did not start in this browser",
  );
  // MediaPipe wants rising timestamps across videos: each video's times start a second after the last.
  let lastStamp = 0;
  let base = 0;
  // Each frame is copied (scaled down: the model works at 256 × 256 anyway, and a 1280 × 720 frame costs
  // four times as much to hand over as a 640 × 360 one) before the model runs, so the video can move on.
  const frame = document.createElement("canvas");
  const context = frame.getContext("2d");
  const reset = () => {
    pose.reset();
    base = lastStamp + 1000;
  };
  reset();
  const scaled = (image: HTMLVideoElement | HTMLCanvasElement) => {
    const width = image instanceof HTMLVideoElement ? image.videoWidth : image.width;
    const height = image instanceof HTMLVideoElement ? image.videoHeight : image.height;
    const ratio = Math.min(1, MODEL_FRAME_WIDTH / Math.max(width, height));
    if (!context || width === 0) return image;
    frame.width = Math.round(width * ratio);
    frame.height = Math.round(height * ratio);
    context.drawImage(image, 0, 0, frame.width, frame.height);
    return frame;
  };
  return {
    async detect(image, timestampMs) {
      last = null;
      lastStamp = Math.max(lastStamp + 1, base + Math.round(timestampMs));
      await pose.send({ image: scaled(image) }, lastStamp);
      const found = last as Results | null;
      const world = found?.poseWorldLandmarks;
      if (!found?.poseLandmarks || !world) return null;
      return world.map((point, i) => ({ x: point.x, y: point.y, z: point.z, visibility: found.poseLandmarks[i]?.visibility ?? 0 }));
    },
    reset,
    close: () => pose.close(),
  };
}
