import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formResult } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { requirePageUser } from "~/http/guards.server";
import type { z } from "zod";
import { FOOD_CATEGORIES } from "~/modules/food/categories";
import { CustomFoodInput } from "~/modules/food/custom-food";
import { createCustomFood, deleteCustomFood, listCustomFoods } from "~/modules/food/custom-foods.server";

export const meta: MetaFunction = () => [{ title: "My foods — Fitplate" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requirePageUser(request);
  return { foods: await listCustomFoods(userId) };
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requirePageUser(request);
  const formData = await request.formData();
  if (formData.get("intent") === "delete-food") {
    return formResult(
      () => deleteCustomFood(userId, formData.get("foodId")),
      () => redirectWithToast("/foods", { title: "Food deleted" }),
    );
  }
  const submission = parseWithZod(formData, { schema: CustomFoodInput });
  if (submission.status !== "success") return { result: submission.reply() };
  return formResult(
    () => createCustomFood(userId, submission.value),
    (food) => redirectWithToast(`/?q=${encodeURIComponent(food.name)}&food=${food.id}#log-food`, { title: "Food created", description: `${food.name} is ready to log.` }),
  );
}

const labels = { caloriesPer100g: "Calories (kcal)", proteinPer100g: "Protein (g)", carbsPer100g: "Carbs (g)", fatPer100g: "Fat (g)", fiberPer100g: "Fiber (g, optional)", sugarPer100g: "Sugar (g, optional)" } as const;

export default function MyFoods() {
  const { foods } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof CustomFoodInput>>({
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    shouldRevalidate: "onInput",
  });
  const serverError = actionData && "error" in actionData ? actionData.error : null;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header className="flex items-baseline justify-between">
        <h1 className="text-2xl font-bold">My foods</h1>
        <Link to="/" className="inline-flex min-h-touch items-center text-sm font-semibold text-brand-700">
          ← Home
        </Link>
      </header>

      <section className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="new-food">
        <h2 id="new-food" className="text-lg font-semibold">
          Create a food
        </h2>
        <p className="text-sm text-slate-600">Values per 100 g, as on the label. Only you can see your foods.</p>
        <Form method="post" {...getFormProps(form)} className="mt-3 grid grid-cols-2 gap-3">
          <Field label="Name" errors={fields.name.errors} wide>
            <input {...getInputProps(fields.name, { type: "text" })} maxLength={120} className={inputClass} />
          </Field>
          <Field label="Brand (optional)" errors={fields.brand.errors}>
            <input {...getInputProps(fields.brand, { type: "text" })} maxLength={80} className={inputClass} />
          </Field>
          <Field label="Category" errors={fields.category.errors}>
            <select {...getSelectProps(fields.category)} className={`${inputClass} bg-white`}>
              <option value="">Choose…</option>
              {FOOD_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category.replace("_", " ")}
                </option>
              ))}
            </select>
          </Field>
          {(Object.keys(labels) as (keyof typeof labels)[]).map((name) => (
            <Field key={name} label={labels[name]} errors={fields[name].errors}>
              <input {...getInputProps(fields[name], { type: "number" })} inputMode="decimal" step="any" min={0} className={inputClass} />
            </Field>
          ))}
          <p className="col-span-2 min-h-5 text-sm text-red-700">{form.errors?.join(" ") ?? serverError ?? ""}</p>
          <button type="submit" disabled={navigation.state !== "idle"} className="col-span-2 min-h-touch rounded-xl bg-brand-600 font-semibold text-white disabled:opacity-60">
            Create food
          </button>
        </Form>
      </section>

      <section className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="my-foods">
        <h2 id="my-foods" className="text-lg font-semibold">
          Your foods
        </h2>
        {foods.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">You have not created any foods yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {foods.map((food) => (
              <li key={food.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <Link to={`/?q=${encodeURIComponent(food.name)}&food=${food.id}#log-food`} className="font-medium text-brand-700">
                    {food.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {food.brand ? `${food.brand} · ` : ""}
                    {food.caloriesPer100g} kcal · P {food.proteinPer100g} g · C {food.carbsPer100g} g · F {food.fatPer100g} g per 100 g
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-food" />
                  <input type="hidden" name="foodId" value={food.id} />
                  <button type="submit" className="min-h-touch rounded-lg border border-red-200 px-3 text-sm font-semibold text-red-700">
                    Delete
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const inputClass = "mt-1 block min-h-touch w-full rounded-lg border border-slate-300 px-3 text-base";

function Field({ label, errors, wide, children }: { label: string; errors?: string[]; wide?: boolean; children: React.ReactNode }) {
  return (
    <label className={`text-sm font-medium ${wide ? "col-span-2" : ""}`}>
      {label}
      {children}
      <span className="block min-h-5 text-xs font-normal text-red-700">{errors?.join(" ") ?? ""}</span>
    </label>
  );
}
