import { db } from "~/db.server";
import type { Units } from "~/modules/units/units";
import { inUnits } from "./load";
import { sessionInclude } from "./session-rows.server";
import { totalVolume } from "./stats";
import { elapsedSeconds } from "./timer";

export type HistoryItem = {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  durationSeconds: number;
  /** Σ weight × reps in the member's unit (load.ts). */
  totalVolume: number;
  completedSets: number;
  exercises: string[];
};

/** Σ weight × reps of completed sets in the member's unit: the stored kg total, or the sets' pounds added up. */
export function volumeIn(stored: number | null, sets: { weight: number | null; reps: number | null; completed: boolean }[], units: Units) {
  return units === "metric" && stored !== null ? stored : totalVolume(inUnits(sets, units));
}

/** Finished workouts, newest first. */
export async function listHistory(userId: number, limit = 20, units: Units = "metric"): Promise<HistoryItem[]> {
  const rows = await db.workoutSession.findMany({
    where: { userId, endTime: { not: null } },
    orderBy: { endTime: "desc" },
    take: limit,
    include: sessionInclude,
  });
  return rows.map((row) => {
    const sets = row.exercises.flatMap((e) => e.sets);
    return {
      id: row.id,
      name: row.name ?? "Workout",
      startTime: row.startTime!.toISOString(),
      endTime: row.endTime!.toISOString(),
      durationSeconds: elapsedSeconds(row.startTime!, row.endTime!),
      totalVolume: volumeIn(row.totalVolume, sets, units),
      completedSets: sets.filter((set) => set.completed).length,
      exercises: row.exercises.map((e) => e.exercise.name),
    };
  });
}

/** One of the member's workouts' volume in their unit (the Finish toast's figure). */
export async function workoutVolume(userId: number, sessionId: number, units: Units): Promise<number> {
  const session = await db.workoutSession.findFirst({
    where: { id: sessionId, userId },
    select: { totalVolume: true, exercises: { select: { sets: { select: { weight: true, reps: true, completed: true } } } } },
  });
  return session
    ? volumeIn(
        session.totalVolume,
        session.exercises.flatMap((e) => e.sets),
        units,
      )
    : 0;
}
