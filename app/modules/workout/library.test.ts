import { describe, expect, it } from "vitest";
import { groupLibrary, searchLibrary, type LibraryExercise } from "./library";

const ex = (id: number, name: string, category: string, muscleGroups: string[], equipment: string | null = null): LibraryExercise => ({
  id,
  name,
  category,
  muscleGroups,
  equipment,
  mechanic: null,
});

const catalogue = [
  ex(1, "Barbell Bench Press", "strength", ["chest", "triceps"], "barbell"),
  ex(2, "Dumbbell Flyes", "strength", ["chest"], "dumbbell"),
  ex(3, "Pull-Up", "strength", ["lats"], "body only"),
  ex(4, "Barbell Squat", "strength", ["quadriceps"], "barbell"),
  ex(5, "Hamstring Stretch", "stretching", ["hamstrings"]),
];

describe("exercise library", () => {
  it("shows the first 3 per category, or all of the one expanded", () => {
    const groups = groupLibrary(catalogue);
    expect(groups.map((g) => [g.category, g.count, g.exercises.length])).toEqual([
      ["strength", 4, 3],
      ["stretching", 1, 1],
    ]);
    expect(groupLibrary(catalogue, "strength")[0]).toMatchObject({ showingAll: true, exercises: { length: 4 } });
  });
  it("searches by name, muscle and equipment, every word must match", () => {
    expect(searchLibrary(catalogue, "pull up").map((e) => e.id)).toEqual([3]);
    expect(searchLibrary(catalogue, "chest").map((e) => e.id)).toEqual([1, 2]);
    expect(searchLibrary(catalogue, "barbell").map((e) => e.id)).toEqual([1, 4]);
    expect(searchLibrary(catalogue, "barbell chest").map((e) => e.id)).toEqual([1]);
    expect(searchLibrary(catalogue, "  ")).toEqual([]);
  });
});
