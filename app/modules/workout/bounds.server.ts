import type { Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { lockRow } from "~/modules/row-lock.server";
import {
  MAX_EXERCISES_PER_WORKOUT,
  MAX_SETS_PER_DAY,
  MAX_SETS_PER_EXERCISE,
  MAX_SETS_PER_WORKOUT,
  TOO_MANY_EXERCISES,
  TOO_MANY_SETS_IN_WORKOUT,
  TOO_MANY_SETS_OF_EXERCISE,
  TOO_MANY_SETS_TODAY,
} from "./bounds";

// The bounds of bounds.ts checked against what is stored, inside the write's transaction, before
// anything is written: a refused request stores nothing.

const DAY_MS = 24 * 3600_000;

/**
 * One growing write per member at a time (their User row is locked until the transaction ends), so
 * the counts below cannot be passed by parallel requests that each saw room for one more.
 */
export const lockMemberWorkouts = (tx: Tx, userId: number) => lockRow(tx, "User", userId);

/** 409 when a workout holding `current` exercises would pass the bound with `adding` more. */
export function checkExerciseRoom(current: number, adding: number): void {
  if (current + adding > MAX_EXERCISES_PER_WORKOUT) throw new DomainError(409, TOO_MANY_EXERCISES);
}

/** 409 when an exercise holding `current` sets would pass the bound with `adding` more. */
export function checkExerciseSetRoom(current: number, adding: number): void {
  if (current + adding > MAX_SETS_PER_EXERCISE) throw new DomainError(409, TOO_MANY_SETS_OF_EXERCISE);
}

/**
 * Room for `adding` new sets in workout `sessionId` (409 past MAX_SETS_PER_WORKOUT) and in the
 * member's last 24 hours (429 past MAX_SETS_PER_DAY, with Retry-After: when enough of them age out).
 */
export async function checkSetRoom(tx: Tx, { userId, sessionId }: { userId: number; sessionId: number }, adding: number, now: Date) {
  if (adding === 0) return;
  const inWorkout = await tx.workoutSet.count({ where: { workoutExercise: { sessionId } } });
  if (inWorkout + adding > MAX_SETS_PER_WORKOUT) throw new DomainError(409, TOO_MANY_SETS_IN_WORKOUT);
  const since = new Date(now.getTime() - DAY_MS);
  // A set stored since `since` is in a session still open or finished after since − 24 h (a
  // finish's endTime is at most 24 h before the server's clock): only recent sessions are read.
  const where = {
    createdAt: { gte: since },
    workoutExercise: { session: { userId, OR: [{ endTime: null }, { endTime: { gte: new Date(since.getTime() - DAY_MS) } }] } },
  };
  const today = await tx.workoutSet.count({ where });
  const over = today + adding - MAX_SETS_PER_DAY;
  if (over <= 0) return;
  const freedBy = await tx.workoutSet.findFirst({ where, orderBy: { createdAt: "asc" }, skip: over - 1, select: { createdAt: true } });
  const retryAfter = freedBy ? Math.max(1, Math.ceil((freedBy.createdAt.getTime() + DAY_MS - now.getTime()) / 1000)) : DAY_MS / 1000;
  throw new DomainError(429, TOO_MANY_SETS_TODAY, retryAfter);
}
