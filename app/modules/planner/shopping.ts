import { FOOD_CATEGORIES } from "~/modules/food/categories";
import type { PlanDay } from "./plan";

// The week's shopping list (issue 27): grams summed per food over the plan, grouped by catalogue
// category, with a household measure where the catalogue has one. No prices: we have no source. Pure.

export type ShoppingFood = { id: number; name: string; category: string; portions: readonly { label: string; grams: number }[] };
export type ShoppingItem = { foodId: number; name: string; grams: number; household: string | null; checked: boolean };
export type ShoppingGroup = { category: string; items: ShoppingItem[] };

/** "≈ 3 × 1 cup": the catalogue's first portion, counted to the half. */
function household(grams: number, portions: ShoppingFood["portions"]): string | null {
  const portion = portions[0];
  if (!portion || portion.grams <= 0) return null;
  const count = Math.max(0.5, Math.round((grams / portion.grams) * 2) / 2);
  return `≈ ${count} × ${portion.label}`;
}

export function shoppingList(
  days: readonly PlanDay[],
  foods: ReadonlyMap<number, ShoppingFood>,
  checked: ReadonlySet<number>,
): ShoppingGroup[] {
  const grams = new Map<number, number>();
  for (const day of days)
    for (const meal of day.meals) for (const item of meal.foods) grams.set(item.foodId, (grams.get(item.foodId) ?? 0) + item.grams);
  const groups = new Map<string, ShoppingItem[]>();
  for (const [foodId, total] of grams) {
    const food = foods.get(foodId);
    const category = food?.category ?? "prepared";
    const item = {
      foodId,
      name: food?.name ?? `Food ${foodId}`,
      grams: total,
      household: food ? household(total, food.portions) : null,
      checked: checked.has(foodId),
    };
    groups.set(category, [...(groups.get(category) ?? []), item]);
  }
  const order = (category: string) => (FOOD_CATEGORIES as readonly string[]).indexOf(category);
  return [...groups]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([category, items]) => ({ category, items: items.sort((a, b) => a.name.localeCompare(b.name)) }));
}

/** The list as plain text, one line per food, for printing or pasting into a notes app. */
export function shoppingText(groups: readonly ShoppingGroup[]): string {
  return groups
    .map(({ category, items }) =>
      [
        category.replace(/_/g, " ").toUpperCase(),
        ...items.map(
          (item) => `[${item.checked ? "x" : " "}] ${item.name}: ${item.grams} g${item.household ? ` (${item.household})` : ""}`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}
