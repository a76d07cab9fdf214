import { Form, Link } from "@remix-run/react";
import type { PlanDay } from "~/modules/planner/plan";
import type { MealPreferences } from "~/modules/planner/preferences";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";

const SLOT_LABELS = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" } as const;
const percent = (value: number, target: number) => (target > 0 ? Math.round((value / target) * 100) : 0);

/** The generated week (issue 27: shown, not the seed's sample): each meal's foods and grams, each meal's and day's calories and protein. */
export function MealPlanView({ plan }: { plan: { id: number; createdAt: string; preferences: MealPreferences; days: PlanDay[] } | null }) {
  if (!plan) {
    return (
      <Card title="No meal plan yet" titleId="no-plan">
        <p className="text-sm text-slate-600">
          Set your preferences and press Generate Meal Plan: a 7-day plan from our food catalogue appears here.
        </p>
        <Link to="?tab=preferences" className={buttonClass("primary", "mt-3")}>
          Go to preferences
        </Link>
      </Card>
    );
  }
  const { calorieTarget, proteinTarget, dietType, mealsPerDay } = plan.preferences;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {dietType.charAt(0).toUpperCase() + dietType.slice(1)} · {calorieTarget} kcal · {proteinTarget} g protein · {mealsPerDay} meals a
        day
      </p>
      <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {plan.days.map((day) => (
          <li key={day.day}>
            <Card
              title={`Day ${day.day}`}
              titleId={`day-${day.day}`}
              actions={
                <p className="text-sm font-semibold tabular-nums text-slate-800" data-testid="day-totals">
                  {day.calories} kcal ({percent(day.calories, calorieTarget)} %) · {day.protein} g protein
                </p>
              }
            >
              <ul className="space-y-3">
                {day.meals.map((meal, index) => (
                  <li key={`${meal.slot}-${index}`} className="rounded-xl border border-slate-200 p-3" data-testid="planned-meal">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                          {SLOT_LABELS[meal.slot]} · {meal.prepMinutes} min
                        </p>
                        <h3 className="font-semibold break-words">{meal.name}</h3>
                        {meal.method ? <p className="text-sm break-words text-slate-700">{meal.method}</p> : null}
                        <p className="text-sm tabular-nums text-slate-700">
                          {meal.calories} kcal · {meal.protein} g protein
                        </p>
                      </div>
                      <Form method="post" replace>
                        <input type="hidden" name="planId" value={plan.id} />
                        <input type="hidden" name="day" value={day.day} />
                        <input type="hidden" name="meal" value={index + 1} />
                        <Button
                          name="intent"
                          value="log-meal"
                          variant="secondary"
                          aria-label={`Log this meal: day ${day.day}, ${meal.name}`}
                        >
                          Log this meal
                        </Button>
                      </Form>
                    </div>
                    <ul className="mt-2 space-y-0.5 text-sm text-slate-700">
                      {meal.foods.map((food) => (
                        <li key={food.foodId} className="flex justify-between gap-3">
                          <span className="min-w-0 break-words">{food.name}</span>
                          <span className="shrink-0 tabular-nums">{food.grams} g</span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
