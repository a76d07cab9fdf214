import type { PlannerRole } from "./planner-foods";

// The meal templates: which meals a day has for each meals-per-day count (spec §5: 2 to 6), the
// parts each meal is made of, its share of the day's calories and the minutes it takes beyond its
// foods' own. Pure data.

export type MealSlot = "breakfast" | "lunch" | "dinner" | "snack";

export type MealTemplate = {
  slot: MealSlot;
  roles: readonly PlannerRole[];
  /** the meal's weight in the day's calories (shares are these over the day's sum) */
  weight: number;
  /** assembling and plating, on top of the longest food's prepMinutes */
  assemblyMinutes: number;
};

const TEMPLATES: Record<MealSlot, MealTemplate> = {
  breakfast: { slot: "breakfast", roles: ["breakfast", "grain", "fruit", "topping"], weight: 0.25, assemblyMinutes: 5 },
  lunch: { slot: "lunch", roles: ["main", "starch", "vegetable", "fat"], weight: 0.35, assemblyMinutes: 5 },
  dinner: { slot: "dinner", roles: ["main", "starch", "vegetable", "vegetable", "fat"], weight: 0.4, assemblyMinutes: 5 },
  snack: { slot: "snack", roles: ["snack", "fruit"], weight: 0.12, assemblyMinutes: 0 },
};

const SLOTS_BY_COUNT: Record<number, readonly MealSlot[]> = {
  2: ["breakfast", "dinner"],
  3: ["breakfast", "lunch", "dinner"],
  4: ["breakfast", "lunch", "snack", "dinner"],
  5: ["breakfast", "snack", "lunch", "snack", "dinner"],
  6: ["breakfast", "snack", "lunch", "snack", "dinner", "snack"],
};

/** The day's meals for a meals-per-day count, with each one's share of the day's calories. */
export function dayTemplates(mealsPerDay: number): { template: MealTemplate; share: number }[] {
  const slots = SLOTS_BY_COUNT[mealsPerDay];
  if (!slots) throw new RangeError(`No templates for ${mealsPerDay} meals a day`);
  const total = slots.reduce((sum, slot) => sum + TEMPLATES[slot].weight, 0);
  return slots.map((slot) => ({ template: TEMPLATES[slot], share: TEMPLATES[slot].weight / total }));
}
