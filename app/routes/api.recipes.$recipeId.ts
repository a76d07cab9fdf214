import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { RecipeIdSchema, RecipeInput } from "~/modules/recipe/recipe-input";
import { deleteRecipe, getRecipe, RECIPE_NOT_FOUND, updateRecipe } from "~/modules/recipe/recipes.server";
import { RECIPE_RETURNS } from "./api.recipes";

/** GET /api/recipes/{recipeId}: one of your recipes. */
export const loader = apiLoader("user", ({ params, userId }) => {
  return jsonFrom(() => getRecipe(userId, params.recipeId));
});

/** PUT /api/recipes/{recipeId}: replaced whole; DELETE: gone (what was logged from it stays). */
export const action = describeRoute(
  apiAction({
    methods: ["PUT", "DELETE"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ request, userId, params, body }) =>
      request.method === "PUT" ? updateRecipe(userId, params.recipeId, body) : deleteRecipe(userId, params.recipeId),
  }),
  {
    GET: {
      guard: "user",
      summary: "One of your recipes",
      params: { recipeId: RecipeIdSchema },
      returns: RECIPE_RETURNS,
      errors: { 404: RECIPE_NOT_FOUND },
    },
    PUT: {
      summary: "Replace a recipe",
      description:
        "The whole recipe again (as POST /api/recipes takes it); its nutrients, and those of your recipes that hold it, are computed again. Entries logged from it before keep their nutrients. A recipe cannot contain itself, even through another recipe (409).",
      params: { recipeId: RecipeIdSchema },
      body: RecipeInput,
      example: { name: "Banana porridge", servings: 2, ingredients: [{ foodId: 9040, quantity: 236 }] },
      returns: RECIPE_RETURNS,
      errors: { 404: RECIPE_NOT_FOUND, 409: "A recipe cannot contain itself" },
    },
    DELETE: {
      summary: "Delete a recipe",
      params: { recipeId: RecipeIdSchema },
      returns: "`{id, name}`; entries logged from it stay. A recipe in another recipe is kept (409).",
      errors: { 404: RECIPE_NOT_FOUND, 409: "“Porridge” is an ingredient of your recipe “Breakfast bowl”: remove it there first" },
    },
  },
);
