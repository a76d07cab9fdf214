import { z } from "zod";
import { db } from "~/db.server";
import { column, computed, readRow, readRows, typedRead } from "~/db-read.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { DomainError } from "~/modules/errors";
import { LocalDateSchema } from "~/modules/meal/inputs";
import { validate } from "~/modules/validate";
import { latestWeight } from "~/modules/weight/log.server";
import { dayExercise, ExerciseBudgetInput, exerciseCounts, workoutBudgetKcal } from "./exercise";
import { EXERCISE_BUDGET_CHOICES, type ExerciseBudgetChoice } from "./exercise-budget";

// The day's calorie budget (issue 41 item 6): the calorie goal, plus the day's exercise when it counts.

export const BudgetQuery = z.object({ date: LocalDateSchema.optional() });

export const DayBudget = z.object({
  date: z.string(),
  goalKcal: z.number(),
  exerciseInBudget: z.enum(EXERCISE_BUDGET_CHOICES),
  /** the target follows the weekly check-in's estimate (a check-in was accepted or adjusted) */
  adaptive: z.boolean(),
  counted: z.boolean(),
  exerciseKcal: z.number(),
  budgetKcal: z.number(),
  basis: z.enum(["active energy", "workouts", "none"]),
  activeEnergyKcal: z.number().nullable(),
  workoutsKcal: z.number().nullable(),
  weightKg: z.number().nullable(),
  workouts: z.array(
    z.object({ id: z.number(), name: z.string(), minutes: z.number(), met: z.number().nullable(), kcal: z.number().nullable() }),
  ),
});
export type DayBudget = z.infer<typeof DayBudget>;

// Home reads the budget on every visit: four statements, each declared with its columns (ADR 0044).
const BUDGET_SETTINGS = typedRead({
  name: "a member's budget settings",
  sql: `SELECT "timeZone", "dailyCalorieGoal", "exerciseInBudget", (SELECT COUNT(*) FROM "CheckIn" WHERE "userId" = $1 AND "decision" IN ('accepted', 'adjusted')) AS "adaptiveCheckIns" FROM "User" WHERE "id" = $1`,
  params: ["userId"],
  columns: {
    timeZone: column("User", "timeZone"),
    dailyCalorieGoal: column("User", "dailyCalorieGoal"),
    exerciseInBudget: column("User", "exerciseInBudget"),
    adaptiveCheckIns: computed("integer"),
  },
});

/** A day's imported records of one kind, summed per source (active energy: each app's figure for the day). */
const DAY_RECORDS_BY_SOURCE = typedRead({
  name: "a day's records of a kind per source",
  sql: `SELECT "source", SUM("value") AS "total" FROM "HealthRecord" WHERE "userId" = $1 AND "kind" = $2 AND "day" = $3 GROUP BY "source"`,
  params: ["userId", "kind", "day"],
  columns: { source: column("HealthRecord", "source"), total: computed("real") },
});

/** Finished workouts started in [since, until), a row per completed set (setId null for a workout or an exercise without one). */
const FINISHED_WORKOUT_SETS = typedRead({
  name: "finished workouts' completed sets",
  sql: `SELECT s."id", s."name", s."startTime", s."endTime", e."category", ws."id" AS "setId"
    FROM "WorkoutSession" s
    LEFT JOIN "WorkoutExercise" we ON we."sessionId" = s."id"
    LEFT JOIN "Exercise" e ON e."id" = we."exerciseId"
    LEFT JOIN "WorkoutSet" ws ON ws."workoutExerciseId" = we."id" AND ws."completed" = TRUE
    WHERE s."userId" = $1 AND s."endTime" IS NOT NULL AND s."startTime" >= $2 AND s."startTime" < $3
    ORDER BY s."startTime", s."id"`,
  params: ["userId", "since", "until"],
  columns: {
    id: column("WorkoutSession", "id"),
    name: column("WorkoutSession", "name"),
    startTime: column("WorkoutSession", "startTime", { notNull: true }),
    endTime: column("WorkoutSession", "endTime", { notNull: true }),
    category: column("Exercise", "category", { outerJoin: true }),
    setId: column("WorkoutSet", "id", { outerJoin: true }),
  },
});

type FinishedWorkout = { id: number; name: string | null; startTime: Date; endTime: Date; categories: string[] };

/** Finished workouts started on the member's day, each with a category per completed set: read a day wider in UTC, then kept by local day. */
async function workoutsOf(userId: number, date: string, timeZone: string): Promise<FinishedWorkout[]> {
  const rows = await readRows(FINISHED_WORKOUT_SETS, {
    userId,
    since: new Date(`${addDays(date, -1)}T00:00:00Z`),
    until: new Date(`${addDays(date, 2)}T00:00:00Z`),
  });
  const sessions = new Map<number, FinishedWorkout>();
  for (const row of rows) {
    let session = sessions.get(row.id);
    if (!session) {
      session = { id: row.id, name: row.name, startTime: new Date(row.startTime), endTime: new Date(row.endTime), categories: [] };
      sessions.set(row.id, session);
    }
    if (row.setId !== null && row.category !== null) session.categories.push(row.category);
  }
  return [...sessions.values()].filter((session) => localDateOf(session.startTime, timeZone) === date);
}

/** GET /api/budget and Home: the day's budget, its exercise (an estimate for workouts) and whether it counts. */
export async function getDayBudget(userId: number, rawQuery: unknown = {}): Promise<DayBudget> {
  const query = validate(BudgetQuery, rawQuery ?? {});
  const user = await readRow(BUDGET_SETTINGS, { userId });
  if (!user) throw new DomainError(404, "User not found");
  const date = query.date ?? localDateOf(new Date(), user.timeZone);
  const [sessions, energy, weight] = await Promise.all([
    workoutsOf(userId, date, user.timeZone),
    readRows(DAY_RECORDS_BY_SOURCE, { userId, kind: "active_energy_kcal", day: date }),
    latestWeight(userId),
  ]);
  const kg = weight?.kg ?? null;
  const workouts = sessions.map((session) => {
    const minutes = Math.round((session.endTime.getTime() - session.startTime.getTime()) / 60_000);
    // one category a completed set, as History's estimate counts them
    const estimate = workoutBudgetKcal(minutes, kg, session.categories);
    return { id: session.id, name: session.name ?? "Workout", minutes, met: estimate?.met ?? null, kcal: estimate?.kcal ?? null };
  });
  const estimated = workouts.filter((workout) => workout.kcal !== null);
  const workoutsKcal = estimated.length === 0 ? null : estimated.reduce((sum, workout) => sum + workout.kcal!, 0);
  const exercise = dayExercise(
    workoutsKcal,
    energy.map((source) => source.total),
  );
  const choice = (EXERCISE_BUDGET_CHOICES as readonly string[]).includes(user.exerciseInBudget)
    ? (user.exerciseInBudget as ExerciseBudgetChoice)
    : "auto";
  const adaptive = Number(user.adaptiveCheckIns) > 0;
  const counted = exerciseCounts(choice, adaptive);
  return {
    date,
    goalKcal: user.dailyCalorieGoal,
    exerciseInBudget: choice,
    adaptive,
    counted,
    ...exercise,
    budgetKcal: user.dailyCalorieGoal + (counted ? exercise.exerciseKcal : 0),
    weightKg: kg,
    workouts,
  };
}

/** The member's choice: count the day's exercise in the budget (on), not (off), or by default (auto). */
export async function setExerciseInBudget(userId: number, rawInput: unknown): Promise<{ exerciseInBudget: ExerciseBudgetChoice }> {
  const { exerciseInBudget } = validate(ExerciseBudgetInput, rawInput ?? {});
  await db.user.update({ where: { id: userId }, data: { exerciseInBudget } });
  return { exerciseInBudget };
}
