// Form analysis speed (issue 28): the real /form-analysis page in Debian's Chromium, MediaPipe Pose
// on the CPU, over (1) a recording of Chromium's fake camera (a moving test pattern, no person: the
// detector runs on every frame) and (2) the same camera playing a clip of a person made from a photo
// (the landmark model tracks them). Figures: frames analyzed per second of wall time (reading the video included),
// against the target of 10; the model's download and start-up; what the rules made of it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { writePersonClip } from "../tests/helpers/person-clip";

export const POSE_FPS_TARGET = 10;

export type PoseRun = {
  clip: string;
  frames: number;
  framesPerSecond: number;
  /** Mean ms a frame spent in the model (reading the next frame overlaps it). */
  modelMsPerFrame: number;
  modelReadyMs: number;
  outcome: string;
};

/** One line of the report. */
export function describePoseRun(run: PoseRun): string {
  return `${run.clip}: ${run.frames} frames at ${run.framesPerSecond} frames/s (${Math.round(1000 / run.framesPerSecond)} ms a frame, ${run.modelMsPerFrame} of them in the model); model ready ${(run.modelReadyMs / 1000).toFixed(1)} s after Analyze; outcome: ${run.outcome}`;
}

async function analyze(page: Page, clip: string): Promise<PoseRun> {
  const started = Date.now();
  await page.getByRole("button", { name: "Analyze Form" }).click();
  await page.locator('[data-stage="frames"]').waitFor({ timeout: 180_000 });
  const modelReadyMs = Date.now() - started;
  const speed = page.getByTestId("analysis-speed");
  await speed.waitFor({ timeout: 600_000 });
  const outcome =
    (await page
      .getByTestId("form-outcome")
      .getAttribute("data-kind")
      .catch(() => null)) ?? `score ${await page.getByTestId("form-score").first().innerText()}`;
  const result = {
    clip,
    frames: Number(await speed.getAttribute("data-frames")),
    framesPerSecond: Number(await speed.getAttribute("data-fps")),
    modelMsPerFrame: Number(await speed.getAttribute("data-model-ms")),
    modelReadyMs,
    outcome: outcome.replace(/\s+/g, " "),
  };
  await page.getByRole("button", { name: "Reset" }).click();
  return result;
}

/** Records `seconds` of the fake camera (its test pattern, or `clip`) on /form-analysis and analyzes it. */
async function recordAndAnalyze(options: { url: string; cookie: string; seconds: number; clip?: string; label: string }): Promise<PoseRun> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      ...(options.clip ? [`--use-file-for-fake-video-capture=${options.clip}`] : []),
    ],
  });
  try {
    const context = await browser.newContext({ baseURL: options.url, serviceWorkers: "block" });
    const [name, value] = options.cookie.split(";")[0]!.split("=");
    await context.addCookies([{ name: name!, value: value!, url: options.url }]);
    const page = await context.newPage();
    await page.goto("/form-analysis");
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("button", { name: "Start Recording" }).click();
    await page.waitForTimeout(options.seconds * 1000);
    await page.getByRole("button", { name: "Stop Recording" }).click();
    return await analyze(page, options.label);
  } finally {
    await browser.close();
  }
}

export async function benchPoseAnalysis(options: { url: string; cookie: string; seconds: number }): Promise<PoseRun[]> {
  const { url, cookie, seconds } = options;
  const runs = [await recordAndAnalyze({ url, cookie, seconds, label: `fake camera, ${seconds} s recorded (no person)` })];
  const folder = await mkdtemp(path.join(tmpdir(), "fitplate-pose-"));
  try {
    const clip = await writePersonClip(path.join(folder, "person.mjpeg"));
    runs.push(await recordAndAnalyze({ url, cookie, seconds, clip, label: `fake camera playing a person, ${seconds} s recorded` }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return runs;
}
