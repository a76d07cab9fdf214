import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { replyFor, type FormReply } from "~/http/form-reply";
import type { DiarySlot } from "~/modules/meal/diary.server";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { gramsInputProps } from "~/ui/grams-input";
import { MealTypeSelect } from "~/ui/MealTypeSelect";
import { DELETE_ENTRY_INTENT, UPDATE_ENTRY_INTENT } from "~/modules/meal/intents";
import { type EntryEditForm, entryFormSchema } from "./entry-form";

type SlotsProps = {
  slots: DiarySlot[];
  /** The heading level of each meal type: 3 under a section heading (Home), 2 under the page's h1 (Diary). */
  level: 2 | 3;
  /** With an action, each entry can be edited (grams and meal type together) or deleted. */
  editAction?: string;
  reply?: FormReply | null;
};

/** The day's meals by type, each with its entries and total. */
export function DiarySlots({ slots, level, editAction, reply }: SlotsProps) {
  return (
    <div className="space-y-3">
      {slots.map((slot) => (
        <Card
          key={slot.mealType}
          title={mealTypeTitle(slot.mealType)}
          titleId={`slot-${slot.mealType}`}
          level={level}
          actions={
            <span className="whitespace-nowrap text-sm font-medium text-slate-700" data-testid={`slot-total-${slot.mealType}`}>
              {slot.totals.calories} kcal
            </span>
          }
        >
          {slot.entries.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing logged</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {slot.entries.map((entry) => (
                <li key={entry.entryId ?? `meal-${entry.mealId}`} className="py-2" data-testid="diary-entry">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="break-words font-medium">{entry.name}</p>
                      <p className="text-xs text-slate-600">
                        {entry.quantity !== null ? `${entry.quantity} g${entry.portionLabel ? ` (${entry.portionLabel})` : ""} · ` : ""}
                        <span className="whitespace-nowrap">
                          P {entry.protein} g · C {entry.carbs} g · F {entry.fat} g
                        </span>
                      </p>
                    </div>
                    <span className="shrink-0 whitespace-nowrap text-sm font-semibold">{entry.calories} kcal</span>
                  </div>
                  {editAction && entry.entryId !== null ? (
                    <EntryEditor
                      key={`${entry.entryId}-${entry.quantity}-${slot.mealType}`}
                      action={editAction}
                      entryId={entry.entryId}
                      quantity={entry.quantity ?? 100}
                      mealType={slot.mealType}
                      name={entry.name}
                      reply={reply}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      ))}
    </div>
  );
}

function EntryEditor({
  action,
  entryId,
  quantity,
  mealType,
  name,
  reply,
}: {
  action: string;
  entryId: number;
  quantity: number;
  mealType: string;
  name: string;
  reply?: FormReply | null;
}) {
  const lastResult = replyFor(reply, UPDATE_ENTRY_INTENT) ?? replyFor(reply, DELETE_ENTRY_INTENT);
  const mine = lastResult?.initialValue?.entryId === String(entryId) ? lastResult : undefined;
  const [form, fields] = useForm<z.input<typeof EntryEditForm>>({
    id: `entry-${entryId}`,
    lastResult: mine,
    shouldValidate: "onSubmit",
    // Delete checks only the entry id; typed as the edit form, whose fields this form renders.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: entryFormSchema(formData.get("intent")) as typeof EntryEditForm }),
  });
  return (
    <details className="mt-1" open={mine ? true : undefined}>
      <summary className="inline-flex min-h-touch min-w-touch cursor-pointer items-center rounded-lg px-2 text-sm font-semibold text-brand-700">
        Edit<span className="sr-only"> {name}</span>
      </summary>
      <Form method="post" action={action} preventScrollReset {...getFormProps(form)} className="mt-2 rounded-xl bg-slate-50 p-3">
        <input type="hidden" name="entryId" value={entryId} />
        <FormAlert message={form.errors?.join(" ")} className="mb-2" />
        <div className="grid grid-cols-2 gap-3">
          <Field label="Grams" meta={fields.quantity}>
            {(control) => <input {...gramsInputProps} {...control} defaultValue={quantity} className={inputClass} />}
          </Field>
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
