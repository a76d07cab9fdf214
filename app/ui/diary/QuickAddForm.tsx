import { getInputProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { QUICK_ADD_INTENT } from "~/modules/meal/intents";
import type { QuickAddInput } from "~/modules/meal/quick-add-input";
import { MAX_QUICK_ADD_KCAL } from "~/modules/meal/quick-add-limits";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { MealTypeSelect } from "~/ui/MealTypeSelect";
import { useLazyValidation } from "~/ui/useLazyValidation";

type QuickAddFields = z.input<typeof QuickAddInput>;

/** The diary's Quick add: calories (and macros if known) into a meal slot, without searching for a food. A plain form. */
export function QuickAddForm({
  action,
  date,
  mealType,
  formKey,
  reply,
}: {
  action: string;
  date: string;
  mealType: string;
  formKey: string;
  reply?: FormReply | null;
}) {
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/meal/quick-add-input"),
    ({ QuickAddInput }, formData, parseWithZod) => parseWithZod(formData, { schema: QuickAddInput }),
  );
  const [form, fields] = useForm<QuickAddFields>({
    id: "quick-add",
    lastResult: replyFor(reply, QUICK_ADD_INTENT),
    shouldValidate: "onSubmit",
    onValidate,
  });
  const macros = [
    [fields.protein, "Protein (g)"],
    [fields.carbs, "Carbs (g)"],
    [fields.fat, "Fat (g)"],
  ] as const;
  return (
    <Card title="Quick add" titleId="quick-add-title" belowTheFold>
      <Form method="post" action={action} preventScrollReset {...formProps(form)}>
        <input type="hidden" name="intent" value={QUICK_ADD_INTENT} />
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-quick-add`} />
        <FormAlert message={form.errors?.join(" ")} className="mb-2" />
        <div className="grid grid-cols-2 gap-x-3">
          <Field label="Calories (kcal)" meta={fields.calories} description={`1–${MAX_QUICK_ADD_KCAL}`}>
            {(control) => (
              <input {...getInputProps(fields.calories, { type: "text" })} {...control} inputMode="decimal" className={inputClass} />
            )}
          </Field>
          <MealTypeSelect id="quick-add-meal-type" defaultValue={mealType} />
          {macros.map(([meta, label]) => (
            <Field key={meta.name} label={label} meta={meta}>
              {(control) => <input {...getInputProps(meta, { type: "text" })} {...control} inputMode="decimal" className={inputClass} />}
            </Field>
          ))}
          <Field label="Label (optional)" meta={fields.label} className="col-span-2">
            {(control) => (
              <input
                {...getInputProps(fields.label, { type: "text" })}
                {...control}
                maxLength={120}
                placeholder="e.g. Office cake"
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <Button className="w-full">Quick add</Button>
      </Form>
    </Card>
  );
}
