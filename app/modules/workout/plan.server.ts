import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { checkExerciseRoom, lockMemberWorkouts } from "./bounds.server";
import { AddExerciseInput, RemoveExerciseInput, UpdateTargetsInput } from "./inputs";
import { DEFAULT_REST_SECONDS, DEFAULT_TARGET_SETS } from "./plan";
import { isUniqueViolation, requireExercise, requireOpenExercise } from "./session-rows.server";

// Planning a workout: the exercises of the user's open workout and their targets.

async function openOrCreate(tx: Tx, userId: number) {
  const open = await tx.workoutSession.findUnique({ where: { openUserId: userId } });
  return open ?? tx.workoutSession.create({ data: { userId, openUserId: userId } });
}

/** The last set of this exercise the user lifted in a finished session: the default target. */
async function lastLifted(client: Tx | typeof db, userId: number, exerciseId: number) {
  return client.workoutSet.findFirst({
    where: { completed: true, workoutExercise: { exerciseId, session: { userId, endTime: { not: null } } } },
    orderBy: [{ workoutExercise: { session: { endTime: "desc" } } }, { position: "desc" }],
    select: { reps: true, weight: true },
  });
}

/** Adds an exercise to the user's open workout (planning one if there is none), with default targets. */
export async function addExercise(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const { exerciseId } = validate(AddExerciseInput, rawInput);
  const exercise = await requireExercise(db, exerciseId);
  const last = await lastLifted(db, userId, exerciseId);
  try {
    await db.$transaction(async (tx) => {
      await lockMemberWorkouts(tx, userId);
      const session = await openOrCreate(tx, userId);
      const rows = await tx.workoutExercise.findMany({ where: { sessionId: session.id }, select: { exerciseId: true, position: true } });
      if (rows.some((row) => row.exerciseId === exerciseId)) throw new DomainError(409, `${exercise.name} is already in this workout`);
      checkExerciseRoom(rows.length, 1);
      await tx.workoutExercise.create({
        data: {
          sessionId: session.id,
          exerciseId,
          position: Math.max(0, ...rows.map((row) => row.position)) + 1,
          targetSets: DEFAULT_TARGET_SETS,
          targetReps: last?.reps ?? null,
          targetWeight: last?.weight ?? null,
          restSeconds: DEFAULT_REST_SECONDS,
        },
      });
    });
  } catch (error) {
    // Two first adds at once: the other one created the session; adding again finds it.
    if (isUniqueViolation(error)) return addExercise(userId, rawInput);
    throw error;
  }
  return { name: exercise.name };
}

/** Takes an exercise out of the open workout; one with logged sets keeps them (delete the sets first). */
export async function removeExercise(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const { workoutExerciseId } = validate(RemoveExerciseInput, rawInput);
  return db.$transaction(async (tx) => {
    const row = await requireOpenExercise(tx, userId, workoutExerciseId);
    if (row._count.sets > 0) throw new DomainError(409, `${row.exercise.name} has logged sets: delete them first`);
    await tx.workoutExercise.delete({ where: { id: row.id } });
    return { name: row.exercise.name };
  });
}

/** Changes an exercise's plan; a field left empty goes back to its default. */
export async function updateTargets(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const input = validate(UpdateTargetsInput, rawInput);
  return db.$transaction(async (tx) => {
    const row = await requireOpenExercise(tx, userId, input.workoutExerciseId);
    await tx.workoutExercise.update({
      where: { id: row.id },
      data: {
        targetSets: input.targetSets ?? DEFAULT_TARGET_SETS,
        targetReps: input.targetReps ?? null,
        targetWeight: input.targetWeight ?? null,
        restSeconds: input.restSeconds ?? DEFAULT_REST_SECONDS,
      },
    });
    return { name: row.exercise.name };
  });
}
