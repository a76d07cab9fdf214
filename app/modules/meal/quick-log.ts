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
 * check. A malformed value gives fields the schema refuses, never a guess: without grams there is
 * no quantity (an empty one would be read as 1 g).
 */
export function quickLogFields(value: string): { foodId: string; quantity?: string; portionLabel?: string } {
  const [foodId = "", grams = "", ...label] = value.split(":");
  return {
    foodId,
    ...(grams === "" ? {} : { quantity: grams }),
    ...(label.length > 0 ? { portionLabel: label.join(":") } : {}),
  };
}

/** The key one food's log is posted with: the list's key and the food. */
export function quickLogKey(listKey: string, foodId: string): string {
  return `${listKey}-${foodId}`;
}
