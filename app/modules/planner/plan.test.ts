import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIXTURE_FOODS } from "../../../tests/helpers/planner-foods";
import { dietAllows, entryExcludes } from "./exclusions";
import { CALORIE_TOLERANCE, KETO_CARBS_G, PROTEIN_FLOOR, planWeek, type PlanDay, type PlannerFood } from "./plan";
import { PLANNER_FOODS } from "./planner-foods";
import { COOKING_MINUTES, COOKING_TIMES, DEFAULT_PREFERENCES, DIET_TYPES, GOAL_TYPES, type MealPreferences } from "./preferences";
import { shoppingList } from "./shopping";

const MEAT_AND_FISH = /Poultry|Beef|Pork|Lamb|Sausages|Finfish/;
const ENTRY_WORDS = ["peanut", "dairy", "eggs", "tofu", "fish", "nuts", "gluten", "banana", "spinach", "soy", "chicken", "oats"];

function expectPlanKeeps(days: PlanDay[], prefs: MealPreferences, foods: readonly PlannerFood[]) {
  const byId = new Map(foods.map((food) => [food.id, food]));
  expect(days).toHaveLength(7);
  for (const day of days) {
    expect(day.meals).toHaveLength(prefs.mealsPerDay);
    expect(Math.abs(day.calories - prefs.calorieTarget)).toBeLessThanOrEqual(prefs.calorieTarget * CALORIE_TOLERANCE);
    expect(day.protein).toBeGreaterThanOrEqual(prefs.proteinTarget * PROTEIN_FLOOR);
    if (prefs.dietType === "keto") expect(day.carbs).toBeLessThanOrEqual(KETO_CARBS_G);
    for (const meal of day.meals) {
      expect(meal.prepMinutes).toBeLessThanOrEqual(COOKING_MINUTES[prefs.cookingTime]);
      // One food once per meal, even one that plays two roles (almonds: a topping and a snack).
      const ids = meal.foods.map((item) => item.foodId);
      expect(new Set(ids).size, `${meal.name}: ${ids.join(", ")}`).toBe(ids.length);
      for (const item of meal.foods) {
        const food = byId.get(item.foodId)!;
        expect(dietAllows(prefs.dietType, food), `${food.name} on a ${prefs.dietType} diet`).toBe(true);
        for (const entry of [...prefs.allergies, ...prefs.dislikes])
          expect(entryExcludes(entry, food), `${food.name} despite "${entry}"`).toBe(false);
        if (prefs.dietType === "vegetarian" || prefs.dietType === "vegan") expect(food.foodGroup).not.toMatch(MEAT_AND_FISH);
      }
    }
  }
}

const preferences = (protein: { min: number; max: number }) =>
  fc
    .record({
      goalType: fc.constantFrom(...GOAL_TYPES),
      dietType: fc.constantFrom(...DIET_TYPES),
      calorieTarget: fc.integer({ min: 1200, max: 3500 }),
      proteinShare: fc.double({ min: protein.min, max: protein.max, noNaN: true }),
      allergies: fc.subarray(ENTRY_WORDS, { maxLength: 2 }),
      dislikes: fc.subarray(ENTRY_WORDS, { maxLength: 2 }),
      mealsPerDay: fc.integer({ min: 2, max: 6 }),
      cookingTime: fc.constantFrom(...COOKING_TIMES),
    })
    .map(({ proteinShare, ...prefs }): MealPreferences => ({
      ...prefs,
      proteinTarget: Math.round((prefs.calorieTarget * proteinShare) / 4),
    }));

describe("planWeek over random preferences (fixture foods)", () => {
  it("a plan it gives keeps the targets, the meals per day, the diet and every exclusion; otherwise it says why", () => {
    fc.assert(
      fc.property(preferences({ min: 0, max: 0.45 }), (prefs) => {
        const result = planWeek(FIXTURE_FOODS, prefs);
        if (result.ok) expectPlanKeeps(result.days, prefs, FIXTURE_FOODS);
        else expect(result.reason).toMatch(/\w+/);
      }),
      { numRuns: 70 },
    );
  });

  it("finds a plan whenever protein is a modest share of the calories and nothing is excluded", () => {
    fc.assert(
      fc.property(
        preferences({ min: 0.1, max: 0.25 })
          .filter((prefs) => prefs.calorieTarget <= 3000)
          .map((prefs) => ({ ...prefs, allergies: [], dislikes: [], cookingTime: "extensive" as const })),
        (prefs) => {
          const result = planWeek(FIXTURE_FOODS, prefs);
          expect(result.ok, JSON.stringify(prefs)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("gives the same plan for the same preferences", () => {
    expect(planWeek(FIXTURE_FOODS, DEFAULT_PREFERENCES)).toEqual(planWeek(FIXTURE_FOODS, DEFAULT_PREFERENCES));
  });

  it("says why when nothing fits: vegan, 300 g protein on 1200 kcal", () => {
    const result = planWeek(FIXTURE_FOODS, { ...DEFAULT_PREFERENCES, dietType: "vegan", calorieTarget: 1200, proteinTarget: 300 });
    expect(result).toEqual({ ok: false, reason: "No combination of foods reaches 300 g protein within 1200 kcal on a vegan diet." });
  });
});

describe("planWeek on the seeded catalogue", () => {
  type SeedFood = Omit<PlannerFood, keyof (typeof PLANNER_FOODS)[number]> & { id: number; portions: { label: string; grams: number }[] };
  const seed = JSON.parse(readFileSync("prisma/seed-data/foods.json", "utf8")) as SeedFood[];
  const seedById = new Map(seed.map((food) => [food.id, food]));
  const catalogue: PlannerFood[] = PLANNER_FOODS.map((rule) => ({ ...seedById.get(rule.id)!, ...rule }));

  it("has every planner food in the catalogue", () => {
    expect(PLANNER_FOODS.filter((rule) => !seedById.has(rule.id))).toEqual([]);
  });

  it("plans a vegetarian 1800 kcal / 120 g protein week: every day within ±5 %, no meat or fish, the shopping list sums the grams", () => {
    const prefs: MealPreferences = { ...DEFAULT_PREFERENCES, dietType: "vegetarian", calorieTarget: 1800, proteinTarget: 120 };
    const started = performance.now();
    const result = planWeek(catalogue, prefs);
    expect(performance.now() - started).toBeLessThan(1000);
    if (!result.ok) throw new Error(result.reason);
    expectPlanKeeps(result.days, prefs, catalogue);
    for (const day of result.days)
      for (const meal of day.meals) for (const item of meal.foods) expect(seedById.get(item.foodId)!.foodGroup).not.toMatch(MEAT_AND_FISH);

    const planned = new Map<number, number>();
    for (const day of result.days)
      for (const meal of day.meals) for (const item of meal.foods) planned.set(item.foodId, (planned.get(item.foodId) ?? 0) + item.grams);
    const groups = shoppingList(result.days, seedById, new Set());
    const listed = new Map(groups.flatMap((group) => group.items.map((item) => [item.foodId, item.grams] as const)));
    expect(listed).toEqual(planned);
    for (const group of groups) for (const item of group.items) expect(seedById.get(item.foodId)!.category).toBe(group.category);
  });

  it("repeats no lunch or dinner on consecutive days", () => {
    const result = planWeek(catalogue, DEFAULT_PREFERENCES);
    if (!result.ok) throw new Error(result.reason);
    const mains = result.days.map((day) =>
      day.meals.filter((meal) => meal.slot !== "breakfast" && meal.slot !== "snack").map((meal) => meal.name),
    );
    for (let day = 1; day < mains.length; day++) {
      for (const name of mains[day]!) expect(mains[day - 1]).not.toContain(name);
    }
  });
});
