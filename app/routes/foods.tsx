import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { BarcodeSchema } from "~/modules/food/barcode";
import { CustomFoodInput } from "~/modules/food/custom-food";
import { createCustomFood, deleteCustomFood, listCustomFoods } from "~/modules/food/custom-foods.server";
import { IdSchema } from "~/modules/validate";
import { RECIPE_SOURCE } from "~/modules/recipe/recipes.server";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { CustomFoodForm } from "~/ui/food/CustomFoodForm";
import { basisHref, servingText } from "~/ui/food/basis";
import { BasisQuery } from "~/ui/food/basis-query";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { formAction } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "My foods — Fitplate" }];

const INTENTS = { create: "create-food", delete: "delete-food" } as const;
const DeleteFoodForm = z.object({ foodId: IdSchema("Food id") });
const ConfirmQuery = IdSchema("Food id").optional().catch(undefined);
/** ?name=… (from search's "Create a custom food"): prefills the name; anything unusable is ignored. */
const NameQuery = z.string().trim().min(1).max(120).optional().catch(undefined);
/** ?barcode=… (from the barcode scanner's "Add this product"): the new food gets that barcode. */
const BarcodeQuery = BarcodeSchema.optional().catch(undefined);

export const loader = pageLoader("page", async ({ userId, url }) => {
  const foods = (await listCustomFoods(userId)).map((food) => ({
    ...food,
    // a recipe's values come from its ingredients: it changes in the recipe editor
    editTo: food.source === RECIPE_SOURCE ? `/recipes/${food.id}` : `/foods/${food.id}/edit`,
  }));
  // Deleting asks first: ?delete={id} shows the confirmation (a plain link, so it works without JavaScript).
  const confirmId = ConfirmQuery.parse(url.searchParams.get("delete") ?? undefined);
  const name = NameQuery.parse(url.searchParams.get("name") ?? undefined) ?? null;
  const barcode = BarcodeQuery.parse(url.searchParams.get("barcode") ?? undefined) ?? null;
  const basis = BasisQuery.parse(url.searchParams.get("per") ?? undefined) ?? "100g";
  return { foods, confirming: foods.find((food) => food.id === confirmId) ?? null, name, barcode, basis };
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [INTENTS.delete]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        DeleteFoodForm,
        ({ foodId }) => deleteCustomFood(userId, foodId),
        (food) =>
          redirectWithToast("/foods", {
            title: "Food deleted",
            description: `${food.name} was deleted. Entries you logged keep their figures.`,
          }),
      ),
    [INTENTS.create]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        CustomFoodInput,
        (input) => createCustomFood(userId, input),
        (food) =>
          redirectWithToast(
            // A product added from the barcode scanner goes back there, found.
            food.barcode ? `/scan?method=barcode&code=${food.barcode}` : `/?q=${encodeURIComponent(food.name)}&food=${food.id}#log-food`,
            { title: "Food created", description: `${food.name} is ready to log.` },
          ),
      ),
  },
});

export default function MyFoods() {
  const { foods, confirming, name, barcode, basis } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const location = useLocation();

  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="My foods"
        subtitle="Foods of your own, visible only to you."
        actions={
          <>
            <Link to="/" className={buttonClass("ghost", "text-sm")}>
              ← Home
            </Link>
            <Link to="/recipes" className={buttonClass("secondary", "text-sm")}>
              Recipes
            </Link>
          </>
        }
      />
      <FormAlert message={formErrorOf(reply, INTENTS.delete)} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card title="Create a food" titleId="new-food">
          <CustomFoodForm
            key={basis}
            id="create-food"
            intent={INTENTS.create}
            basis={basis}
            basisHref={(per) => basisHref(location, per)}
            lastResult={replyFor(reply, INTENTS.create)}
            defaultValue={{ name: name ?? undefined, barcode: barcode ?? undefined, servingUnit: "g" }}
            submitLabel="Create food"
            pending={navigation.state !== "idle"}
          />
        </Card>

        <Card title="Your foods" titleId="my-foods">
          {foods.length === 0 ? (
            <p className="text-sm text-slate-600">
              You have not created any foods yet. Create one with the form: it shows up in search and can be logged like any other.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {foods.map((food) => (
                <li key={food.id} className="py-2">
                  {/* The buttons wrap under the figures where both do not fit (a 360 px phone). */}
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div className="min-w-[12rem] flex-1">
                      <Link
                        to={`/?q=${encodeURIComponent(food.name)}&food=${food.id}#log-food`}
                        className="break-words font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {food.name}
                      </Link>
                      <p className="text-xs text-slate-600">
                        {food.brand ? `${food.brand} · ` : ""}
                        <span className="whitespace-nowrap">{food.caloriesPer100g} kcal</span> ·{" "}
                        <span className="whitespace-nowrap">
                          P {food.proteinPer100g} g · C {food.carbsPer100g} g · F {food.fatPer100g} g
                        </span>{" "}
                        per 100 g{food.portions[0] ? ` · ${servingText(food.portions[0])}` : ""}
                        {food.barcode ? ` · barcode ${food.barcode}` : ""}
                      </p>
                    </div>
                    {confirming?.id === food.id ? null : (
                      <div className="flex shrink-0 gap-2">
                        <Link to={food.editTo} className={buttonClass("secondary", "text-sm")} aria-label={`Edit ${food.name}`}>
                          Edit
                        </Link>
                        <Link
                          to={`/foods?delete=${food.id}`}
                          preventScrollReset
                          className={buttonClass("danger", "shrink-0 text-sm")}
                          aria-label={`Delete ${food.name}`}
                        >
                          Delete
                        </Link>
                      </div>
                    )}
                  </div>
                  {confirming?.id === food.id ? (
                    <Form
                      method="post"
                      action="/foods"
                      className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3"
                      aria-label={`Confirm deleting ${food.name}`}
                    >
                      <input type="hidden" name="intent" value={INTENTS.delete} />
                      <input type="hidden" name="foodId" value={food.id} />
                      <p className="text-sm text-red-900">
                        Delete <strong className="break-words">{food.name}</strong>? It leaves search; entries you already logged keep their
                        figures.
                      </p>
                      <div className="mt-2 flex gap-2">
                        <Button variant="danger" className="flex-1">
                          Yes, delete
                        </Button>
                        <Link to="/foods" preventScrollReset className={buttonClass("secondary", "flex-1")}>
                          Cancel
                        </Link>
                      </div>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
