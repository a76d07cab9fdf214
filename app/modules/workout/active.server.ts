import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import type { Units } from "~/modules/units/units";
import { inUnits, loadUnit, loadValue, type LoadUnit } from "./load";
import { DEFAULT_TARGET_SETS } from "./plan";
import { findOpen, iso, muscleList, NO_ACTIVE_WORKOUT, type SessionRow } from "./session-rows.server";
import { bestOf, flagRecords, totalVolume, type Best, type RecordFlags } from "./stats";

// The open workout (planned or active) as both workout screens and the API show it: its exercises
// and sets with records, each exercise's previous session and best.

type WorkoutStatus = "planned" | "active" | "finished";

export type WorkoutSetView = {
  id: number;
  position: number;
  reps: number | null;
  weight: number | null;
  restTime: number;
  completed: boolean;
  completedAt: string | null;
  /** Beaten records: heaviest weight, best estimated 1RM (Epley), against everything lifted before. */
  record: RecordFlags;
};

export type WorkoutExerciseView = {
  id: number;
  exerciseId: number;
  position: number;
  targetSets: number;
  targetReps: number | null;
  targetWeight: number | null;
  restSeconds: number;
  /** Started from a routine: why the targets are what they are (progression.ts). */
  progression: string | null;
  exercise: {
    id: number;
    name: string;
    category: string;
    description: string;
    equipment: string | null;
    mechanic: string | null;
    muscleGroups: string[];
  };
  sets: WorkoutSetView[];
  /** The sets of this exercise in the last finished session that had it. */
  previous: { endTime: string; sets: { reps: number | null; weight: number | null }[] } | null;
  /** The best before this session, null when it was never done. */
  best: Best | null;
};

export type WorkoutView = {
  id: number;
  userId: number;
  name: string;
  status: WorkoutStatus;
  startTime: string | null;
  endTime: string | null;
  restStartedAt: string | null;
  restEndsAt: string | null;
  totalVolume: number;
  /** The routine it was started from, whose sets are pre-filled (null: built by hand, or the routine is gone). */
  routineId: number | null;
  exercises: WorkoutExerciseView[];
};

function statusOf(session: { startTime: Date | null; endTime: Date | null }): WorkoutStatus {
  return session.endTime ? "finished" : session.startTime ? "active" : "planned";
}

/** Each exercise's last finished appearance and its best before `sessionId`. */
async function historyOf(userId: number, exerciseIds: number[], sessionId: number) {
  const rows = await db.workoutExercise.findMany({
    where: { exerciseId: { in: exerciseIds }, session: { userId, endTime: { not: null }, id: { not: sessionId } } },
    include: { sets: { where: { completed: true }, orderBy: { position: "asc" } }, session: { select: { endTime: true } } },
    orderBy: [{ session: { endTime: "desc" } }, { position: "asc" }],
  });
  const history = new Map<number, { previous: WorkoutExerciseView["previous"]; best: Best | null }>();
  for (const row of rows) {
    const entry = history.get(row.exerciseId) ?? { previous: null, best: null };
    if (!entry.previous && row.sets.length > 0) {
      entry.previous = { endTime: row.session.endTime!.toISOString(), sets: row.sets.map(({ reps, weight }) => ({ reps, weight })) };
    }
    if (row.sets.length > 0) entry.best = bestOf(row.sets, entry.best ?? undefined);
    history.set(row.exerciseId, entry);
  }
  return history;
}

export async function toView(session: SessionRow): Promise<WorkoutView> {
  const history = await historyOf(session.userId, [...new Set(session.exercises.map((e) => e.exerciseId))], session.id);
  return {
    id: session.id,
    userId: session.userId,
    name: session.name ?? "Workout",
    status: statusOf(session),
    startTime: iso(session.startTime),
    endTime: iso(session.endTime),
    restStartedAt: iso(session.restStartedAt),
    restEndsAt: iso(session.restEndsAt),
    totalVolume: session.totalVolume ?? totalVolume(session.exercises.flatMap((e) => e.sets)),
    routineId: session.routineId,
    exercises: session.exercises.map((row) => {
      const past = history.get(row.exerciseId) ?? { previous: null, best: null };
      const flags = flagRecords(past.best, row.sets);
      return {
        id: row.id,
        exerciseId: row.exerciseId,
        position: row.position,
        targetSets: row.targetSets ?? DEFAULT_TARGET_SETS,
        targetReps: row.targetReps,
        targetWeight: row.targetWeight,
        restSeconds: row.restSeconds,
        progression: row.progression,
        exercise: {
          id: row.exercise.id,
          name: row.exercise.name,
          category: row.exercise.category,
          description: row.exercise.description,
          equipment: row.exercise.equipment,
          mechanic: row.exercise.mechanic,
          muscleGroups: [...new Set([...muscleList(row.exercise.primaryMuscles), ...muscleList(row.exercise.secondaryMuscles)])],
        },
        sets: row.sets.map((set, i) => ({
          id: set.id,
          position: set.position,
          reps: set.reps,
          weight: set.weight,
          restTime: set.restTime,
          completed: set.completed,
          completedAt: iso(set.completedAt),
          record: flags[i]!,
        })),
        previous: past.previous,
        best: past.best,
      };
    }),
  };
}

/** The user's open workout, planned or active, or null. */
export async function getOpenWorkout(userId: number): Promise<WorkoutView | null> {
  const session = await findOpen(db, userId);
  return session ? toView(session) : null;
}

/** The open workout as a screen shows it: every weight in the member's unit (`unit`), which its forms take back. */
export async function showOpenWorkout(userId: number, units: Units): Promise<(WorkoutView & { unit: LoadUnit }) | null> {
  const view = await getOpenWorkout(userId);
  if (!view) return null;
  const shown = (kg: number | null) => (kg == null ? null : loadValue(kg, units));
  const exercises = view.exercises.map((exercise) => ({
    ...exercise,
    targetWeight: shown(exercise.targetWeight),
    sets: inUnits(exercise.sets, units),
    previous: exercise.previous && { ...exercise.previous, sets: inUnits(exercise.previous.sets, units) },
    best: exercise.best && { weight: loadValue(exercise.best.weight, units), oneRepMax: loadValue(exercise.best.oneRepMax, units) },
  }));
  const volume = units === "metric" ? view.totalVolume : totalVolume(exercises.flatMap((exercise) => exercise.sets));
  return { ...view, unit: loadUnit(units), totalVolume: volume, exercises };
}

/** The user's active (started, not finished) workout, or null. */
async function getActiveWorkout(userId: number): Promise<WorkoutView | null> {
  const session = await findOpen(db, userId);
  return session?.startTime ? toView(session) : null;
}

/** GET /api/workout-session/{userId}: the active workout, else 404 "No active workout". */
export async function requireActiveWorkout(userId: number): Promise<WorkoutView> {
  const view = await getActiveWorkout(userId);
  if (!view) throw new DomainError(404, NO_ACTIVE_WORKOUT);
  return view;
}
