import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import type { Units } from "~/modules/units/units";
import { latestWeight } from "~/modules/weight/log.server";
import { validate } from "~/modules/validate";
import { lockMemberWorkouts } from "./bounds.server";
import { estimateWorkoutKcal, type WorkoutKcal } from "./energy";
import { volumeIn } from "./history.server";
import { FinishedWorkoutRef } from "./inputs";
import { inUnits, isBodyWeight, loadUnit, type LoadUnit } from "./load";
import { DEFAULT_TARGET_SETS } from "./plan";
import { isUniqueViolation, sessionInclude } from "./session-rows.server";
import { bestOf, flagRecords, totalVolume, type Best, type RecordFlags } from "./stats";
import { elapsedSeconds } from "./timer";

// A finished workout opened from History: its sets and the records it set, Repeat and Delete.

export const WORKOUT_NOT_FOUND = "Workout not found";

export type FinishedSetView = { id: number; reps: number | null; weight: number | null; completed: boolean; record: RecordFlags };

/** Weights and volumes in the member's unit (`unit`): records are computed from the weights as shown. */
export type FinishedWorkoutView = {
  id: number;
  unit: LoadUnit;
  name: string;
  startTime: string;
  endTime: string;
  durationSeconds: number;
  totalVolume: number;
  completedSets: number;
  /** bodyWeight: logged by reps, its weight the weight added (load.ts). */
  exercises: { id: number; exerciseId: number; name: string; bodyWeight: boolean; volume: number; sets: FinishedSetView[] }[];
  /** How many sets beat a record (heaviest weight or best estimated 1RM) of the lifts before this workout. */
  records: number;
  /** The energy it used, estimated from its duration, its exercises' categories and the latest weigh-in (null: no weigh-in). */
  energy: WorkoutKcal | null;
};

async function requireFinished(userId: number, sessionId: number) {
  const session = await db.workoutSession.findFirst({
    where: { id: sessionId, userId, endTime: { not: null } },
    include: sessionInclude,
  });
  if (!session?.startTime || !session.endTime) throw new DomainError(404, WORKOUT_NOT_FOUND);
  return { ...session, startTime: session.startTime, endTime: session.endTime };
}

/** The best of each exercise over the member's workouts finished before this one (records are against the past only). */
async function bestsBefore(userId: number, session: { id: number; endTime: Date }, exerciseIds: number[], units: Units) {
  const earlier = await db.workoutSet.findMany({
    where: {
      completed: true,
      workoutExercise: {
        exerciseId: { in: exerciseIds },
        session: {
          userId,
          id: { not: session.id },
          OR: [{ endTime: { lt: session.endTime } }, { endTime: session.endTime, id: { lt: session.id } }],
        },
      },
    },
    select: { reps: true, weight: true, workoutExercise: { select: { exerciseId: true } } },
  });
  const bests = new Map<number, Best>();
  for (const set of inUnits(earlier, units)) {
    const id = set.workoutExercise.exerciseId;
    bests.set(id, bestOf([set], bests.get(id)));
  }
  return bests;
}

/** One finished workout of the member's, with every set and the records it set; 404 for anyone else's or an open one. */
export async function getFinishedWorkout(userId: number, rawInput: unknown, units: Units = "metric"): Promise<FinishedWorkoutView> {
  const { sessionId } = validate(FinishedWorkoutRef, rawInput);
  const stored = await requireFinished(userId, sessionId);
  const session = { ...stored, exercises: stored.exercises.map((row) => ({ ...row, sets: inUnits(row.sets, units) })) };
  const [bests, weighIn] = await Promise.all([
    bestsBefore(userId, session, [...new Set(session.exercises.map((row) => row.exerciseId))], units),
    latestWeight(userId),
  ]);
  // An exercise twice in one workout: the second is compared with the first too.
  const running = new Map(bests);
  const exercises = session.exercises.map((row) => {
    const done = row.sets.filter((set) => set.completed);
    const flags = flagRecords(running.get(row.exerciseId) ?? null, done);
    if (done.length > 0) running.set(row.exerciseId, bestOf(done, running.get(row.exerciseId)));
    let next = 0;
    return {
      id: row.id,
      exerciseId: row.exerciseId,
      name: row.exercise.name,
      bodyWeight: isBodyWeight(row.exercise),
      volume: totalVolume(row.sets),
      sets: row.sets.map((set) => ({
        id: set.id,
        reps: set.reps,
        weight: set.weight,
        completed: set.completed,
        record: set.completed ? flags[next++]! : { weight: false, oneRepMax: false },
      })),
    };
  });
  const sets = exercises.flatMap((exercise) => exercise.sets);
  const durationSeconds = elapsedSeconds(session.startTime, session.endTime);
  const categories = session.exercises.flatMap((row) => row.sets.filter((set) => set.completed).map(() => row.exercise.category));
  return {
    id: session.id,
    unit: loadUnit(units),
    name: session.name ?? "Workout",
    startTime: session.startTime.toISOString(),
    endTime: session.endTime.toISOString(),
    durationSeconds,
    totalVolume: volumeIn(
      stored.totalVolume,
      stored.exercises.flatMap((row) => row.sets),
      units,
    ),
    completedSets: sets.filter((set) => set.completed).length,
    exercises,
    records: sets.filter((set) => set.record.weight || set.record.oneRepMax).length,
    energy: estimateWorkoutKcal({ durationSeconds, weightKg: weighIn?.kg ?? null, categories }),
  };
}

/** Deletes one of the member's finished workouts with its sets; 404 for anyone else's or an open one. */
export async function deleteFinishedWorkout(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const { sessionId } = validate(FinishedWorkoutRef, rawInput);
  return db.$transaction(async (tx) => {
    const session = await tx.workoutSession.findFirst({ where: { id: sessionId, userId, endTime: { not: null } }, select: { name: true } });
    if (!session) throw new DomainError(404, WORKOUT_NOT_FOUND);
    await tx.workoutSession.delete({ where: { id: sessionId } });
    return { name: session.name ?? "Workout" };
  });
}

/**
 * Repeat: a new planned workout with the same name and exercises, each targeting the sets it had
 * and the weight and reps of its last set. It replaces a planned workout; 409 while one is active.
 */
export async function repeatWorkout(userId: number, rawInput: unknown): Promise<{ name: string; exercises: number }> {
  const { sessionId } = validate(FinishedWorkoutRef, rawInput);
  const source = await requireFinished(userId, sessionId);
  try {
    await db.$transaction(async (tx) => {
      await lockMemberWorkouts(tx, userId);
      const open = await tx.workoutSession.findUnique({ where: { openUserId: userId } });
      if (open?.startTime) throw new DomainError(409, "A workout is already active");
      if (open) await tx.workoutSession.delete({ where: { id: open.id } });
      await tx.workoutSession.create({
        data: {
          userId,
          openUserId: userId,
          name: source.name,
          exercises: {
            create: source.exercises.map((row, i) => {
              const done = row.sets.filter((set) => set.completed);
              const last = done.at(-1);
              return {
                exerciseId: row.exerciseId,
                position: i + 1,
                targetSets: done.length || (row.targetSets ?? DEFAULT_TARGET_SETS),
                targetReps: last?.reps ?? row.targetReps,
                targetWeight: last?.weight ?? row.targetWeight,
                restSeconds: row.restSeconds,
              };
            }),
          },
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "A workout is already active");
    throw error;
  }
  return { name: source.name ?? "Workout", exercises: source.exercises.length };
}
