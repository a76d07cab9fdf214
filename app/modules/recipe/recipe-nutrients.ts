// A recipe's nutrients from its ingredients (issue 40 part 1). Pure: no I/O.
//
// Every nutrient a Food carries per 100 g is summed over the ingredients' grams; an ingredient
// without a value for one (null: not measured) adds nothing to it, and a nutrient no ingredient
// carries stays null (never a made-up zero). The recipe weighs its cooked weight when given (water
// boiled off or taken up), else the sum of its ingredients' grams; a serving is that weight over the
// number of servings. Values are kept unrounded, so a serving logged later is exactly its share.

export const NUTRIENT_COLUMNS = [
  "caloriesPer100g",
  "proteinPer100g",
  "carbsPer100g",
  "fatPer100g",
  "fiberPer100g",
  "sugarPer100g",
  "sodiumMgPer100g",
] as const;
export type NutrientColumn = (typeof NUTRIENT_COLUMNS)[number];
export type NutrientsPer100g = Record<NutrientColumn, number | null>;

/** The same nutrients as amounts (kcal, g, mg) rather than per 100 g. */
export const NUTRIENT_NAMES = {
  caloriesPer100g: "calories",
  proteinPer100g: "protein",
  carbsPer100g: "carbs",
  fatPer100g: "fat",
  fiberPer100g: "fiber",
  sugarPer100g: "sugar",
  sodiumMgPer100g: "sodiumMg",
} as const;
export type NutrientName = (typeof NUTRIENT_NAMES)[NutrientColumn];
export type NutrientAmounts = Record<NutrientName, number | null>;

export type Ingredient = NutrientsPer100g & { grams: number };

export type RecipeNutrients = {
  /** The ingredients' grams added up. */
  ingredientGrams: number;
  /** What the whole recipe weighs: the cooked weight, or the ingredients' grams. */
  weightGrams: number;
  servingGrams: number;
  total: NutrientAmounts;
  perServing: NutrientAmounts;
  per100g: NutrientsPer100g;
};

const amounts = (of: (column: NutrientColumn) => number | null) =>
  Object.fromEntries(NUTRIENT_COLUMNS.map((column) => [NUTRIENT_NAMES[column], of(column)])) as NutrientAmounts;

/** The recipe's totals, one serving's amounts and its per-100 g values. `servings` and any cooked weight must be positive. */
export function recipeNutrients(ingredients: readonly Ingredient[], servings: number, cookedWeightGrams?: number | null): RecipeNutrients {
  const ingredientGrams = ingredients.reduce((sum, ingredient) => sum + ingredient.grams, 0);
  const weightGrams = cookedWeightGrams ?? ingredientGrams;
  const total = amounts((column) => {
    const carried = ingredients.filter((ingredient) => ingredient[column] !== null);
    return carried.length === 0 ? null : carried.reduce((sum, ingredient) => sum + (ingredient[column]! * ingredient.grams) / 100, 0);
  });
  const share = (value: number | null, divisor: number) => (value === null || divisor <= 0 ? null : value / divisor);
  const perServing = amounts((column) => share(total[NUTRIENT_NAMES[column]], servings));
  const per100g = Object.fromEntries(
    NUTRIENT_COLUMNS.map((column) => [column, share(total[NUTRIENT_NAMES[column]], weightGrams / 100)]),
  ) as NutrientsPer100g;
  return { ingredientGrams, weightGrams, servingGrams: weightGrams / servings, total, perServing, per100g };
}
