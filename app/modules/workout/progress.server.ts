import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import type { Units } from "~/modules/units/units";
import { validate } from "~/modules/validate";
import { ExerciseRef } from "./inputs";
import { inUnits, isBodyWeight, loadUnit, type LoadUnit } from "./load";
import { exerciseRecords, oneRepMaxSeries, type ExerciseRecords, type ExerciseSession } from "./records";
import { epley1RM, totalVolume } from "./stats";

// Records and progress per exercise, read from the member's finished workouts (records.ts does the
// sums) with the weights in the member's unit (load.ts), so a record is the figure they lifted.

type Lifted = ExerciseSession & { name: string; sets: { weight: number | null; reps: number | null }[] };

/** The completed sets of each exercise in each finished workout, grouped by exercise. */
async function liftedByExercise(userId: number, units: Units, exerciseId?: number): Promise<Map<number, Lifted[]>> {
  const rows = await db.workoutExercise.findMany({
    where: { ...(exerciseId ? { exerciseId } : {}), session: { userId, endTime: { not: null } } },
    select: {
      exerciseId: true,
      sessionId: true,
      session: { select: { name: true, endTime: true } },
      sets: { where: { completed: true }, orderBy: { position: "asc" }, select: { weight: true, reps: true } },
    },
    orderBy: [{ session: { endTime: "asc" } }, { position: "asc" }],
  });
  const byExercise = new Map<number, Lifted[]>();
  for (const row of rows) {
    if (row.sets.length === 0) continue;
    const sessions = byExercise.get(row.exerciseId) ?? [];
    const same = sessions.find((session) => session.sessionId === row.sessionId);
    const sets = inUnits(row.sets, units);
    // An exercise twice in one workout: one entry with all its sets.
    if (same) same.sets.push(...sets);
    else
      sessions.push({
        sessionId: row.sessionId,
        endTime: row.session.endTime!.toISOString(),
        name: row.session.name ?? "Workout",
        sets,
      });
    byExercise.set(row.exerciseId, sessions);
  }
  return byExercise;
}

/** bodyWeight: logged by reps (load.ts), so its record that counts is the most reps. */
export type RecordsListItem = {
  exerciseId: number;
  name: string;
  bodyWeight: boolean;
  workouts: number;
  lastDone: string;
  records: ExerciseRecords;
};

/** Every exercise the member has finished a set of, with its records in their unit; the most recently done first. */
export async function listRecords(userId: number, units: Units = "metric"): Promise<{ unit: LoadUnit; items: RecordsListItem[] }> {
  const byExercise = await liftedByExercise(userId, units);
  const names = await db.exercise.findMany({
    where: { id: { in: [...byExercise.keys()] } },
    select: { id: true, name: true, equipment: true },
  });
  const exerciseOf = new Map(names.map((exercise) => [exercise.id, exercise]));
  const items = [...byExercise.entries()]
    .map(([exerciseId, sessions]) => ({
      exerciseId,
      name: exerciseOf.get(exerciseId)?.name ?? "Exercise",
      bodyWeight: isBodyWeight(exerciseOf.get(exerciseId) ?? { equipment: null }),
      workouts: sessions.length,
      lastDone: sessions.at(-1)!.endTime,
      records: exerciseRecords(sessions),
    }))
    .sort((a, b) => b.lastDone.localeCompare(a.lastDone) || a.name.localeCompare(b.name));
  return { unit: loadUnit(units), items };
}

export type ExerciseProgress = {
  /** The unit of every weight, 1RM and volume below. */
  unit: LoadUnit;
  exercise: { id: number; name: string; category: string; bodyWeight: boolean };
  records: ExerciseRecords;
  /** Each workout's best estimated 1RM (Epley), oldest first. */
  series: ReturnType<typeof oneRepMaxSeries>;
  /** The workouts that had it, newest first, with their sets. */
  history: { sessionId: number; name: string; endTime: string; sets: Lifted["sets"]; bestOneRepMax: number; volume: number }[];
};

/** One exercise's records, 1RM series and history for the member; 404 for an exercise not in the library. */
export async function getExerciseProgress(userId: number, rawInput: unknown, units: Units = "metric"): Promise<ExerciseProgress> {
  const { exerciseId } = validate(ExerciseRef, rawInput);
  const row = await db.exercise.findUnique({
    where: { id: exerciseId },
    select: { id: true, name: true, category: true, equipment: true },
  });
  if (!row) throw new DomainError(404, `Exercise ${exerciseId} not found`);
  const exercise = { id: row.id, name: row.name, category: row.category, bodyWeight: isBodyWeight(row) };
  const sessions = (await liftedByExercise(userId, units, exerciseId)).get(exerciseId) ?? [];
  return {
    unit: loadUnit(units),
    exercise,
    records: exerciseRecords(sessions),
    series: oneRepMaxSeries(sessions),
    history: sessions
      .map((session) => ({
        sessionId: session.sessionId,
        name: session.name,
        endTime: session.endTime,
        sets: session.sets,
        bestOneRepMax: Math.max(0, ...session.sets.map(epley1RM)),
        volume: totalVolume(session.sets),
      }))
      .reverse(),
  };
}
