import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { MAX_CUSTOM_FOODS } from "~/modules/food/custom-foods.server";
import { RecipeInput } from "~/modules/recipe/recipe-input";
import { createRecipe, listRecipes } from "~/modules/recipe/recipes.server";

export const RECIPE_RETURNS =
  'The recipe as a food: `{id, name, category, caloriesPer100g, proteinPer100g, carbsPer100g, fatPer100g, fiberPer100g, sugarPer100g, sodiumMgPer100g, servings, cookedWeightGrams, ingredientGrams, servingGrams, perServing: {calories, protein, carbs, fat, fiber, sugar, sodiumMg}, portions: [{label: "1 serving", grams}], ingredients: [{foodId, name, quantity, isRecipe}]}`; a nutrient no ingredient carries is null. Its `id` logs through POST /api/food-log with `quantity` (grams) or `servings`.';

/** GET /api/recipes: your recipes, by name. */
export const loader = apiLoader("user", async ({ userId }) => {
  return jsonFrom(async () => ({ recipes: await listRecipes(userId) }));
});

/** POST /api/recipes {name, servings, cookedWeightGrams?, ingredients: [{foodId, quantity}]}: a new recipe. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/recipes",
    body: "json",
    status: 201,
    run: ({ userId, body }) => createRecipe(userId, body),
  }),
  {
    GET: { guard: "user", summary: "Your recipes", returns: "`{recipes: [recipe]}`, by name" },
    POST: {
      summary: "Create a recipe",
      description:
        "From catalogue foods, your own foods and your other recipes, each with its grams (`quantity`). Its nutrients per 100 g (every nutrient its ingredients carry) are computed over its cooked weight when given, else over the ingredients' grams; one serving is that weight over `servings`. It is a food of yours, private to you: search finds it and POST /api/food-log logs it by grams or `servings`; an entry keeps the nutrients it was logged with when the recipe changes. Idempotent with `Idempotency-Key`.",
      body: RecipeInput,
      example: {
        name: "Banana oat porridge",
        servings: 4,
        cookedWeightGrams: 900,
        ingredients: [
          { foodId: 9040, quantity: 236 },
          { foodId: 9003, quantity: 182 },
        ],
      },
      returns: RECIPE_RETURNS,
      errors: { 404: "Ingredient food 123 not found", 409: `You can keep at most ${MAX_CUSTOM_FOODS} foods of your own` },
    },
  },
);
