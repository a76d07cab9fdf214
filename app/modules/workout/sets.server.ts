import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { getOpenWorkout } from "./active.server";
import { checkExerciseSetRoom, checkSetRoom, lockMemberWorkouts } from "./bounds.server";
import { LogSetInput, SetRefInput, UpdateSetInput } from "./inputs";
import { iso, NO_ACTIVE_WORKOUT, requireOpenExercise } from "./session-rows.server";
import { totalVolume, type RecordFlags } from "./stats";
import { restEnd } from "./timer";

// The sets of a workout: log one (and start the rest countdown), edit or delete one, skip the rest.

type LoggedSet = {
  workoutExerciseId: number;
  name: string;
  weight: number;
  reps: number;
  /** Sets of this exercise still planned after this one (0 when its target is reached). */
  setsLeft: number;
  restEndsAt: string | null;
  record: RecordFlags;
};

/** Logs a completed set and starts the rest countdown for that exercise's rest time (within the bounds of bounds.ts). */
export async function logSet(userId: number, rawInput: unknown, now = new Date()): Promise<LoggedSet> {
  const input = validate(LogSetInput, rawInput);
  const logged = await db.$transaction(async (tx) => {
    await lockMemberWorkouts(tx, userId);
    const row = await requireOpenExercise(tx, userId, input.workoutExerciseId);
    if (!row.session.startTime) throw new DomainError(409, "Start the workout before logging sets");
    checkExerciseSetRoom(row._count.sets, 1);
    await checkSetRoom(tx, { userId, sessionId: row.sessionId }, 1, now);
    const last = await tx.workoutSet.findFirst({ where: { workoutExerciseId: row.id }, orderBy: { position: "desc" } });
    await tx.workoutSet.create({
      data: {
        workoutExerciseId: row.id,
        position: (last?.position ?? 0) + 1,
        reps: input.reps,
        weight: input.weight,
        restTime: row.restSeconds,
        completed: true,
        completedAt: now,
      },
    });
    const restEndsAt = row.restSeconds > 0 ? restEnd(now, row.restSeconds) : null;
    await tx.workoutSession.update({
      where: { id: row.sessionId },
      data: { restStartedAt: restEndsAt ? now : null, restEndsAt },
    });
    return { row, restEndsAt };
  });
  const view = await getOpenWorkout(userId);
  const exercise = view?.exercises.find((e) => e.id === input.workoutExerciseId);
  const sets = exercise?.sets ?? [];
  return {
    workoutExerciseId: input.workoutExerciseId,
    setsLeft: Math.max(0, (exercise?.targetSets ?? 0) - sets.length),
    name: logged.row.exercise.name,
    weight: input.weight,
    reps: input.reps,
    restEndsAt: iso(logged.restEndsAt),
    record: sets.at(-1)?.record ?? { weight: false, oneRepMax: false },
  };
}

async function requireOwnSet(tx: Tx, userId: number, setId: number) {
  const set = await tx.workoutSet.findFirst({
    where: { id: setId, workoutExercise: { session: { userId } } },
    include: { workoutExercise: { include: { exercise: true, session: true } } },
  });
  if (!set) throw new DomainError(404, "Set not found");
  return set;
}

/** A finished session's stored volume follows edits to its sets. */
async function refreshVolume(tx: Tx, session: { id: number; endTime: Date | null }) {
  if (!session.endTime) return;
  const sets = await tx.workoutSet.findMany({ where: { workoutExercise: { sessionId: session.id } } });
  await tx.workoutSession.update({ where: { id: session.id }, data: { totalVolume: totalVolume(sets) } });
}

export async function updateSet(userId: number, rawInput: unknown): Promise<{ name: string; weight: number; reps: number }> {
  const input = validate(UpdateSetInput, rawInput);
  return db.$transaction(async (tx) => {
    const set = await requireOwnSet(tx, userId, input.setId);
    await tx.workoutSet.update({ where: { id: set.id }, data: { weight: input.weight, reps: input.reps } });
    await refreshVolume(tx, set.workoutExercise.session);
    return { name: set.workoutExercise.exercise.name, weight: input.weight, reps: input.reps };
  });
}

export async function deleteSet(userId: number, rawInput: unknown): Promise<{ name: string }> {
  const input = validate(SetRefInput, rawInput);
  return db.$transaction(async (tx) => {
    const set = await requireOwnSet(tx, userId, input.setId);
    await tx.workoutSet.delete({ where: { id: set.id } });
    await refreshVolume(tx, set.workoutExercise.session);
    return { name: set.workoutExercise.exercise.name };
  });
}

/** Skip Rest: the countdown stops. */
export async function skipRest(userId: number): Promise<void> {
  const { count } = await db.workoutSession.updateMany({
    where: { openUserId: userId, startTime: { not: null } },
    data: { restStartedAt: null, restEndsAt: null },
  });
  if (count === 0) throw new DomainError(409, NO_ACTIVE_WORKOUT);
}
