// The exercises the form analysis knows (spec commercial §2.11), with the words the screens use. Pure, no zod.

export const FORM_EXERCISES = ["squat", "deadlift", "bench-press", "overhead-press", "row", "pull-up", "push-up", "lunge"] as const;
export type FormExercise = (typeof FORM_EXERCISES)[number];

export const EXERCISE_NAMES: Record<FormExercise, string> = {
  squat: "Squat",
  deadlift: "Deadlift",
  "bench-press": "Bench press",
  "overhead-press": "Overhead press",
  row: "Row",
  "pull-up": "Pull-up",
  "push-up": "Push-up",
  lunge: "Lunge",
};

/** How to film each exercise so the joints the rules need are in view. */
export const FILMING_TIPS: Record<FormExercise, string> = {
  squat: "Side-on or facing the camera at hip height, your whole body in view.",
  deadlift: "Side-on at hip height, your whole body and the bar in view.",
  "bench-press": "From the side at bench height, head to hips in view.",
  "overhead-press": "Side-on or facing the camera, from your knees to above your hands.",
  row: "Side-on at hip height, your whole body in view.",
  "pull-up": "Facing or behind you, from your hands on the bar to your feet.",
  "push-up": "Side-on at floor level, from your hands to your feet.",
  lunge: "Side-on or facing the camera, your whole body in view.",
};

export function isFormExercise(value: unknown): value is FormExercise {
  return typeof value === "string" && (FORM_EXERCISES as readonly string[]).includes(value);
}

/** The recording stops itself after this long (spec §4, §9). */
export const MAX_RECORDING_SECONDS = 30;

/** The longest stretch of video analyzed (a chosen file; the camera stops at 30 s). */
export const MAX_ANALYZED_SECONDS = 120;
