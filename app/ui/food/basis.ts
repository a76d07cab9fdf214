import { perServingOf, servingOfPortion } from "~/modules/food/serving";
import { valueField, type FoodBasis, type FoodFormValues } from "./CustomFoodForm";

/** This page with the form on `basis`, keeping its other query parameters (a prefilled name, a barcode). */
export function basisHref(location: { pathname: string; search: string }, basis: FoodBasis): string {
  const params = new URLSearchParams(location.search);
  params.set("per", basis);
  return `${location.pathname}?${params}`;
}

/** A food's serving as a list shows it: "1 serving = 30 g", "1 serving, 250 ml = 258 g". */
export function servingText(portion: { label: string; grams: number }): string {
  return `${portion.label} = ${Math.round(portion.grams * 10) / 10} g`;
}

type SavedFood = {
  name: string;
  brand: string | null;
  category: string;
  barcode: string | null;
  portions: { label: string; grams: number }[];
} & Record<`${"calories" | "protein" | "carbs" | "fat" | "fiber" | "sugar" | "sodiumMg"}Per100g`, number | null>;

/** The basis an edit form opens on: per serving when the food has one (it was likely typed so). */
export function basisOf(food: SavedFood): FoodBasis {
  return food.portions.some((portion) => servingOfPortion(portion)) ? "serving" : "100g";
}

/** A saved food as its edit form shows it on `basis` (per serving: its values per 100 g scaled back). */
export function formValuesOf(food: SavedFood, basis: FoodBasis): FoodFormValues {
  const portion = food.portions.find((candidate) => servingOfPortion(candidate));
  const serving = portion ? servingOfPortion(portion) : null;
  const grams = basis === "serving" && portion ? portion.grams : null;
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? undefined : String(value));
  const shown = (per100g: number | null) => {
    if (basis === "100g" || per100g === null) return text(per100g);
    return grams === null ? undefined : text(perServingOf(per100g, grams)); // no serving yet: typed from the label
  };
  const values: FoodFormValues = {
    name: food.name,
    brand: text(food.brand),
    category: food.category,
    barcode: text(food.barcode),
    servingSize: text(serving?.size),
    servingUnit: serving?.unit ?? "g",
    gramsPerMl: text(serving?.gramsPerMl),
  };
  for (const name of ["calories", "protein", "carbs", "fat", "fiber", "sugar", "sodiumMg"] as const) {
    values[valueField(name, basis)] = shown(food[`${name}Per100g`]);
  }
  return values;
}
