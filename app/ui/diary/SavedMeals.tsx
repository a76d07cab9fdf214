import { Form } from "@remix-run/react";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { mealTypeTitle } from "~/modules/meal/meal-types";
import { DELETE_SAVED_MEAL_INTENT, LOG_SAVED_MEAL_INTENT, SAVE_MEAL_INTENT } from "~/modules/meal/intents";
import type { SavedMeal } from "~/modules/meal/saved-meals.server";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { inputClass } from "~/ui/Field";

/** Under a slot with entries: save them under a name (a plain form, opened by a disclosure). */
export function SaveMealForm({ action, date, mealType, formKey }: { action: string; date: string; mealType: string; formKey: string }) {
  const id = `save-meal-${mealType}`;
  return (
    <details className="mt-1">
      <summary className="inline-flex min-h-touch cursor-pointer items-center rounded-lg px-2 text-sm font-semibold text-brand-700">
        Save as a meal<span className="sr-only"> ({mealTypeTitle(mealType)})</span>
      </summary>
      <Form method="post" action={action} preventScrollReset className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value={SAVE_MEAL_INTENT} />
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="mealType" value={mealType} />
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-save-${mealType}`} />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            Name
          </label>
          <input id={id} name="name" required maxLength={120} defaultValue={mealTypeTitle(mealType)} className={inputClass} />
        </div>
        <Button variant="secondary">Save</Button>
      </Form>
    </details>
  );
}

/** The member's saved meals: each logged to this day in one tap (its own slot), or deleted. */
export function SavedMealsCard({
  meals,
  action,
  date,
  formKey,
  error,
}: {
  meals: SavedMeal[];
  action: string;
  date: string;
  formKey: string;
  error: string | null;
}) {
  return (
    <Card title="Saved meals" titleId="saved-meals" belowTheFold>
      <FormAlert message={error} className="mb-2" />
      {meals.length === 0 ? (
        <p className="text-sm text-slate-600">Save a meal slot with “Save as a meal” to log it again here in one tap.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {meals.map((meal) => (
            <li key={meal.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="saved-meal">
              <div className="min-w-0">
                <p className="break-words font-medium">{meal.name}</p>
                <p className="text-xs text-slate-600">
                  {mealTypeTitle(meal.mealType)} · {meal.items.length} {meal.items.length === 1 ? "food" : "foods"} · {meal.totals.calories}{" "}
                  kcal
                </p>
              </div>
              <div className="flex gap-2">
                <Form method="post" action={action} preventScrollReset>
                  <input type="hidden" name="intent" value={LOG_SAVED_MEAL_INTENT} />
                  <input type="hidden" name="savedMealId" value={meal.id} />
                  <input type="hidden" name="date" value={date} />
                  <input type="hidden" name={IDEMPOTENCY_FIELD} value={`${formKey}-saved-${meal.id}`} />
                  <Button className="text-sm">
                    Log<span className="sr-only"> {meal.name}</span>
                  </Button>
                </Form>
                <Form method="post" action={action} preventScrollReset>
                  <input type="hidden" name="intent" value={DELETE_SAVED_MEAL_INTENT} />
                  <input type="hidden" name="savedMealId" value={meal.id} />
                  <Button variant="ghost" className="text-sm">
                    Delete<span className="sr-only"> {meal.name}</span>
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
