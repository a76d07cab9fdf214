import { MEAL_TYPES, mealTypeTitle } from "~/modules/meal/meal-types";
import { inputClass } from "~/ui/Field";

type Props = {
  id: string;
  label?: string;
  className?: string;
  /** an empty first choice ("Choose…"): the form must then say which meal */
  placeholder?: string;
} & ({ defaultValue: string } | { value: string; onChange: (value: string) => void });

/** A labelled meal-type choice (breakfast, lunch, dinner, snack) posted as `mealType`. */
export function MealTypeSelect({ id, label = "Meal", className = "", placeholder, ...choice }: Props) {
  const control =
    "value" in choice
      ? { value: choice.value, onChange: (event: React.ChangeEvent<HTMLSelectElement>) => choice.onChange(event.target.value) }
      : choice;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name="mealType" {...control} className={inputClass}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {MEAL_TYPES.map((type) => (
          <option key={type} value={type}>
            {mealTypeTitle(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
