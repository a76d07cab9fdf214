import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { logMealOfFoods } from "~/modules/meal/log.server";
import { getProfile } from "~/modules/user/profile.server";
import { validate } from "~/modules/validate";
import { LogPlannedMealInput, TickShoppingInput } from "./inputs";
import { GENERATION_FAILED } from "./intents";
import { planWeek, type PlanDay, type PlannerFood } from "./plan";
import { withDishNames } from "./dish-names.server";
import { PLANNER_FOODS } from "./planner-foods";
import { MealPreferencesInput, preferencesFromProfile, type MealPreferences } from "./preferences";
import { shoppingList, type ShoppingFood, type ShoppingGroup } from "./shopping";

// The meal planner's storage (issue 27): preferences per member, plans per member, the shopping
// list's ticks, and logging a planned meal through the diary's own log function.

export type SavedPlan = { id: number; createdAt: string; preferences: MealPreferences; days: PlanDay[]; checkedFoodIds: number[] };

/** The member's saved preferences, or the spec's defaults prefilled from their profile. */
export async function getPlannerPreferences(userId: number): Promise<MealPreferences> {
  const saved = await db.mealPlannerPreferences.findUnique({ where: { userId } });
  if (saved) return validate(MealPreferencesInput, saved.preferences);
  const profile = await getProfile(userId);
  if (!profile) throw new DomainError(404, "User not found");
  return preferencesFromProfile(profile);
}

const savePreferences = (userId: number, preferences: MealPreferences) =>
  db.mealPlannerPreferences.upsert({ where: { userId }, create: { userId, preferences }, update: { preferences } });

export async function savePlannerPreferences(userId: number, raw: unknown): Promise<MealPreferences> {
  const preferences = validate(MealPreferencesInput, raw);
  await savePreferences(userId, preferences);
  return preferences;
}

/** The planner's foods with their catalogue figures (foods missing from the catalogue are left out). */
async function plannerFoods(): Promise<PlannerFood[]> {
  const rows = await db.food.findMany({
    where: { id: { in: PLANNER_FOODS.map((rule) => rule.id) }, source: "usda" },
    select: {
      id: true,
      name: true,
      foodGroup: true,
      category: true,
      caloriesPer100g: true,
      proteinPer100g: true,
      carbsPer100g: true,
      fatPer100g: true,
    },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return PLANNER_FOODS.flatMap((rule) => {
    const row = byId.get(rule.id);
    return row ? [{ ...row, ...rule }] : [];
  });
}

function savedPlan(row: { id: number; createdAt: Date; preferences: unknown; days: unknown; checkedFoodIds: unknown }): SavedPlan {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    preferences: row.preferences as MealPreferences,
    days: row.days as PlanDay[],
    checkedFoodIds: Array.isArray(row.checkedFoodIds) ? (row.checkedFoodIds as number[]) : [],
  };
}

/**
 * `POST /api/ai/generate-meal-plan` and the screen's Generate: plans the week (a model, when one
 * is configured, names the dishes: dish-names.server.ts), then saves the
 * preferences and the plan together; a 422 "Generation Failed: …" with the reason (and nothing
 * written) when nothing fits.
 */
export async function generateMealPlan(userId: number, raw: unknown): Promise<SavedPlan> {
  const preferences = validate(MealPreferencesInput, raw);
  const result = planWeek(await plannerFoods(), preferences);
  if (!result.ok) throw new DomainError(422, { title: GENERATION_FAILED, description: result.reason });
  const days = await withDishNames(result.days);
  const [, row] = await db.$transaction([
    savePreferences(userId, preferences),
    db.mealPlan.create({ data: { userId, preferences, days, checkedFoodIds: [] } }),
  ]);
  return savedPlan(row);
}

export async function getLatestPlan(userId: number): Promise<SavedPlan | null> {
  const row = await db.mealPlan.findFirst({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return row ? savedPlan(row) : null;
}

async function requireOwnPlan(userId: number, planId: number): Promise<SavedPlan> {
  const row = await db.mealPlan.findFirst({ where: { id: planId, userId } });
  if (!row) throw new DomainError(404, "Meal plan not found");
  return savedPlan(row);
}

/** The plan's shopping list, from the catalogue's categories and portions. */
export async function getShoppingList(plan: SavedPlan): Promise<ShoppingGroup[]> {
  const ids = [...new Set(plan.days.flatMap((day) => day.meals.flatMap((meal) => meal.foods.map((food) => food.foodId))))];
  const foods = await db.food.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, category: true, portions: { orderBy: { position: "asc" }, select: { label: true, grams: true } } },
  });
  return shoppingList(plan.days, new Map<number, ShoppingFood>(foods.map((food) => [food.id, food])), new Set(plan.checkedFoodIds));
}

/** Ticks a food off the plan's shopping list (or back on). */
export async function tickShoppingItem(userId: number, raw: unknown): Promise<{ foodId: number; checked: boolean }> {
  const input = validate(TickShoppingInput, raw);
  const plan = await requireOwnPlan(userId, input.planId);
  const checked = new Set(plan.checkedFoodIds);
  if (input.checked) checked.add(input.foodId);
  else checked.delete(input.foodId);
  await db.mealPlan.update({ where: { id: plan.id }, data: { checkedFoodIds: [...checked] } });
  return { foodId: input.foodId, checked: input.checked };
}

/** "Log this meal": the planned meal's foods and grams, logged to today's diary as one meal. */
export async function logPlannedMeal(userId: number, raw: unknown) {
  const input = validate(LogPlannedMealInput, raw);
  const plan = await requireOwnPlan(userId, input.planId);
  const meal = plan.days.find((day) => day.day === input.day)?.meals[input.meal - 1];
  if (!meal) throw new DomainError(404, "Planned meal not found");
  return logMealOfFoods(userId, {
    name: meal.name,
    mealType: meal.slot,
    foods: meal.foods.map((food) => ({ foodId: food.foodId, quantity: food.grams })),
  });
}
