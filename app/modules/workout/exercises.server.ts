import { z } from "zod";
import { db } from "~/db.server";
import { groupLibrary, searchLibrary, type LibraryExercise, type LibraryGroup } from "./library";

/** Spec core §6: what the read answers when it fails (the database unreachable). */
export const EXERCISES_READ_FAILED = "Failed to fetch exercises";

/** GET /api/exercises: the whole library. */
export const ExerciseListAnswer = z.array(
  z.object({ id: z.number().int(), name: z.string(), category: z.string(), muscleGroups: z.array(z.string()) }),
);
type ExerciseSummary = z.infer<typeof ExerciseListAnswer>[number];

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

let catalogue: Promise<LibraryExercise[]> | null = null;

/** The seeded catalogue (static data), read once per process. */
function libraryCatalogue(): Promise<LibraryExercise[]> {
  catalogue ??= db.exercise
    .findMany({
      orderBy: { id: "asc" },
      select: { id: true, name: true, category: true, equipment: true, mechanic: true, primaryMuscles: true, secondaryMuscles: true },
    })
    .then((rows) =>
      rows.map(({ primaryMuscles, secondaryMuscles, ...row }) => ({
        ...row,
        muscleGroups: [...new Set([...muscles(primaryMuscles), ...muscles(secondaryMuscles)])],
      })),
    );
  catalogue.catch(() => (catalogue = null));
  return catalogue;
}

type LibraryView = { term: string; results: LibraryExercise[] | null; groups: LibraryGroup[] };

/** The library screen: search results by name, muscle or equipment, or the categories (first 3 each, or all of one). */
export async function browseLibrary({ q, category }: { q?: string; category?: string }): Promise<LibraryView> {
  const exercises = await libraryCatalogue();
  const term = q ?? "";
  return { term, results: term ? searchLibrary(exercises, term) : null, groups: groupLibrary(exercises, category) };
}
