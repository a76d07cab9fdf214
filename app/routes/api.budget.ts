import { jsonFrom } from "~/http/json.server";
import { apiLoader } from "~/http/read-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { BudgetQuery, DayBudget, getDayBudget, setExerciseInBudget } from "~/modules/energy/budget.server";
import { ExerciseBudgetInput } from "~/modules/energy/exercise";

/** GET /api/budget?date=: the day's calorie budget, its exercise and whether it counts (issue 41). */
export const loader = apiLoader("user", ({ userId, url }) => {
  const date = url.searchParams.get("date");
  return jsonFrom(() => getDayBudget(userId, date === null ? {} : { date }));
});

/** PUT /api/budget {exerciseInBudget: auto|on|off}: whether the day's exercise adds to the budget. */
export const action = describeRoute(
  apiAction({
    methods: ["PUT"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => setExerciseInBudget(userId, body),
  }),
  {
    GET: {
      guard: "user",
      summary: "Your day's calorie budget",
      description:
        "The calorie goal, plus the day's exercise when it counts (budgetKcal). The exercise is the imported active energy when there is some (the largest source's day total), else an estimate for the day's finished workouts: (MET − 1) × your weight × hours, the MET from the 2011 Compendium of Physical Activities by the exercises' category. exerciseInBudget auto counts it unless your target follows the weekly check-in's estimate (adaptive), which already includes your exercise.",
      query: BudgetQuery,
      response: DayBudget,
      responseExample: {
        date: "2026-11-28",
        goalKcal: 2000,
        exerciseInBudget: "auto",
        adaptive: false,
        counted: true,
        exerciseKcal: 158,
        budgetKcal: 2158,
        basis: "workouts",
        activeEnergyKcal: null,
        workoutsKcal: 158,
        weightKg: 72,
        workouts: [{ id: 7, name: "Push", minutes: 53, met: 3.5, kcal: 158 }],
      },
    },
    PUT: {
      summary: "Count exercise in your budget, or not",
      description:
        "on: the day's exercise adds to your budget; off: it does not; auto: it does unless your target follows the weekly check-in.",
      body: ExerciseBudgetInput,
      example: { exerciseInBudget: "on" },
      response: ExerciseBudgetInput,
      responseExample: { exerciseInBudget: "on" },
    },
  },
);
