import { z } from "zod";
import { db } from "~/db.server";
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

/** Finished workouts started on the member's day: read a day wider in UTC, then kept by local day. */
async function workoutsOf(userId: number, date: string, timeZone: string) {
  const sessions = await db.workoutSession.findMany({
    where: {
      userId,
      endTime: { not: null },
      startTime: { gte: new Date(`${addDays(date, -1)}T00:00:00Z`), lt: new Date(`${addDays(date, 2)}T00:00:00Z`) },
    },
    orderBy: { startTime: "asc" },
    select: {
      id: true,
      name: true,
      startTime: true,
      endTime: true,
      exercises: { select: { exercise: { select: { category: true } }, sets: { where: { completed: true }, select: { id: true } } } },
    },
  });
  return sessions.filter((session) => localDateOf(session.startTime!, timeZone) === date);
}

/** GET /api/budget and Home: the day's budget, its exercise (an estimate for workouts) and whether it counts. */
export async function getDayBudget(userId: number, rawQuery: unknown = {}): Promise<DayBudget> {
  const query = validate(BudgetQuery, rawQuery ?? {});
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { timeZone: true, dailyCalorieGoal: true, exerciseInBudget: true },
  });
  if (!user) throw new DomainError(404, "User not found");
  const date = query.date ?? localDateOf(new Date(), user.timeZone);
  const [sessions, energy, weight, adaptiveCheckIns] = await Promise.all([
    workoutsOf(userId, date, user.timeZone),
    db.healthRecord.groupBy({ by: ["source"], where: { userId, kind: "active_energy_kcal", day: date }, _sum: { value: true } }),
    latestWeight(userId),
    db.checkIn.count({ where: { userId, decision: { in: ["accepted", "adjusted"] } } }),
  ]);
  const kg = weight?.kg ?? null;
  const workouts = sessions.map((session) => {
    const minutes = Math.round((session.endTime!.getTime() - session.startTime!.getTime()) / 60_000);
    // one category a completed set, as History's estimate counts them
    const categories = session.exercises.flatMap((item) => item.sets.map(() => item.exercise.category));
    const estimate = workoutBudgetKcal(minutes, kg, categories);
    return { id: session.id, name: session.name ?? "Workout", minutes, met: estimate?.met ?? null, kcal: estimate?.kcal ?? null };
  });
  const estimated = workouts.filter((workout) => workout.kcal !== null);
  const workoutsKcal = estimated.length === 0 ? null : estimated.reduce((sum, workout) => sum + workout.kcal!, 0);
  const exercise = dayExercise(
    workoutsKcal,
    energy.map((source) => source._sum.value ?? 0),
  );
  const choice = (EXERCISE_BUDGET_CHOICES as readonly string[]).includes(user.exerciseInBudget)
    ? (user.exerciseInBudget as ExerciseBudgetChoice)
    : "auto";
  const adaptive = adaptiveCheckIns > 0;
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
