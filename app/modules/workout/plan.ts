// The plan of a session and where the lifter is in it (pure, shared by both workout screens).

export const DEFAULT_TARGET_SETS = 3;
/** Rest after a set (spec core §9's default, every lift): a longer rest is the member's own setting. */
export const DEFAULT_REST_SECONDS = 90;
export const MAX_REST_SECONDS = 900;
export const MAX_TARGET_SETS = 20;

type PlannedExercise = { id: number; targetSets: number | null; sets: { id: number }[] };

export function targetSetsOf(exercise: Pick<PlannedExercise, "targetSets">): number {
  return exercise.targetSets ?? DEFAULT_TARGET_SETS;
}

/** Sets done out of sets planned; sets beyond the target count on both sides. */
export function setsProgress(exercises: PlannedExercise[]): { done: number; total: number } {
  return exercises.reduce(
    (sum, exercise) => ({
      done: sum.done + exercise.sets.length,
      total: sum.total + Math.max(targetSetsOf(exercise), exercise.sets.length),
    }),
    { done: 0, total: 0 },
  );
}

/** Planned sets not yet logged (0 when every target is met). */
export function setsLeft(exercises: PlannedExercise[]): number {
  const { done, total } = setsProgress(exercises);
  return total - done;
}

/**
 * The exercise to log next: the one asked for (by WorkoutExercise id) if it is in the plan,
 * else the first with sets left, else the last one (extra sets). Null for an empty plan.
 */
export function currentExercise<T extends PlannedExercise>(exercises: T[], chosenId?: number | null): T | null {
  const chosen = exercises.find((exercise) => exercise.id === chosenId);
  if (chosen) return chosen;
  return exercises.find((exercise) => exercise.sets.length < targetSetsOf(exercise)) ?? exercises.at(-1) ?? null;
}

type SetSlot = { number: number; state: "completed" | "current" | "pending"; setId: number | null };

/** The sets list of one exercise: logged sets completed, then the current one, then pending ones up to the target. */
export function setSlots(exercise: PlannedExercise): SetSlot[] {
  const done = exercise.sets.map((set, i): SetSlot => ({ number: i + 1, state: "completed", setId: set.id }));
  const left = Math.max(targetSetsOf(exercise) - done.length, 1);
  const next = Array.from({ length: left }, (_, i): SetSlot => ({
    number: done.length + i + 1,
    state: i === 0 ? "current" : "pending",
    setId: null,
  }));
  return [...done, ...next];
}

type Prefillable = {
  targetReps: number | null;
  targetWeight: number | null;
  sets: unknown[];
  previous: { sets: { reps: number | null; weight: number | null }[] } | null;
};

/** The next set's weight and reps in a workout from a routine: the targets, else the same set last time. */
export function prefillOf(exercise: Prefillable): { weight: number | null; reps: number | null } {
  const last = exercise.previous?.sets[exercise.sets.length] ?? exercise.previous?.sets.at(-1);
  return { weight: exercise.targetWeight ?? last?.weight ?? null, reps: exercise.targetReps ?? last?.reps ?? null };
}
