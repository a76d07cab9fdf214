import { FOOD_CATEGORIES } from "~/modules/food/categories";
import type { PlanDay } from "./plan";

// The week's shopping list (issue 27): grams summed per food over the plan, grouped by catalogue
// category, with a household measure where the catalogue has one. No prices: we have no source. Pure.

export type ShoppingFood = { id: number; name: string; category: string; portions: readonly { label: string; grams: number }[] };
export type ShoppingItem = { foodId: number; name: string; grams: number; household: string | null; checked: boolean };
export type ShoppingGroup = { category: string; items: ShoppingItem[] };

type Portion = ShoppingFood["portions"][number];

const PACKAGE = /\b(container|package|pkg|can|bottle|jar|bag|carton|box|loaf|tub|pouch)\b/i;
/** A measure, not a thing one buys: "1 cup, chopped", "1 tbsp", "1 oz" (a parenthesis only explains). */
const MEASURE = /\b(cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|fl|ounces?|lbs?|pounds?|g|grams?|ml|l|liters?|quarts?|pints?|dash|pinch)\b/i;
const outsideParentheses = (label: string) => label.replace(/\([^)]*\)/g, "");

/**
 * What to buy: a package where the catalogue has one, else a thing to count ("1 large" egg), else
 * its first portion. Packages and things are whole ("≈ 7 × 1 large"); a measure counts to the half.
 */
function household(grams: number, portions: readonly Portion[]): string | null {
  const usable = portions.filter((portion) => portion.grams > 0);
  const pack = usable.find((portion) => PACKAGE.test(portion.label));
  const counted = pack ?? usable.find((portion) => !MEASURE.test(outsideParentheses(portion.label)));
  const portion = counted ?? usable[0];
  if (!portion) return null;
  const ratio = grams / portion.grams;
  const count = counted ? Math.max(1, Math.ceil(ratio - 0.05)) : Math.max(0.5, Math.round(ratio * 2) / 2);
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
