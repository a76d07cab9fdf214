import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import type { LabelResult } from "~/modules/label/result";
import { LABEL_FIGURES, SAVE_STEP, type LabelFigure } from "~/modules/label/scanner";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FoodCategoryOptions } from "~/ui/FoodCategoryOptions";
import { decimalInputProps, Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { MealTypeSelect } from "~/ui/MealTypeSelect";

const FIGURE_FIELDS: [LabelFigure, string][] = [
  ["servingGrams", "Serving (g)"],
  ["calories", "Calories (kcal)"],
  ["protein", "Protein (g)"],
  ["carbs", "Carbs (g)"],
  ["fat", "Fat (g)"],
  ["fiber", "Fiber (g)"],
  ["sugar", "Sugar (g)"],
  ["sodium", "Sodium (mg)"],
];

/** The figures as the scan read them (null: not read), what the save compares the corrected ones with. */
export function figuresRead(result: LabelResult): Record<LabelFigure, number | null> {
  return { servingGrams: result.servingGrams, calories: result.calories, ...result.nutrients };
}

/**
 * Save to Food Diary: every figure the scan read, editable (a misread one is corrected here), then
 * one serving logged. A plain form to ?step=save, so it works without JavaScript.
 */
export function SaveLabelForm({
  action,
  result,
  formKey,
  lastResult,
}: {
  action: string;
  result: LabelResult;
  formKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const read = figuresRead(result);
  const [form, fields] = useForm<Record<"name" | "category" | "servingSize" | LabelFigure, string>>({
    id: `save-label-${formKey}`,
    lastResult,
    defaultValue: {
      name: result.name ?? "",
      category: "snacks",
      servingSize: result.serving_size ?? "",
      ...(Object.fromEntries(LABEL_FIGURES.map((name) => [name, read[name] === null ? "" : String(read[name])])) as Record<
        LabelFigure,
        string
      >),
    },
    shouldRevalidate: "onInput",
  });
  const saving = navigation.state !== "idle" && navigation.formAction?.includes(`step=${SAVE_STEP}`);
  const mealType = typeof lastResult?.initialValue?.mealType === "string" ? lastResult.initialValue.mealType : "snack";

  return (
    <Card title="Save to Food Diary" titleId="save-label">
      <p className="text-sm text-slate-600">
        Check the figures against the label and correct any the camera misread. One serving is logged today.
      </p>
      <Form method="post" action={action} {...getFormProps(form)} className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1">
        <input type="hidden" name="read" value={JSON.stringify(read)} />
        <input type="hidden" name="scan" value={JSON.stringify(result)} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />
        <Field label="Name" meta={fields.name} className="col-span-2">
          {(control) => (
            <input
              {...getInputProps(fields.name, { type: "text" })}
              {...control}
              maxLength={120}
              placeholder="e.g. Oat Crunch Granola"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Category" meta={fields.category}>
          {(control) => (
            <select {...getSelectProps(fields.category)} {...control} className={inputClass}>
              <FoodCategoryOptions />
            </select>
          )}
        </Field>
        <Field label="Serving size" meta={fields.servingSize}>
          {(control) => (
            <input {...getInputProps(fields.servingSize, { type: "text" })} {...control} maxLength={80} className={inputClass} />
          )}
        </Field>
        {FIGURE_FIELDS.map(([name, label]) => (
          <Field key={name} label={label} meta={fields[name]}>
            {(control) => (
              <input {...getInputProps(fields[name], { type: "number" })} {...control} {...decimalInputProps} className={inputClass} />
            )}
          </Field>
        ))}
        <MealTypeSelect id="label-meal-type" defaultValue={mealType} className="col-span-2" />
        <FormAlert message={form.errors?.join(" ")} className="col-span-2 mt-2" />
        <Button disabled={saving} className="col-span-2 mt-3">
          {saving ? "Saving…" : "Save to Food Diary"}
        </Button>
      </Form>
    </Card>
  );
}
