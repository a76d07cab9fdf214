import { describe, expect, it } from "vitest";
import { FIXTURE_FOODS } from "../../../tests/helpers/planner-foods";
import { planWeek, type PlanDay } from "./plan";
import { MealPlanAnswer, planAnswer } from "./plan-answer";
import { DEFAULT_PREFERENCES, type MealPreferences } from "./preferences";

const stored = (preferences: MealPreferences) => {
  const result = planWeek(FIXTURE_FOODS, preferences);
  if (!result.ok) throw new Error(result.reason);
  return { id: 7, createdAt: "2026-11-25T10:00:00.000Z", preferences, days: result.days };
};

describe("planAnswer: the stored plan as the spec's meal plan days", () => {
  it.each([
    [2, false, 0],
    [3, true, 0],
    [4, true, 1],
    [5, true, 2],
    [6, true, 3],
  ])(
    "%i meals a day: breakfast and dinner always, lunch %s, %i snacks; every meal and the day's totals kept",
    (mealsPerDay, hasLunch, snacks) => {
      const plan = stored({ ...DEFAULT_PREFERENCES, mealsPerDay });
      const answer = planAnswer(plan);
      expect(MealPlanAnswer.safeParse(answer).error?.issues ?? []).toEqual([]);
      expect(answer.plan).toMatchObject({ id: 7, createdAt: plan.createdAt, preferences: plan.preferences });
      answer.plan.days.forEach((day, index) => {
        const source: PlanDay = plan.days[index]!;
        const { slot: _slot, ...firstMeal } = source.meals[0]!;
        expect(day.meals.breakfast).toEqual(firstMeal);
        expect(day.meals.lunch !== null).toBe(hasLunch);
        expect(day.meals.snacks).toHaveLength(snacks);
        const answered = [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].filter((meal) => meal !== null);
        expect(answered.map((meal) => meal.name).sort()).toEqual(source.meals.map((meal) => meal.name).sort());
        expect(day).toMatchObject({
          day: source.day,
          calories: source.calories,
          protein: source.protein,
          carbs: source.carbs,
          fat: source.fat,
        });
      });
    },
  );

  it("keeps the snacks in eating order and answers no slot field", () => {
    const day = stored({ ...DEFAULT_PREFERENCES, mealsPerDay: 6 }).days[0]!;
    const answer = planAnswer({ id: 1, createdAt: "2026-11-25T10:00:00.000Z", preferences: DEFAULT_PREFERENCES, days: [day] });
    const snacks = day.meals.filter((meal) => meal.slot === "snack");
    expect(answer.plan.days[0]!.meals.snacks.map((meal) => meal.name)).toEqual(snacks.map((meal) => meal.name));
    expect(JSON.stringify(answer)).not.toContain('"slot"');
  });

  it("refuses a stored day without a dinner rather than answering half a day", () => {
    const day = stored(DEFAULT_PREFERENCES).days[0]!;
    const broken = { ...day, meals: day.meals.filter((meal) => meal.slot !== "dinner") };
    expect(() => planAnswer({ id: 1, createdAt: "2026-11-25T10:00:00.000Z", preferences: DEFAULT_PREFERENCES, days: [broken] })).toThrow(
      "Meal plan day 1 has no breakfast or dinner",
    );
  });
});
