import { getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import type { CustomFoodInput } from "~/modules/food/custom-food";
import { Button } from "~/ui/Button";
import { FoodCategoryOptions } from "~/ui/FoodCategoryOptions";
import { decimalInputProps, Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { useLazyValidation } from "~/ui/useLazyValidation";

// The form of a food of one's own, to create or to change (issue 39 part 5): its values as the
// label gives them, per 100 g or per serving. The basis is chosen by a link (no JavaScript needed),
// so each basis posts its own fields: `caloriesPer100g`… or `caloriesPerServing`… with the serving.

export type FoodBasis = "100g" | "serving";

/** The form's fields, each as text (what a form posts). */
export type FoodFormValues = Partial<Record<keyof z.input<typeof CustomFoodInput>, string>>;

const VALUES = [
  ["calories", "Calories (kcal)"],
  ["protein", "Protein (g)"],
  ["carbs", "Carbs (g)"],
  ["fat", "Fat (g)"],
  ["fiber", "Fiber (g, optional)"],
  ["sugar", "Sugar (g, optional)"],
  ["sodiumMg", "Sodium (mg, optional)"],
] as const;

/** The field names of the values on `basis`: "calories" → "caloriesPer100g" or "caloriesPerServing". */
export function valueField(name: (typeof VALUES)[number][0], basis: FoodBasis) {
  return `${name}${basis === "100g" ? "Per100g" : "PerServing"}` as const;
}

export function CustomFoodForm({
  id,
  intent,
  basis,
  basisHref,
  lastResult,
  defaultValue,
  submitLabel,
  pending,
}: {
  id: string;
  intent: string;
  basis: FoodBasis;
  /** where the other basis's form is (this page with ?per=…) */
  basisHref: (basis: FoodBasis) => string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue: FoodFormValues;
  submitLabel: string;
  pending: boolean;
}) {
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/food/custom-food"),
    ({ CustomFoodInput }, formData, parseWithZod) => parseWithZod(formData, { schema: CustomFoodInput }),
  );
  const [form, fields] = useForm<FoodFormValues, z.output<typeof CustomFoodInput>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  const perServing = basis === "serving";

  return (
    <Form method="post" {...formProps(form)} className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1">
      <input type="hidden" name="intent" value={intent} />
      <nav aria-label="The label gives values" className="col-span-2 mb-2">
        <p className="text-sm font-medium text-slate-800">The label gives values</p>
        <ul className="mt-1 grid grid-cols-2 gap-0.5 rounded-2xl bg-slate-100 p-1">
          {(
            [
              ["100g", "Per 100 g"],
              ["serving", "Per serving"],
            ] as const
          ).map(([value, label]) => (
            <li key={value}>
              <Link
                to={basisHref(value)}
                replace
                preventScrollReset
                aria-current={basis === value ? "true" : undefined}
                className={[
                  "flex min-h-touch items-center justify-center rounded-xl px-2 text-sm font-semibold",
                  basis === value ? "bg-white text-brand-700 shadow-sm" : "text-slate-700 hover:bg-white/60",
                ].join(" ")}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
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
      <fieldset className="col-span-2 grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{perServing ? "Serving" : "Serving (optional)"}</legend>
        <Field label={perServing ? "Serving size" : "Serving size (optional)"} meta={fields.servingSize}>
          {(control) => (
            <input {...getInputProps(fields.servingSize, { type: "number" })} {...control} {...decimalInputProps} className={inputClass} />
          )}
        </Field>
        <Field label="Unit" meta={fields.servingUnit}>
          {(control) => (
            <select {...getSelectProps(fields.servingUnit)} {...control} className={inputClass}>
              <option value="g">g</option>
              <option value="ml">ml</option>
            </select>
          )}
        </Field>
        <Field label="Density (g per ml, optional)" meta={fields.gramsPerMl} className="col-span-2">
          {(control) => (
            <input {...getInputProps(fields.gramsPerMl, { type: "number" })} {...control} {...decimalInputProps} className={inputClass} />
          )}
        </Field>
        <p className="col-span-2 text-xs text-slate-600">
          A serving in ml counts 1 ml as 1 g unless you give a density: right for water, milk and most drinks; oil is about 0.92 g per ml,
          honey about 1.42. The serving is offered as “1 serving” when you log the food.
        </p>
      </fieldset>
      <p className="col-span-2 mt-2 text-sm text-slate-600">
        {perServing
          ? "Values for one serving, as on the label. Fitplate keeps them per 100 g."
          : "Values per 100 g (per 100 ml for a drink), as on the label."}
      </p>
      {VALUES.map(([name, label]) => {
        const meta = fields[valueField(name, basis)];
        return (
          <Field key={name} label={label} meta={meta}>
            {(control) => <input {...getInputProps(meta, { type: "number" })} {...control} {...decimalInputProps} className={inputClass} />}
          </Field>
        );
      })}
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
      <Button disabled={pending} className="col-span-2 mt-1">
        {submitLabel}
      </Button>
    </Form>
  );
}
