import { getInputProps } from "@conform-to/react";
import { ACTIVITY_LABELS, ACTIVITY_LEVELS, GOAL_LABELS, GOALS, PROFILE_BOUNDS } from "~/modules/user/profile-fields";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { ChoiceSelect } from "./ChoiceSelect";
import type { ProfileFieldset } from "./profile-form";

/** Profile's activity, goal, daily calories (with the macro targets they give) and what is tracked. */
export function GoalsCard({ fields, targets }: { fields: ProfileFieldset; targets: { protein: number; carbs: number; fat: number } }) {
  return (
    <Card title="Goals and preferences" titleId="goals">
      <div className="space-y-1">
        <Field label="Activity level" meta={fields.activityLevel}>
          {(control) => <ChoiceSelect meta={fields.activityLevel} control={control} values={ACTIVITY_LEVELS} labels={ACTIVITY_LABELS} />}
        </Field>
        <Field label="Goal" meta={fields.goal}>
          {(control) => <ChoiceSelect meta={fields.goal} control={control} values={GOALS} labels={GOAL_LABELS} />}
        </Field>
        <Field
          label="Daily calorie goal (kcal)"
          meta={fields.dailyCalorieGoal}
          description={`${PROFILE_BOUNDS.dailyCalorieGoal.min}–${PROFILE_BOUNDS.dailyCalorieGoal.max} kcal. Targets now: protein ${targets.protein} g, carbs ${targets.carbs} g, fat ${targets.fat} g.`}
        >
          {(control) => (
            <input {...getInputProps(fields.dailyCalorieGoal, { type: "text" })} {...control} inputMode="numeric" className={inputClass} />
          )}
        </Field>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-slate-800">Tracking</legend>
          {(
            [
              ["trackCalories", "Track calories"],
              ["trackWorkouts", "Track workouts"],
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="flex min-h-touch items-center gap-3">
              <input {...getInputProps(fields[name], { type: "checkbox" })} className="h-5 w-5 accent-brand-700" />
              {label}
            </label>
          ))}
        </fieldset>
      </div>
    </Card>
  );
}
