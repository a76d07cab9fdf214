import { FOOD_CATEGORIES } from "~/modules/food/categories";

/** The catalogue's food categories as a select's options ("healthy fats", not "healthy_fats"). */
export function FoodCategoryOptions() {
  return (
    <>
      {FOOD_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category.replace("_", " ")}
        </option>
      ))}
    </>
  );
}
