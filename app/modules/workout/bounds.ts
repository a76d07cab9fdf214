// How far one member's workouts can grow (issue 23): every collection a request adds to has a
// ceiling, so no request (or burst of them) can store rows without end. Pure: the JSON doors'
// schema (inputs.ts) and the database checks (bounds.server.ts) share these numbers and words.

/** Exercises in one workout (a long session has 10–15). */
export const MAX_EXERCISES_PER_WORKOUT = 30;
/** Sets of one exercise in one workout (targets go up to 20; extra sets past them are allowed). */
export const MAX_SETS_PER_EXERCISE = 30;
/** Sets in one workout, all exercises together. */
export const MAX_SETS_PER_WORKOUT = 200;
/** Sets one member may store in any 24 hours (by the server's clock), all workouts together. */
export const MAX_SETS_PER_DAY = 500;

export const TOO_MANY_EXERCISES = `A workout holds at most ${MAX_EXERCISES_PER_WORKOUT} exercises`;
export const TOO_MANY_SETS_OF_EXERCISE = `An exercise holds at most ${MAX_SETS_PER_EXERCISE} sets in one workout`;
export const TOO_MANY_SETS_IN_WORKOUT = `A workout holds at most ${MAX_SETS_PER_WORKOUT} sets`;
export const TOO_MANY_SETS_TODAY = `You have logged ${MAX_SETS_PER_DAY} sets in the last 24 hours, the most a day holds`;

/** How many sets a client's `exercises` carry. */
export const setsIn = (exercises: { sets?: unknown[] }[]) => exercises.reduce((sets, exercise) => sets + (exercise.sets?.length ?? 0), 0);

/** Routines one member keeps (issue 42): a week's split is 3–6. */
export const MAX_ROUTINES = 50;
export const TOO_MANY_ROUTINES = `You can keep at most ${MAX_ROUTINES} routines: delete one first`;
