import { useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { DELETE_ENTRY_INTENT, UPDATE_ENTRY_INTENT } from "~/modules/meal/intents";
import { Button } from "~/ui/Button";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { gramsInputProps } from "~/ui/grams-input";
import { MealTypeSelect } from "~/ui/MealTypeSelect";
import type { EntryEditForm } from "./entry-form";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { foodValue, type Units } from "~/modules/units/units";
import { metricFields, QUANTITY_UNIT_FIELD } from "~/shared/metric-fields";

/** The diary's editor under an entry: grams and meal type saved together, or Delete (with Undo). */
export function EntryEditor({
  action,
  entryId,
  quantity,
  mealType,
  name,
  reply,
  units = "metric",
}: {
  action: string;
  entryId: number;
  quantity: number;
  mealType: string;
  name: string;
  reply?: FormReply | null;
  /** Amounts in the member's units: ounces are posted with quantityUnit "oz" and turned into grams. */
  units?: Units;
}) {
  const lastResult = replyFor(reply, UPDATE_ENTRY_INTENT) ?? replyFor(reply, DELETE_ENTRY_INTENT);
  const mine = lastResult?.initialValue?.entryId === String(entryId) ? lastResult : undefined;
  const { onValidate, formProps } = useLazyValidation(
    () => import("./entry-form"),
    // Delete checks only the entry id; typed as the edit form, whose fields this form renders.
    ({ entryFormSchema }, formData, parseWithZod) =>
      parseWithZod(metricFields(formData), { schema: entryFormSchema(formData.get("intent")) as typeof EntryEditForm }),
  );
  const [form, fields] = useForm<z.input<typeof EntryEditForm>>({
    id: `entry-${entryId}`,
    lastResult: mine,
    shouldValidate: "onSubmit",
    onValidate,
  });
  return (
    <details className="mt-1" open={mine ? true : undefined}>
      <summary className="inline-flex min-h-touch min-w-touch cursor-pointer items-center rounded-lg px-2 text-sm font-semibold text-brand-700">
        Edit<span className="sr-only"> {name}</span>
      </summary>
      <Form method="post" action={action} preventScrollReset {...formProps(form)} className="mt-2 rounded-xl bg-slate-50 p-3">
        <input type="hidden" name="entryId" value={entryId} />
        {units === "us" ? <input type="hidden" name={QUANTITY_UNIT_FIELD} value="oz" /> : null}
        <FormAlert message={form.errors?.join(" ")} className="mb-2" />
        <div className="grid grid-cols-2 gap-3">
          {quantity === 0 ? (
            <p className="self-center text-sm text-slate-600">Quick add: no grams</p>
          ) : (
            <Field label={units === "us" ? "Ounces" : "Grams"} meta={fields.quantity}>
              {(control) => (
                <input
                  {...gramsInputProps}
                  {...control}
                  max={units === "us" ? undefined : gramsInputProps.max}
                  defaultValue={foodValue(quantity, units)}
                  className={inputClass}
                />
              )}
            </Field>
          )}
          <MealTypeSelect id={`meal-type-${entryId}`} defaultValue={mealType} />
        </div>
        <div className="mt-1 flex gap-2">
          <Button name="intent" value={UPDATE_ENTRY_INTENT} className="flex-1">
            Save
          </Button>
          <Button name="intent" value={DELETE_ENTRY_INTENT} variant="danger">
            Delete
          </Button>
        </div>
      </Form>
    </details>
  );
}
