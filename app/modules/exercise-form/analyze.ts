import { bodyOf, type Body } from "./body";
import { EXERCISE_NAMES, FILMING_TIPS, type FormExercise } from "./exercises";
import type { Landmark } from "./geometry";
import { findReps, medianSmooth, type Rep } from "./reps";
import { RULES, type Check } from "./rules";
import { checkScore, formScore, statusOf, type KeyPointStatus } from "./score";

// The form analysis (spec commercial §3 "form analysis result"): the pose model's landmarks of the
// analyzed frames in, the reps found and each rule's verdict out, or a plain reason why there is
// no score (nobody in view, the joints not in view, no complete rep). Pure: the browser runs it on
// the frames it analyzed, the tests on synthetic landmark sequences.

/** One analyzed frame: its time in the video (s) and the 33 world landmarks, or null when nobody was found. */
export type PoseFrame = { t: number; points: readonly Landmark[] | null };

export type KeyPoint = { point: string; status: KeyPointStatus; description: string };
export type FormFeedback = { good: string[]; improvements: string[]; warnings: string[] };

export type FormAnalysisResult = {
  exercise: FormExercise;
  score: number;
  feedback: FormFeedback;
  keyPoints: KeyPoint[];
  reps: number;
  /** Seconds of video analyzed. */
  durationSeconds: number;
  framesAnalysed: number;
  /** Frames in which the joints this exercise needs were seen. */
  framesTracked: number;
};

export type FormOutcome =
  | { kind: "result"; result: FormAnalysisResult }
  | { kind: "no-person" | "not-in-view" | "no-reps"; title: string; message: string; framesAnalysed: number };

/** Under this share of frames with the exercise's joints in view, the feedback says so. */
const TRACKED_SHARE_NOTE = 0.6;
/** Fewer tracked frames than this cannot show a rep. */
const MIN_TRACKED_FRAMES = 5;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function figure(check: Check, value: number): string {
  if (check.unit === "°") return `${Math.round(value)}°`;
  if (check.unit === " s") return `${round(value, 1)} s`;
  return `${round(value, 2)}×`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

export function analyzeForm(exercise: FormExercise, frames: readonly PoseFrame[]): FormOutcome {
  const rules = RULES[exercise];
  const name = EXERCISE_NAMES[exercise].toLowerCase();
  const framesAnalysed = frames.length;
  const withPerson = frames.filter((frame) => frame.points !== null);
  if (withPerson.length === 0) {
    return {
      kind: "no-person",
      title: "No person in view",
      message: `The pose model found nobody in ${framesAnalysed === 1 ? "the frame" : `any of the ${framesAnalysed} frames`} analyzed, so there is no score. ${FILMING_TIPS[exercise]}`,
      framesAnalysed,
    };
  }

  const tracked: { t: number; body: Body; value: number }[] = [];
  for (const frame of withPerson) {
    const body = bodyOf(frame.points!);
    const value = rules.signal(body);
    if (value !== null) tracked.push({ t: frame.t, body, value });
  }
  if (tracked.length < MIN_TRACKED_FRAMES) {
    return {
      kind: "not-in-view",
      title: "Joints not in view",
      message: `A person was found, but not the joints a ${name} is judged by. ${FILMING_TIPS[exercise]}`,
      framesAnalysed,
    };
  }

  const samples = medianSmooth(tracked.map(({ t, value }) => ({ t, value })));
  const reps = findReps(samples, rules);
  if (reps.length === 0) {
    return {
      kind: "no-reps",
      title: "No complete rep found",
      message: `No full ${name} was seen from start to finish, so there is no score. Record at least one whole rep. ${FILMING_TIPS[exercise]}`,
      framesAnalysed,
    };
  }

  const bodies = tracked.map((sample) => sample.body);
  const times = samples.map((sample) => sample.t);
  const feedback: FormFeedback = { good: [], improvements: [], warnings: [] };
  const keyPoints: KeyPoint[] = [];
  const scored: Parameters<typeof formScore>[0] = [];
  for (const check of rules.checks) {
    const values = reps.map((rep: Rep) => check.measure({ bodies, times, rep })).filter((value) => value !== null);
    if (values.length === 0) continue;
    const value = median(values);
    const status = statusOf(check, value);
    keyPoints.push({ point: check.point, status, description: check.describe(figure(check, value)) });
    (status === "good" ? feedback.good : status === "warning" ? feedback.improvements : feedback.warnings).push(check.says[status]);
    scored.push({ weight: check.weight, score: checkScore(check, value), status });
  }

  const durationSeconds = round(frames[frames.length - 1]!.t - frames[0]!.t, 1);
  feedback.good.unshift(`${reps.length} complete ${reps.length === 1 ? "rep" : "reps"} found in ${durationSeconds} s.`);
  if (tracked.length / framesAnalysed < TRACKED_SHARE_NOTE) {
    feedback.improvements.push(
      `Your joints were in view in only ${Math.round((tracked.length / framesAnalysed) * 100)} % of the frames. ${FILMING_TIPS[exercise]}`,
    );
  }

  return {
    kind: "result",
    result: {
      exercise,
      score: formScore(scored),
      feedback,
      keyPoints,
      reps: reps.length,
      durationSeconds,
      framesAnalysed,
      framesTracked: tracked.length,
    },
  };
}
