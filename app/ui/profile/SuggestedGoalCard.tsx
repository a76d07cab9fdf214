import { Form } from "@remix-run/react";
import { GOAL_ADJUSTMENT, type CalorieSuggestion } from "~/modules/user/calorie-suggestion";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";

/** The formula's daily goal with its arithmetic, and a one-tap form to make it the member's goal. */
export function SuggestedGoalCard({
  suggestion,
  dailyCalorieGoal,
  intent,
  error,
  busy,
}: {
  suggestion: CalorieSuggestion;
  dailyCalorieGoal: number;
  intent: string;
  error: string | null;
  busy: boolean;
}) {
  return (
    <Card title="Suggested calorie goal" titleId="suggestion" belowTheFold>
      {suggestion.ok ? (
        <>
          <p>
            <span className="text-3xl font-bold" data-testid="suggested-goal">
              {suggestion.calories}
            </span>{" "}
            kcal a day
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Resting energy {suggestion.bmr} kcal (Mifflin-St Jeor, from your age, height and weight) × {suggestion.factor} for your activity
            = {suggestion.maintenance} kcal to maintain
            {suggestion.adjustment
              ? `, ${suggestion.adjustment > 0 ? "+" : "−"} ${Math.abs(suggestion.adjustment)} kcal for your goal`
              : ""}
            , rounded to 50 kcal.
            {suggestion.sexConstant
              ? ""
              : " Without a sex on the profile (above, optional), the formula’s midpoint is used (about ±80 kcal)."}
          </p>
          <FormAlert message={error} className="mt-2" />
          {suggestion.calories === dailyCalorieGoal ? (
            <p className="mt-2 text-sm font-medium text-brand-800">Your daily goal matches the suggestion.</p>
          ) : (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="dailyCalorieGoal" value={suggestion.calories} />
              <Button variant="secondary" disabled={busy}>
                Use {suggestion.calories} kcal as my goal
              </Button>
            </Form>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Save your {suggestion.missing.join(", ")} to get a suggestion: resting energy by Mifflin-St Jeor × your activity factor,{" "}
          {GOAL_ADJUSTMENT.lose} kcal to lose or +{GOAL_ADJUSTMENT.gain} kcal to gain.
        </p>
      )}
    </Card>
  );
}
