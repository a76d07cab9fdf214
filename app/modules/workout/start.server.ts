import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { toView, type WorkoutView } from "./active.server";
import { setsIn } from "./bounds";
import { checkSetRoom, lockMemberWorkouts } from "./bounds.server";
import { StartSessionInput, StartWorkoutInput } from "./inputs";
import { checkClientTime, checkOwnUserId, createExerciseRows, findOpen, isUniqueViolation } from "./session-rows.server";

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
