import { Form } from "@remix-run/react";
import type { DiarySlot } from "~/modules/meal/diary.server";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import { gramsInputProps } from "~/ui/grams-input";
import { MealTypeSelect } from "~/ui/MealTypeSelect";


/** The day's meals by type. With `editAction`, each entry can change grams, move, or be deleted. */
export function DiarySlots({ slots, editAction }: { slots: DiarySlot[]; editAction?: string }) {
  return (
    <div className="space-y-3">
      {slots.map((slot) => (
        <section key={slot.mealType} aria-labelledby={`slot-${slot.mealType}`} className="rounded-2xl bg-white p-4 shadow-sm">
          <div className="flex items-baseline justify-between">
            <h3 id={`slot-${slot.mealType}`} className="font-semibold">
              {mealTypeTitle(slot.mealType)}
            </h3>
            <span className="text-sm text-slate-600" data-testid={`slot-total-${slot.mealType}`}>
              {slot.totals.calories} kcal
            </span>
          </div>
          {slot.entries.length === 0 ? (
            <p className="mt-1 text-sm text-slate-400">Nothing logged</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {slot.entries.map((entry) => (
                <li key={entry.entryId ?? `meal-${entry.mealId}`} className="py-2" data-testid="diary-entry">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{entry.name}</p>
                      <p className="text-xs text-slate-500">
                        {entry.quantity !== null ? `${entry.quantity} g${entry.portionLabel ? ` (${entry.portionLabel})` : ""} · ` : ""}P {entry.protein} g · C{" "}
                        {entry.carbs} g · F {entry.fat} g
                      </p>
                    </div>
                    <span className="shrink-0 text-sm font-semibold">{entry.calories} kcal</span>
                  </div>
                  {editAction && entry.entryId !== null ? <EntryEditor key={`${entry.entryId}-${entry.quantity}-${slot.mealType}`} action={editAction} entryId={entry.entryId} quantity={entry.quantity ?? 100} mealType={slot.mealType} name={entry.name} /> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function EntryEditor({ action, entryId, quantity, mealType, name }: { action: string; entryId: number; quantity: number; mealType: string; name: string }) {
  return (
    <details className="mt-1">
      <summary className="inline-flex min-h-touch cursor-pointer items-center text-sm font-medium text-brand-700">
        Edit<span className="sr-only"> {name}</span>
      </summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        <Form method="post" action={action} className="flex items-end gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="update-entry" />
          <input type="hidden" name="entryId" value={entryId} />
          <label className="text-xs font-medium">
            Grams
            <input
              {...gramsInputProps}
              defaultValue={quantity}
              className="mt-1 block min-h-touch w-24 rounded-lg border border-slate-300 px-2 text-base"
            />
          </label>
          <button type="submit" className="min-h-touch rounded-lg bg-slate-800 px-3 text-sm font-semibold text-white">
            Save
          </button>
        </Form>
        <Form method="post" action={action} className="flex items-end gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="update-entry" />
          <input type="hidden" name="entryId" value={entryId} />
          <MealTypeSelect id={`meal-type-${entryId}`} defaultValue={mealType} className="text-xs font-medium" />
          <button type="submit" className="min-h-touch rounded-lg border border-slate-300 px-3 text-sm font-semibold">
            Move
          </button>
        </Form>
        <Form method="post" action={action} className="flex items-end" preventScrollReset>
          <input type="hidden" name="intent" value="delete-entry" />
          <input type="hidden" name="entryId" value={entryId} />
          <button type="submit" className="min-h-touch rounded-lg border border-red-200 px-3 text-sm font-semibold text-red-700">
            Delete
          </button>
        </Form>
      </div>
    </details>
  );
}
