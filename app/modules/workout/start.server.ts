import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { toView, type WorkoutView } from "./active.server";
import { setsIn } from "./bounds";
import { checkSetRoom, lockMemberWorkouts } from "./bounds.server";
import { StartFromRoutineInput, StartSessionInput, StartWorkoutInput } from "./inputs";
import { userUnits } from "~/modules/user/clock.server";
import { inUnits, loadKg, loadUnit, loadValue } from "./load";
import { bodyRegion, suggestNext } from "./progression";
import { routineToStart } from "./routines.server";
import { checkClientTime, checkOwnUserId, createExerciseRows, findOpen, isUniqueViolation, muscleList } from "./session-rows.server";

/** Start (screens): the planned workout becomes active now, with its name if given. Needs at least one exercise. */
export async function startWorkout(userId: number, rawInput: unknown = {}, now = new Date()): Promise<WorkoutView> {
  const { name } = validate(StartWorkoutInput, rawInput);
  const session = await findOpen(db, userId);
  if (session?.startTime) throw new DomainError(409, "A workout is already active");
  if (!session || session.exercises.length === 0) throw new DomainError(409, "Add an exercise before starting");
  const { count } = await db.workoutSession.updateMany({
    where: { id: session.id, startTime: null },
    data: { startTime: now, ...(name ? { name } : {}) },
  });
  if (count === 0) throw new DomainError(409, "A workout is already active");
  return toView((await findOpen(db, userId))!);
}

/**
 * POST /api/workout-sessions (spec core §7): starts a workout with the given exercises (replacing
 * a planned one). 409 while another workout is active; the sets count against the member's day (bounds.ts).
 */
export async function createWorkout(userId: number, rawInput: unknown, now = new Date()): Promise<WorkoutView> {
  const input = validate(StartSessionInput, rawInput);
  checkOwnUserId(input, userId);
  const startTime = input.startTime ? new Date(input.startTime) : now;
  checkClientTime(startTime, now, "startTime");
  try {
    await db.$transaction(async (tx) => {
      await lockMemberWorkouts(tx, userId);
      const open = await tx.workoutSession.findUnique({ where: { openUserId: userId } });
      if (open?.startTime) throw new DomainError(409, "A workout is already active");
      if (open) await tx.workoutSession.delete({ where: { id: open.id } });
      const session = await tx.workoutSession.create({ data: { userId, openUserId: userId, name: input.name || null, startTime } });
      await checkSetRoom(tx, { userId, sessionId: session.id }, setsIn(input.exercises), now);
      await createExerciseRows(tx, session.id, input.exercises, 1, startTime);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "A workout is already active");
    throw error;
  }
  return toView((await findOpen(db, userId))!);
}

/** The completed sets of each exercise in the member's last finished workout that had it. */
async function lastSetsOf(tx: Tx, userId: number, exerciseIds: number[]) {
  const rows = await tx.workoutExercise.findMany({
    where: { exerciseId: { in: exerciseIds }, session: { userId, endTime: { not: null } } },
    include: { sets: { where: { completed: true }, orderBy: { position: "asc" } } },
    orderBy: [{ session: { endTime: "desc" } }, { position: "asc" }],
  });
  const last = new Map<number, { weight: number | null; reps: number | null }[]>();
  for (const row of rows) if (!last.has(row.exerciseId) && row.sets.length > 0) last.set(row.exerciseId, row.sets);
  return last;
}

/**
 * Start from a routine, in one tap (issue 42): an active workout named after it, each exercise's
 * targets the routine's moved on by progression.ts from what was lifted last time, with the reason:
 * in the member's unit, so a US member steps up by 5 or 10 lb (stored as kg).
 * Replaces a planned workout; 409 while one is active.
 */
export async function startFromRoutine(userId: number, rawInput: unknown, now = new Date()): Promise<WorkoutView> {
  const input = validate(StartFromRoutineInput, rawInput);
  checkOwnUserId(input, userId);
  try {
    await db.$transaction(async (tx) => {
      await lockMemberWorkouts(tx, userId);
      const routine = await routineToStart(tx, userId, input);
      const units = await userUnits(userId, tx);
      const open = await tx.workoutSession.findUnique({ where: { openUserId: userId } });
      if (open?.startTime) throw new DomainError(409, "A workout is already active");
      if (open) await tx.workoutSession.delete({ where: { id: open.id } });
      const last = await lastSetsOf(
        tx,
        userId,
        routine.exercises.map((row) => row.exerciseId),
      );
      await tx.workoutSession.create({
        data: {
          userId,
          openUserId: userId,
          name: routine.name,
          routineId: routine.id,
          startTime: now,
          exercises: {
            create: routine.exercises.map((row, i) => {
              const region = bodyRegion(muscleList(row.exercise.primaryMuscles));
              const plan = { ...row, targetWeight: row.targetWeight == null ? null : loadValue(row.targetWeight, units) };
              const next = suggestNext(plan, inUnits(last.get(row.exerciseId) ?? [], units), region, loadUnit(units));
              return {
                exerciseId: row.exerciseId,
                position: i + 1,
                targetSets: row.targetSets,
                targetReps: next.reps,
                targetWeight: next.weight == null ? null : loadKg(next.weight, units),
                restSeconds: row.restSeconds,
                progression: next.reason,
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
  return toView((await findOpen(db, userId))!);
}

/** POST /api/workout-sessions: `{routineId}` starts a routine, else the spec's body with its exercises. */
export function startSession(userId: number, rawInput: unknown): Promise<WorkoutView> {
  const fromRoutine = typeof rawInput === "object" && rawInput !== null && !Array.isArray(rawInput) && "routineId" in rawInput;
  return fromRoutine ? startFromRoutine(userId, rawInput) : createWorkout(userId, rawInput);
}
