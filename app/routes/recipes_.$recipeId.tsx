import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { randomUUID } from "node:crypto";
import { DomainError } from "~/modules/errors";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { getVisibleFood } from "~/modules/food/catalogue.server";
import { searchFoods } from "~/modules/food/search.server";
import { ADD_INGREDIENT_INTENT, SAVE_RECIPE_INTENT } from "~/modules/recipe/recipe-input";
import { createRecipe, getRecipe, updateRecipe, type Recipe } from "~/modules/recipe/recipes.server";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { decimalInputProps, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { NutrientFacts } from "~/ui/recipe/NutrientFacts";

// The recipe editor (/recipes/new and /recipes/{id}), plain forms without JavaScript: a search (a
// GET form) finds ingredients; a new recipe starts from its first one; Save posts the whole recipe
// (name, servings, cooked weight, each ingredient's grams), a row's Remove posts it without that row.

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.recipe?.name ?? "New recipe"} — Recipes — Fitplate` }];

const NEW = "new";

export const loader = pageLoader("page", async ({ params, userId, url }) => {
  const q = (url.searchParams.get("q") ?? "").trim();
  let recipe: Recipe | null = null;
  if (params.recipeId !== NEW) {
    try {
      recipe = await getRecipe(userId, params.recipeId);
    } catch (error) {
      if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
      throw error;
    }
  }
  const results = q.length >= 2 && q.length <= 100 ? (await searchFoods(userId, q)).filter((food) => food.id !== recipe?.id) : [];
  const chosenId = Number(url.searchParams.get("food"));
  const first = !recipe && Number.isSafeInteger(chosenId) && chosenId > 0 ? await getVisibleFood(userId, chosenId) : null;
  return {
    recipe,
    q,
    results: results.map(({ id, name }) => ({ id, name })),
    first: first && { id: first.id, name: first.name },
    formKey: randomUUID(),
  };
});

/** The whole recipe as the editor posts it: each ingredient a foodId and its grams, in order, less a removed row. */
function postedRecipe(formData: FormData) {
  const foodIds = formData.getAll("foodId");
  const quantities = formData.getAll("quantity");
  const removed = formData.get("remove");
  return {
    name: formData.get("name"),
    servings: formData.get("servings"),
    cookedWeightGrams: formData.get("cookedWeightGrams"),
    ingredients: foodIds
      .map((foodId, i) => ({ foodId, quantity: quantities[i] }))
      .filter((_, i) => removed === null || String(i) !== removed),
  };
}

export const action = formAction({
  guard: "page",
  throttle: "write",
  // a post retried (a double tap without JavaScript) creates or adds once
  idempotent: [SAVE_RECIPE_INTENT, ADD_INGREDIENT_INTENT],
  intents: {
    [SAVE_RECIPE_INTENT]: async ({ userId, formData, params }) => {
      const input = postedRecipe(formData);
      const saved = params.recipeId === NEW ? await createRecipe(userId, input) : await updateRecipe(userId, params.recipeId, input);
      return redirectWithToast(`/recipes/${saved.id}`, {
        title: "Recipe saved",
        description: `${saved.name}: ${Math.round(saved.perServing.calories ?? 0)} kcal a serving. Entries logged before keep their figures.`,
      });
    },
    [ADD_INGREDIENT_INTENT]: async ({ userId, formData, params }) => {
      const recipe = await getRecipe(userId, params.recipeId);
      const saved = await updateRecipe(userId, recipe.id, {
        name: recipe.name,
        servings: recipe.servings,
        cookedWeightGrams: recipe.cookedWeightGrams ?? undefined,
        ingredients: [
          ...recipe.ingredients.map(({ foodId, quantity }) => ({ foodId, quantity })),
          { foodId: formData.get("foodId"), quantity: formData.get("quantity") },
        ],
      });
      return redirectWithToast(`/recipes/${saved.id}`, {
        title: "Ingredient added",
        description: `${saved.ingredients.at(-1)!.name} is in ${saved.name}.`,
      });
    },
  },
});

function IngredientSearch({
  q,
  results,
  recipe,
  formKey,
}: {
  q: string;
  results: { id: number; name: string }[];
  recipe: Recipe | null;
  formKey: string;
}) {
  return (
    <Card title={recipe ? "Add an ingredient" : "First ingredient"} titleId="ingredient-search">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="ingredient-q" className="text-sm font-medium text-slate-800">
            Search foods and your recipes
          </label>
          <input id="ingredient-q" type="search" name="q" defaultValue={q} minLength={2} maxLength={100} className={inputClass} />
        </div>
        <Button variant="secondary">Search</Button>
      </Form>
      {q.length >= 2 && results.length === 0 ? <p className="mt-2 text-sm text-slate-700">No foods match “{q}”.</p> : null}
      <ul className="mt-2 divide-y divide-slate-100" aria-label="Ingredient results">
        {results.map((food) => (
          <li key={food.id} className="py-2">
            {recipe ? (
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value={ADD_INGREDIENT_INTENT} />
                <input type="hidden" name="foodId" value={food.id} />
                <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-add-${food.id}`} />
                <p className="min-w-0 flex-1 break-words text-sm font-medium">{food.name}</p>
                <label className="w-24 text-xs text-slate-700">
                  Grams
                  <input name="quantity" defaultValue="100" required {...decimalInputProps} className={inputClass} />
                </label>
                <Button variant="secondary" className="text-sm">
                  Add<span className="sr-only"> {food.name}</span>
                </Button>
              </Form>
            ) : (
              <Link to={`?q=${encodeURIComponent(q)}&food=${food.id}`} className="break-words text-sm font-medium text-brand-700 underline">
                Start with {food.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function RecipeEditor() {
  const { recipe, q, results, first, formKey } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const rows = recipe ? recipe.ingredients : first ? [{ foodId: first.id, name: first.name, quantity: 100, isRecipe: false }] : [];
  const error = formErrorOf(reply, SAVE_RECIPE_INTENT) ?? formErrorOf(reply, ADD_INGREDIENT_INTENT);
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title={recipe ? recipe.name : "New recipe"}
        subtitle={
          recipe
            ? `${recipe.servings} ${recipe.servings === 1 ? "serving" : "servings"} of ${Math.round(recipe.servingGrams)} g`
            : undefined
        }
        actions={
          <Link to="/recipes" className={buttonClass("ghost", "text-sm")}>
            All recipes
          </Link>
        }
      />
      <FormAlert message={error} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          {rows.length > 0 ? (
            <Card title="Recipe" titleId="recipe-form">
              <Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value={SAVE_RECIPE_INTENT} />
                <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-save`} />
                <div>
                  <label htmlFor="recipe-name" className="text-sm font-medium text-slate-800">
                    Name
                  </label>
                  <input id="recipe-name" name="name" required maxLength={120} defaultValue={recipe?.name ?? ""} className={inputClass} />
                </div>
                <div className="flex flex-wrap gap-3">
                  <div className="min-w-0 flex-1">
                    <label htmlFor="recipe-servings" className="text-sm font-medium text-slate-800">
                      Servings
                    </label>
                    <input
                      id="recipe-servings"
                      name="servings"
                      required
                      defaultValue={recipe?.servings ?? 1}
                      {...decimalInputProps}
                      className={inputClass}
                    />
                  </div>
                  <div className="min-w-0 flex-1">
                    <label htmlFor="recipe-cooked" className="text-sm font-medium text-slate-800">
                      Cooked weight (g, optional)
                    </label>
                    <input
                      id="recipe-cooked"
                      name="cookedWeightGrams"
                      defaultValue={recipe?.cookedWeightGrams ?? ""}
                      {...decimalInputProps}
                      className={inputClass}
                    />
                  </div>
                </div>
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">Ingredients</legend>
                  <ul className="divide-y divide-slate-100">
                    {rows.map((row, i) => (
                      <li key={`${row.foodId}-${i}`} className="flex flex-wrap items-end gap-2 py-2" data-testid="ingredient">
                        <input type="hidden" name="foodId" value={row.foodId} />
                        <p className="min-w-0 flex-1 break-words text-sm">
                          {row.name}
                          {row.isRecipe ? <span className="text-slate-600"> (recipe)</span> : null}
                        </p>
                        <label className="w-24 text-xs text-slate-700">
                          Grams<span className="sr-only"> of {row.name}</span>
                          <input name="quantity" required defaultValue={row.quantity} {...decimalInputProps} className={inputClass} />
                        </label>
                        {recipe && rows.length > 1 ? (
                          <Button variant="ghost" className="text-sm" name="remove" value={String(i)}>
                            Remove<span className="sr-only"> {row.name}</span>
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </fieldset>
                <Button>{recipe ? "Save recipe" : "Create recipe"}</Button>
              </Form>
            </Card>
          ) : (
            <Card>
              <p className="text-slate-700">Search for the recipe&apos;s first ingredient; you add the others after creating it.</p>
            </Card>
          )}
          {recipe ? (
            <Card title="Nutrients" titleId="recipe-nutrients">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <div>
                  <h3 className="mb-1 font-medium">One serving ({Math.round(recipe.servingGrams)} g)</h3>
                  <NutrientFacts amounts={recipe.perServing} testId="per-serving" />
                </div>
                <div>
                  <h3 className="mb-1 font-medium">Per 100 g</h3>
                  <NutrientFacts
                    amounts={{
                      calories: recipe.caloriesPer100g,
                      protein: recipe.proteinPer100g,
                      carbs: recipe.carbsPer100g,
                      fat: recipe.fatPer100g,
                      fiber: recipe.fiberPer100g,
                      sugar: recipe.sugarPer100g,
                      sodiumMg: recipe.sodiumMgPer100g,
                    }}
                    testId="per-100g"
                  />
                </div>
              </div>
              <p className="mt-2 text-sm text-slate-700">
                Log it from the{" "}
                <Link to={`/diary?q=${encodeURIComponent(recipe.name)}&food=${recipe.id}`} className="font-medium text-brand-700 underline">
                  diary
                </Link>{" "}
                by the serving or in grams.
              </p>
            </Card>
          ) : null}
        </div>
        <div className="min-w-0">
          <IngredientSearch q={q} results={results} recipe={recipe} formKey={formKey} />
        </div>
      </div>
    </div>
  );
}
