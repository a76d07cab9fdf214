import { db } from "~/db.server";
import { sessionInclude } from "./session-rows.server";
import { totalVolume } from "./stats";
import { elapsedSeconds } from "./timer";

export type HistoryItem = {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  durationSeconds: number;
  totalVolume: number;
  completedSets: number;
  exercises: string[];
};

/** Finished workouts, newest first. */
export async function listHistory(userId: number, limit = 20): Promise<HistoryItem[]> {
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
      totalVolume: row.totalVolume ?? totalVolume(sets),
      completedSets: sets.filter((set) => set.completed).length,
      exercises: row.exercises.map((e) => e.exercise.name),
    };
  });
}
