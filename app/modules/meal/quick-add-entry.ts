// Kept apart from quick-add-input.ts (Zod): Home's diary slots read it, and Home ships no Zod (the JS budget).

/**
 * A quick add's entry has no food and no grams (quantity 0, foodId null, no per-100 g values): it is
 * a MealFood like any other, so every total, chart, export and achievement counts it, but there
 * are no grams to change (entries.server.ts refuses).
 */
export const isQuickAddEntry = (entry: { foodId: number | null; quantity: number | null }) => entry.foodId === null && entry.quantity === 0;
