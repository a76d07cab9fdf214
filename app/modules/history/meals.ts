// An export's days as the diary stores them (issue 41 item 7, ADR 0045): a meal per meal slot the
// export names (MyFitnessPal's meals, Cronometer's diary groups), or one meal holding the day's
// total where it has only totals, each with one entry like a quick add. Pure.
import type { MealType } from "~/modules/meal/meal-types";
import { APP_LABELS, type HistoryApp, type Slot } from "./layouts";
import type { SlotIntake, Tally } from "./tally";

export type ImportedMeal = {
  date: string;
  name: string;
  mealType: MealType;
  /** "<app>:<day>:<slot>": the same day's slot from the same app is stored once */
  importKey: string;
  note: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
};
export type DayMeals = { date: string; meals: ImportedMeal[] };

const SLOT_NAMES: Record<Slot, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snacks", day: "Day total" };
const ORDER: Slot[] = ["breakfast", "lunch", "dinner", "snack", "day"];
const tenth = (grams: number) => Math.round(grams * 10) / 10;

/**
 * The meals of `days` (oldest first). A whole day's total goes in the snack slot: the diary has no
 * slot for a day, and the meal's name says what it is.
 */
export function mealsOf(app: HistoryApp, tally: Tally, days: readonly string[]): DayMeals[] {
  const byDay = new Map<string, SlotIntake[]>();
  for (const slot of tally.intake.values()) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
  return [...days].sort().map((date) => ({
    date,
    meals: (byDay.get(date) ?? [])
      .sort((a, b) => ORDER.indexOf(a.slot) - ORDER.indexOf(b.slot))
      .map((slot) => ({
        date,
        name: `${APP_LABELS[app]}: ${SLOT_NAMES[slot.slot]}`,
        mealType: slot.slot === "day" ? "snack" : slot.slot,
        importKey: `${app}:${date}:${slot.slot}`,
        note: `Imported from ${APP_LABELS[app]}: ${Math.round(slot.kcal)} kcal`,
        calories: Math.round(slot.kcal),
        protein: tenth(slot.protein),
        carbs: tenth(slot.carbs),
        fat: tenth(slot.fat),
      })),
  }));
}
