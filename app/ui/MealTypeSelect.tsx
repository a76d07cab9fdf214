import { MEAL_TYPES, mealTypeTitle } from "~/modules/meal/meal-types";
import { inputClass } from "~/ui/Field";

/** A labelled meal-type choice (breakfast, lunch, dinner, snack) posted as `mealType`. */
export function MealTypeSelect({ id, defaultValue, className = "" }: { id: string; defaultValue: string; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Meal
      </label>
      <select id={id} name="mealType" defaultValue={defaultValue} className={inputClass}>
        {MEAL_TYPES.map((type) => (
          <option key={type} value={type}>
            {mealTypeTitle(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
