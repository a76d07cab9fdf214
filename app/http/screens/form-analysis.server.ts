import { stat } from "node:fs/promises";
import path from "node:path";
import { formError } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { EXERCISE_NAMES } from "~/modules/exercise-form/exercises";
import { deleteFormAnalysis, saveFormAnalysis } from "~/modules/exercise-form/analyses.server";
import { ANALYSIS_FIELD, SAVE_ANALYSIS_INTENT } from "~/modules/exercise-form/intents";
import { FormAnalysisRef } from "~/modules/exercise-form/inputs";
import { POSE_FILES } from "~/modules/exercise-form/pose-files";
import { validate } from "~/modules/validate";

// /form-analysis's forms (save a result to the workout history, delete a saved one) and the sizes
// of the pose model's files, which the screen's progress bar counts against.

const SCREEN = "/form-analysis";

/** Saves the posted result (once per form key: /form-analysis declares it idempotent); the `analysis` field is the JSON the API door takes. */
export async function saveAnalysisFromForm(userId: number, formData: FormData) {
  let analysis: unknown;
  try {
    analysis = JSON.parse(String(formData.get(ANALYSIS_FIELD) ?? ""));
  } catch {
    return formError(SAVE_ANALYSIS_INTENT, "The analysis could not be read: analyze the video again", 400);
  }
  const saved = await saveFormAnalysis(userId, analysis);
  return redirectWithToast(SCREEN, {
    title: "Saved to your workout history",
    description: `${EXERCISE_NAMES[saved.exercise]}: ${saved.score}/100, ${saved.reps} ${saved.reps === 1 ? "rep" : "reps"}.`,
  });
}

export async function deleteAnalysisFromForm(userId: number, formData: FormData) {
  const { analysisId } = validate(FormAnalysisRef, Object.fromEntries(formData));
  const removed = await deleteFormAnalysis(userId, analysisId);
  return redirectWithToast(SCREEN, {
    title: "Form analysis removed",
    description: `${EXERCISE_NAMES[removed.exercise]} of ${removed.date} is no longer in your history.`,
  });
}

/** Where `npm run build` puts the pose model (scripts/model-assets.ts). */
const POSE_DIR = path.join("build", "client", "models", "pose");
let poseSizes: Promise<Record<string, number> | null> | null = null;

/** The byte size of each pose model file, read once; null when the build has no model (a development server without a build). */
export function poseModelSizes(): Promise<Record<string, number> | null> {
  poseSizes ??= Promise.all(POSE_FILES.map(async (file) => [file, (await stat(path.join(POSE_DIR, file))).size] as const))
    .then((entries) => Object.fromEntries(entries))
    .catch(() => null);
  return poseSizes;
}
