import { analyzeForm, type FormOutcome, type PoseFrame } from "~/modules/exercise-form/analyze";
import { MAX_ANALYZED_SECONDS, type FormExercise } from "~/modules/exercise-form/exercises";
import { loadPoseDetector, MODEL_FRAME_WIDTH, type LoadProgress } from "./pose-model";
import { eachFrame, openFrames } from "./video-frames";

// One analysis: the pose model (loaded once) over the video's frames, 10 a second, then the rules.

/** Frames analyzed per second of video: enough for tempo and reps (a rep takes 2–4 s). */
export const ANALYSIS_FPS = 10;

const PROGRESS_EVERY = 5;

export type AnalysisProgress = LoadProgress | { stage: "frames"; done: number; total: number };

export type AnalysisRun = {
  outcome: FormOutcome;
  /** How fast the model kept up on this device: frames analyzed per second of wall time. */
  framesPerSecond: number;
  frames: number;
  /** Of that time, the mean milliseconds a frame spent in the model (the rest is reading the video). */
  modelMsPerFrame: number;
};

export async function analyzeVideo(options: {
  video: HTMLVideoElement;
  source: Blob;
  exercise: FormExercise;
  modelSizes: Record<string, number> | null;
  onProgress: (progress: AnalysisProgress) => void;
  signal: AbortSignal;
}): Promise<AnalysisRun | null> {
  const { video, source, exercise, modelSizes, onProgress, signal } = options;
  const detector = await loadPoseDetector(modelSizes, onProgress);
  if (signal.aborted) return null;
  const {
    times,
    frames: videoFrames,
    close,
  } = await openFrames(video, source, {
    fps: ANALYSIS_FPS,
    maxSeconds: MAX_ANALYZED_SECONDS,
    maxSide: MODEL_FRAME_WIDTH,
  });
  detector.reset();
  const frames: PoseFrame[] = [];
  onProgress({ stage: "frames", done: 0, total: times.length });
  const started = performance.now();
  let modelMs = 0;
  try {
    await eachFrame(videoFrames, async ({ t, image }, index) => {
      if (signal.aborted) return false;
      const before = performance.now();
      frames.push({ t, points: await detector.detect(image, t * 1000) });
      modelMs += performance.now() - before;
      // A re-render per frame would cost the model time: the bar moves every few frames.
      if ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === times.length)
        onProgress({ stage: "frames", done: index + 1, total: times.length });
    });
  } finally {
    close();
  }
  if (signal.aborted) return null;
  const seconds = (performance.now() - started) / 1000;
  return {
    outcome: analyzeForm(exercise, frames),
    frames: frames.length,
    framesPerSecond: seconds > 0 ? Math.round((frames.length / seconds) * 10) / 10 : 0,
    modelMsPerFrame: frames.length ? Math.round(modelMs / frames.length) : 0,
  };
}
