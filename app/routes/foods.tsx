import { pageLoader } from "~/http/read-policy.server";
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { BarcodeSchema } from "~/modules/food/barcode";
import { CustomFoodInput } from "~/modules/food/custom-food";
import { createCustomFood, deleteCustomFood, listCustomFoods } from "~/modules/food/custom-foods.server";
import { IdSchema } from "~/modules/validate";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FoodCategoryOptions } from "~/ui/FoodCategoryOptions";
import { decimalInputProps, Field, inputClass } from "~/ui/Field";
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
  const foods = await listCustomFoods(userId);
  // Deleting asks first: ?delete={id} shows the confirmation (a plain link, so it works without JavaScript).
  const confirmId = ConfirmQuery.parse(url.searchParams.get("delete") ?? undefined);
  const name = NameQuery.parse(url.searchParams.get("name") ?? undefined) ?? null;
  const barcode = BarcodeQuery.parse(url.searchParams.get("barcode") ?? undefined) ?? null;
  return { foods, confirming: foods.find((food) => food.id === confirmId) ?? null, name, barcode };
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

const numberFields = [
  ["caloriesPer100g", "Calories (kcal)"],
  ["proteinPer100g", "Protein (g)"],
  ["carbsPer100g", "Carbs (g)"],
  ["fatPer100g", "Fat (g)"],
  ["fiberPer100g", "Fiber (g, optional)"],
  ["sugarPer100g", "Sugar (g, optional)"],
] as const;

export default function MyFoods() {
  const { foods, confirming, name, barcode } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "create-food",
    lastResult: replyFor(reply, INTENTS.create),
    defaultValue: { name: name ?? undefined, barcode: barcode ?? undefined },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CustomFoodInput }),
  });

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
          <p className="text-sm text-slate-600">Values per 100 g, as on the label.</p>
          <Form method="post" {...getFormProps(form)} className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1">
            <input type="hidden" name="intent" value={INTENTS.create} />
            <Field label="Name" meta={fields.name} className="col-span-2">
              {(control) => <input {...getInputProps(fields.name, { type: "text" })} {...control} maxLength={120} className={inputClass} />}
            </Field>
            <Field label="Brand (optional)" meta={fields.brand}>
              {(control) => <input {...getInputProps(fields.brand, { type: "text" })} {...control} maxLength={80} className={inputClass} />}
            </Field>
            <Field label="Category" meta={fields.category}>
              {(control) => (
                <select {...getSelectProps(fields.category)} {...control} className={inputClass}>
                  <option value="">Choose…</option>
                  <FoodCategoryOptions />
                </select>
              )}
            </Field>
            {numberFields.map(([name, label]) => (
              <Field key={name} label={label} meta={fields[name]}>
                {(control) => (
                  <input {...getInputProps(fields[name], { type: "number" })} {...control} {...decimalInputProps} className={inputClass} />
                )}
              </Field>
            ))}
            <Field label="Barcode (optional)" meta={fields.barcode} className="col-span-2">
              {(control) => (
                <input
                  {...getInputProps(fields.barcode, { type: "text" })}
                  {...control}
                  inputMode="numeric"
                  maxLength={40}
                  className={inputClass}
                />
              )}
            </Field>
            <FormAlert message={form.errors?.join(" ")} className="col-span-2" />
            <Button disabled={navigation.state !== "idle"} className="col-span-2 mt-1">
              Create food
            </Button>
          </Form>
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
                  <div className="flex items-center justify-between gap-3">
                    <div className="min-w-0">
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
                        per 100 g{food.barcode ? ` · barcode ${food.barcode}` : ""}
                      </p>
                    </div>
                    {confirming?.id === food.id ? null : (
                      <Link
                        to={`/foods?delete=${food.id}`}
                        preventScrollReset
                        className={buttonClass("danger", "shrink-0 text-sm")}
                        aria-label={`Delete ${food.name}`}
                      >
                        Delete
                      </Link>
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
