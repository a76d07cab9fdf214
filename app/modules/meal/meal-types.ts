/** The four meal slots of a day, in order (spec core §3). Pure: shared by server and screens. */
export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export function mealTypeTitle(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
