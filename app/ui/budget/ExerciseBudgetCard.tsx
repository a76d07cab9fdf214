import { Form } from "@remix-run/react";
import type { DayBudget } from "~/modules/energy/budget.server";
import { EXERCISE_BUDGET_INTENT, type ExerciseBudgetChoice } from "~/modules/energy/exercise-budget";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";

const CHOICE_LABELS: Record<ExerciseBudgetChoice, string> = {
  auto: "Automatic",
  on: "Always count it",
  off: "Never count it",
};

/** The day's exercise, whether it adds to the budget and why, and the member's choice (a plain form). */
export function ExerciseBudgetCard({ budget, action, error }: { budget: DayBudget; action: string; error: string | null }) {
  const { exerciseKcal, counted, adaptive } = budget;
  return (
    <Card title="Exercise in your budget" titleId="exercise-budget">
      <p className="text-slate-800" data-testid="exercise-budget">
        {counted
          ? `Counted: ${budget.goalKcal} kcal goal + ${exerciseKcal} kcal exercise = ${budget.budgetKcal} kcal today.`
          : `Not counted: today's budget is your ${budget.goalKcal} kcal goal.`}
      </p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {budget.activeEnergyKcal !== null ? (
          <li>
            Active energy from your imports: {budget.activeEnergyKcal} kcal (it measures your workouts too, so they are not added again).
          </li>
        ) : null}
        {budget.workouts.map((workout) => (
          <li key={workout.id} data-testid="exercise-workout">
            {workout.name}, {workout.minutes} min:{" "}
            {workout.kcal === null
              ? budget.weightKg === null
                ? "log your weight to estimate its energy"
                : "no completed sets to estimate its energy from"
              : `about ${workout.kcal} kcal (an estimate: ${workout.met} MET × your weight × time, less the resting 1 MET; at most 3 hours count)`}
          </li>
        ))}
        {budget.basis === "none" ? <li>No workouts or active energy today yet.</li> : null}
      </ul>
      {adaptive ? (
        <p className="mt-2 text-sm text-slate-600">
          Your target follows your weekly check-in’s estimate of what you burn, which already includes your workouts and active energy:
          counting them again would count them twice, so Automatic leaves them out.
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          Automatic counts them while your target comes from the formula; once you accept a weekly check-in it leaves them out, since that
          estimate already includes them.
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600">MET values: the 2011 Compendium of Physical Activities (Ainsworth et al.).</p>
      <Form method="post" action={action} className="mt-3 space-y-2">
        <input type="hidden" name="intent" value={EXERCISE_BUDGET_INTENT} />
        <FormAlert message={error} />
        <fieldset>
          <legend className="sr-only">Count exercise in the budget</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            {(Object.keys(CHOICE_LABELS) as ExerciseBudgetChoice[]).map((choice) => (
              <label key={choice} className="flex min-h-touch items-center gap-2 rounded-xl border border-slate-200 px-3">
                <input
                  type="radio"
                  name="exerciseInBudget"
                  value={choice}
                  defaultChecked={choice === budget.exerciseInBudget}
                  className="h-5 w-5 accent-brand-700"
                />
                {CHOICE_LABELS[choice]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button variant="secondary" className="w-full sm:w-auto">
          Save exercise setting
        </Button>
      </Form>
    </Card>
  );
}
