/** The catalogue's ten food categories (spec core §3). */
export const FOOD_CATEGORIES = [
  "protein",
  "fruits",
  "vegetables",
  "grains",
  "dairy",
  "nuts",
  "healthy_fats",
  "beverages",
  "snacks",
  "prepared",
] as const;

export type FoodCategory = (typeof FOOD_CATEGORIES)[number];
