import type { Per100g } from "./nutrition";

/** A food as the search API and the log panel show it (spec core §3 plus household portions). */
export type FoodChoice = Per100g & {
  id: number;
  name: string;
  brand: string | null;
  category: string;
  portions: { label: string; grams: number }[];
};
