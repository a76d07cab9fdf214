import { z } from "zod";
import { QuantitySchema } from "~/modules/food/quantity-input";
import { TextSchema } from "~/modules/text-schema";
import { IdSchema, NumberSchema } from "~/modules/validate";

// Recipes (issue 40 part 1): one schema for the recipe editor's form and POST/PUT /api/recipes.

export const MAX_INGREDIENTS = 50;
export const MAX_SERVINGS = 100;
export const MAX_COOKED_WEIGHT_G = 50_000;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

export const RecipeIdSchema = IdSchema("Recipe id");

export const IngredientInput = z.object({ foodId: IdSchema("Ingredient food id"), quantity: QuantitySchema });

export const ServingsSchema = NumberSchema("Servings").pipe(
  z.number().gt(0, "Servings must be more than 0").max(MAX_SERVINGS, `Servings must be at most ${MAX_SERVINGS}`),
);

export const RecipeInput = z.object({
  name: TextSchema({ label: "Name", max: 120 }),
  servings: ServingsSchema,
  /** The weight once cooked (grams); none: the ingredients' grams added up. */
  cookedWeightGrams: z.preprocess(
    (value) => (isEmpty(value) ? undefined : value),
    NumberSchema("Cooked weight")
      .pipe(
        z
          .number()
          .min(1, "Cooked weight must be at least 1 g")
          .max(MAX_COOKED_WEIGHT_G, `Cooked weight must be at most ${MAX_COOKED_WEIGHT_G} g`),
      )
      .optional(),
  ),
  ingredients: z
    .array(IngredientInput, { error: "Ingredients must be a list" })
    .min(1, "A recipe needs at least one ingredient")
    .max(MAX_INGREDIENTS, `A recipe has at most ${MAX_INGREDIENTS} ingredients`),
});
export type RecipeInput = z.input<typeof RecipeInput>;

export const SAVE_RECIPE_INTENT = "save-recipe";
export const ADD_INGREDIENT_INTENT = "add-ingredient";
export const REMOVE_INGREDIENT_INTENT = "remove-ingredient";
export const DUPLICATE_RECIPE_INTENT = "duplicate-recipe";
export const DELETE_RECIPE_INTENT = "delete-recipe";
