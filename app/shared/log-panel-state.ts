import type { FoodChoice } from "~/modules/food/food-choice";
import type { MealType } from "~/modules/meal/meal-types";

/**
 * What the search-and-log panel shows for a URL (?q=…&food=…&grams=…&portion=…): the server
 * renders it, so searching and choosing work as plain GET forms and links without JavaScript.
 */
export type LogPanelState = {
  term: string;
  results: FoodChoice[] | null;
  /** Why the term was not searched (e.g. too long), said to the user. */
  searchError: string | null;
  selected: FoodChoice | null;
  quantity: number;
  portionLabel: string | null;
  /** The meal slot the form starts on: the member's local time of day (modules/meal/meal-slot.ts). */
  mealType: MealType;
  /** A fresh idempotency key per render: a log form posted twice (a retry) logs once. */
  formKey: string;
};

/** The URL that selects a food (and a portion) without JavaScript, keeping the diary's day. */
export function selectHref(state: { term: string; date?: string }, foodId: number, grams?: number, portion?: string): string {
  const params = new URLSearchParams();
  if (state.date) params.set("date", state.date);
  params.set("q", state.term);
  params.set("food", String(foodId));
  if (grams) params.set("grams", String(grams));
  if (portion) params.set("portion", portion);
  return `?${params.toString()}#log-food`;
}
