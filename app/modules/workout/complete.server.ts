import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { validate } from "~/modules/validate";
import { setsIn } from "./bounds";
import { checkExerciseRoom, checkSetRoom, lockMemberWorkouts } from "./bounds.server";
import { CompleteSessionInput } from "./inputs";
import {
  checkClientTime,
  checkOwnUserId,
  createExerciseRows,
  findOpen,
  NO_ACTIVE_WORKOUT,
  type SessionExerciseInput,
  type SessionRow,
} from "./session-rows.server";
import { totalVolume } from "./stats";
import { elapsedSeconds } from "./timer";

type FinishedWorkout = {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  durationSeconds: number;
  totalVolume: number;
  completedSets: number;
  exercises: number;
};

/**
 * Finish (spec core §4, §7): ends the active workout, storing total volume (Σ weight × reps over
 * completed sets). Sets sent in `exercises` that the server does not have yet (a client that kept
 * them locally) are logged first. Finishing with no active workout, or twice: 409 "No active workout".
 */
export async function finishWorkout(userId: number, rawInput: unknown = {}, now = new Date()): Promise<FinishedWorkout> {
  const input = validate(CompleteSessionInput, rawInput);
  checkOwnUserId(input, userId);
  const endTime = input.endTime ? new Date(input.endTime) : now;
  checkClientTime(endTime, now, "endTime");
  return db.$transaction(async (tx) => {
    await lockMemberWorkouts(tx, userId);
    const session = await findOpen(tx, userId);
    if (!session?.startTime) throw new DomainError(409, NO_ACTIVE_WORKOUT);
    if (endTime < session.startTime) throw new DomainError(400, "endTime is before the workout started");
    if (input.exercises) await reconcile(tx, session, input.exercises, { at: endTime, now });
    const sets = await tx.workoutSet.findMany({ where: { workoutExercise: { sessionId: session.id } } });
    const volume = totalVolume(sets);
    const { count } = await tx.workoutSession.updateMany({
      where: { id: session.id, endTime: null },
      data: { endTime, openUserId: null, restStartedAt: null, restEndsAt: null, totalVolume: volume },
    });
    if (count === 0) throw new DomainError(409, NO_ACTIVE_WORKOUT);
    return {
      id: session.id,
      name: session.name ?? "Workout",
      startTime: session.startTime.toISOString(),
      endTime: endTime.toISOString(),
      durationSeconds: elapsedSeconds(session.startTime, endTime),
      totalVolume: volume,
      completedSets: sets.filter((set) => set.completed).length,
      exercises: await tx.workoutExercise.count({ where: { sessionId: session.id } }),
    };
  });
}

/**
 * Logs the sets of `exercises` beyond those the server has, matching exercises by id in order;
 * checks the workout's and the day's bounds (bounds.ts) before writing any of them.
 */
async function reconcile(tx: Tx, session: SessionRow, entries: SessionExerciseInput[], { at, now }: { at: Date; now: Date }) {
  const unmatched = [...session.exercises];
  const extra: SessionExerciseInput[] = [];
  const missing: { row: SessionRow["exercises"][number]; sets: NonNullable<SessionExerciseInput["sets"]> }[] = [];
  for (const entry of entries) {
    const index = unmatched.findIndex((row) => row.exerciseId === entry.exerciseId);
    if (index < 0) extra.push(entry);
    else {
      const [row] = unmatched.splice(index, 1);
      missing.push({ row: row!, sets: (entry.sets ?? []).slice(row!.sets.length) });
    }
  }
  checkExerciseRoom(session.exercises.length, extra.length);
  const adding = missing.reduce((sets, entry) => sets + entry.sets.length, 0) + setsIn(extra);
  await checkSetRoom(tx, { userId: session.userId, sessionId: session.id }, adding, now);
  for (const { row, sets } of missing) {
    await tx.workoutSet.createMany({
      data: sets.map((set, j) => ({
        workoutExerciseId: row.id,
        position: row.sets.length + j + 1,
        reps: set.reps,
        weight: set.weight,
        restTime: set.restTime ?? row.restSeconds,
        completed: true,
        completedAt: at,
      })),
    });
  }
  await createExerciseRows(tx, session.id, extra, Math.max(0, ...session.exercises.map((row) => row.position)) + 1, at);
}
