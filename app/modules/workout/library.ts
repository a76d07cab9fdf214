// Browsing and searching the exercise library (pure: the catalogue is passed in).

/** The spec's compact library view: the first 3 exercises of each category (core §2, §9). */
const LIBRARY_PREVIEW_PER_CATEGORY = 3;
const LIBRARY_SEARCH_LIMIT = 40;

export type LibraryExercise = {
  id: number;
  name: string;
  category: string;
  equipment: string | null;
  mechanic: string | null;
  muscleGroups: string[];
};

export type LibraryGroup = { category: string; count: number; exercises: LibraryExercise[]; showingAll: boolean };

/** Lower case, accents and punctuation folded to spaces: "Pull-Up" ~ "pull up". */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Every word of the term must appear in the name, a muscle, the equipment or the category; name matches first. */
export function searchLibrary(exercises: LibraryExercise[], term: string, limit = LIBRARY_SEARCH_LIMIT): LibraryExercise[] {
  const words = fold(term).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const scored: { exercise: LibraryExercise; score: number }[] = [];
  for (const exercise of exercises) {
    const name = ` ${fold(exercise.name)} `;
    const rest = ` ${fold([...exercise.muscleGroups, exercise.equipment ?? "", exercise.category].join(" "))} `;
    let score = 0;
    let all = true;
    for (const word of words) {
      if (name.includes(` ${word}`)) score += 2;
      else if (name.includes(word) || rest.includes(word)) score += 1;
      else {
        all = false;
        break;
      }
    }
    if (all) scored.push({ exercise, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.exercise.name.localeCompare(b.exercise.name))
    .slice(0, limit)
    .map((item) => item.exercise);
}

/** The library by category (alphabetical), each with its first 3, or all of `expanded`. */
export function groupLibrary(exercises: LibraryExercise[], expanded?: string | null): LibraryGroup[] {
  const groups = new Map<string, LibraryExercise[]>();
  for (const exercise of exercises) groups.set(exercise.category, [...(groups.get(exercise.category) ?? []), exercise]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, all]) => {
      const showingAll = category === expanded;
      return { category, count: all.length, exercises: showingAll ? all : all.slice(0, LIBRARY_PREVIEW_PER_CATEGORY), showingAll };
    });
}
