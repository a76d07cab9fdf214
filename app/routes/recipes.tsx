import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction } from "~/http/write-policy.server";
import { DELETE_RECIPE_INTENT, DUPLICATE_RECIPE_INTENT, RecipeIdSchema } from "~/modules/recipe/recipe-input";
import { deleteRecipe, duplicateRecipe, listRecipes } from "~/modules/recipe/recipes.server";
import { formErrorOf, type FormReply } from "~/shared/form-reply";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Recipes — Fitplate" }];

const RecipeRef = z.object({ recipeId: RecipeIdSchema });

export const loader = pageLoader("page", async ({ userId }) => {
  return { recipes: await listRecipes(userId), formKey: randomUUID() };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  idempotent: [DUPLICATE_RECIPE_INTENT],
  intents: {
    [DUPLICATE_RECIPE_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        RecipeRef,
        ({ recipeId }) => duplicateRecipe(userId, recipeId),
        (copy) => redirectWithToast(`/recipes/${copy.id}`, { title: "Recipe duplicated", description: `${copy.name} is ready to edit.` }),
      ),
    [DELETE_RECIPE_INTENT]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        RecipeRef,
        ({ recipeId }) => deleteRecipe(userId, recipeId),
        (gone) =>
          redirectWithToast("/recipes", {
            title: "Recipe deleted",
            description: `${gone.name} was deleted. Entries you logged keep their figures.`,
          }),
      ),
  },
});

export default function RecipesPage() {
  const { recipes, formKey } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="Recipes"
        subtitle="Built from foods, logged by the serving"
        actions={
          <>
            <Link to="/diary" className={buttonClass("ghost", "text-sm")}>
              Diary
            </Link>
            <Link to="/recipes/new" className={buttonClass("primary", "text-sm")}>
              New recipe
            </Link>
          </>
        }
      />
      <FormAlert message={formErrorOf(reply, DELETE_RECIPE_INTENT) ?? formErrorOf(reply, DUPLICATE_RECIPE_INTENT)} />
      {recipes.length === 0 ? (
        <Card>
          <p className="text-slate-700">
            No recipes yet. A recipe adds up its ingredients&apos; nutrients; search finds it and you log it by the serving.
          </p>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {recipes.map((recipe) => (
            <li key={recipe.id} data-testid="recipe">
              <Card>
                <h2 className="break-words text-lg font-semibold">
                  <Link to={`/recipes/${recipe.id}`} className="text-brand-700 underline">
                    {recipe.name}
                  </Link>
                </h2>
                <p className="text-sm text-slate-700">
                  {recipe.servings} {recipe.servings === 1 ? "serving" : "servings"} of {Math.round(recipe.servingGrams)} g ·{" "}
                  <span className="whitespace-nowrap">{Math.round(recipe.perServing.calories ?? 0)} kcal a serving</span> ·{" "}
                  {recipe.ingredients.length} {recipe.ingredients.length === 1 ? "ingredient" : "ingredients"}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Link to={`/recipes/${recipe.id}`} className={buttonClass("secondary", "text-sm")}>
                    Edit<span className="sr-only"> {recipe.name}</span>
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="recipeId" value={recipe.id} />
                    <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-duplicate-${recipe.id}`} />
                    <Button variant="ghost" className="text-sm" name="intent" value={DUPLICATE_RECIPE_INTENT}>
                      Duplicate<span className="sr-only"> {recipe.name}</span>
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="recipeId" value={recipe.id} />
                    <Button variant="danger" className="text-sm" name="intent" value={DELETE_RECIPE_INTENT}>
                      Delete<span className="sr-only"> {recipe.name}</span>
                    </Button>
                  </Form>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
