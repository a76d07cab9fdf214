import { finishWorkout } from "~/modules/workout/complete.server";
import { createWorkout } from "~/modules/workout/start.server";

export const DAY_MS = 24 * 3600_000;

type Lift = { exerciseId: number; sets: { weight: number; reps: number }[] };

/** A workout started at `at` and finished 40 minutes later, logged through the module (as the JSON doors do); its id. */
export async function finishedWorkout(userId: number, name: string, at: Date, exercises: Lift[]): Promise<number> {
  await createWorkout(userId, { name, startTime: at.toISOString(), exercises }, at);
  const end = new Date(at.getTime() + 40 * 60_000);
  return (await finishWorkout(userId, { endTime: end.toISOString() }, end)).id;
}
