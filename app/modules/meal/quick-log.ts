// The quick foods' one-tap log. The whole list is one form: the tapped button's value names the
// food, its grams and (after a second colon) the portion's label, and the list's idempotency key is
// made the food's own, so each food is logged once per page however often its post is retried.
// Pure: safe in client code.

/** The button's field name in the quick foods' form. */
export const QUICK_LOG_FIELD = "quick";

export type QuickLogFood = { foodId: number; quantity: number; portionLabel: string | null };

/** `<foodId>:<grams>`, then `:<portion label>` when the grams were a portion. */
export function quickLogValue(food: QuickLogFood): string {
  const value = `${food.foodId}:${food.quantity}`;
  return food.portionLabel ? `${value}:${food.portionLabel}` : value;
}

/**
 * The log-food form's fields a button's value stands for, as strings for the form's schema to
 * check (a malformed value gives fields the schema refuses, never a guess).
 */
export function quickLogFields(value: string): { foodId: string; quantity: string; portionLabel?: string } {
  const first = value.indexOf(":");
  if (first < 0) return { foodId: value, quantity: "" };
  const second = value.indexOf(":", first + 1);
  const foodId = value.slice(0, first);
  if (second < 0) return { foodId, quantity: value.slice(first + 1) };
  return { foodId, quantity: value.slice(first + 1, second), portionLabel: value.slice(second + 1) };
}

/** The key one food's log is posted with: the list's key and the food. */
export function quickLogKey(listKey: string, foodId: string): string {
  return `${listKey}-${foodId}`;
}
