import { MEAL_TYPES, mealTypeTitle } from "~/modules/meal/meal-types";

/** A labelled meal-type choice (breakfast, lunch, dinner, snack) posted as `mealType`. */
export function MealTypeSelect({ id, defaultValue, className = "" }: { id: string; defaultValue: string; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id}>Meal</label>
      <select id={id} name="mealType" defaultValue={defaultValue} className="mt-1 block min-h-touch w-full rounded-lg border border-slate-300 bg-white px-2 text-base">
        {MEAL_TYPES.map((type) => (
          <option key={type} value={type}>
            {mealTypeTitle(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
