import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { userClock } from "~/modules/user/clock.server";
import { validate } from "~/modules/validate";
import type { FormAnalysisResult, FormFeedback, KeyPoint } from "./analyze";
import type { FormExercise } from "./exercises";
import { FormAnalysisIdSchema, SaveFormAnalysisInput } from "./inputs";

// Saved form analyses: the member's workout history of form checks (the result only; the video
// stays on the device).

export type SavedFormAnalysis = FormAnalysisResult & { id: number; source: "camera" | "file"; date: string; createdAt: string };

type Row = Awaited<ReturnType<typeof db.formAnalysis.findFirstOrThrow>>;

function saved(row: Row): SavedFormAnalysis {
  return {
    id: row.id,
    exercise: row.exercise as FormExercise,
    score: row.score,
    feedback: row.feedback as FormFeedback,
    keyPoints: row.keyPoints as KeyPoint[],
    reps: row.reps,
    durationSeconds: row.durationSeconds,
    framesAnalysed: row.framesAnalysed,
    framesTracked: row.framesTracked,
    source: row.source as "camera" | "file",
    date: row.day,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Saves a result to the member's history, dated their today. */
export async function saveFormAnalysis(userId: number, rawInput: unknown): Promise<SavedFormAnalysis> {
  const input = validate(SaveFormAnalysisInput, rawInput);
  const { today } = await userClock(userId);
  const row = await db.formAnalysis.create({ data: { userId, ...input, day: today } });
  return saved(row);
}

/** The member's saved analyses, newest first. */
export async function listFormAnalyses(userId: number, limit = 20): Promise<SavedFormAnalysis[]> {
  const rows = await db.formAnalysis.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  return rows.map(saved);
}

/** Deletes one of the member's saved analyses; 404 when it is not theirs. */
export async function deleteFormAnalysis(userId: number, rawId: unknown): Promise<SavedFormAnalysis> {
  const id = validate(FormAnalysisIdSchema, rawId);
  const row = await db.formAnalysis.findFirst({ where: { id, userId } });
  if (!row) throw new DomainError(404, "Form analysis not found");
  const { count } = await db.formAnalysis.deleteMany({ where: { id: row.id, userId } });
  if (count === 0) throw new DomainError(404, "Form analysis not found");
  return saved(row);
}
