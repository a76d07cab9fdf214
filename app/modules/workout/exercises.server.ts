import { db } from "~/db.server";

export type ExerciseSummary = { id: number; name: string; category: string; muscleGroups: string[] };

function muscles(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** The exercise library: muscleGroups are the primary muscles, then the secondary ones. */
export async function listExercises(): Promise<ExerciseSummary[]> {
  const rows = await db.exercise.findMany({
    orderBy: { id: "asc" },
    select: { id: true, name: true, category: true, primaryMuscles: true, secondaryMuscles: true },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    muscleGroups: [...new Set([...muscles(row.primaryMuscles), ...muscles(row.secondaryMuscles)])],
  }));
}
