// A label's serving (issue 39 part 5): "per serving (30 g)" or "per serving (250 ml)". A food keeps
// its values per 100 g; the serving becomes its portion, offered when logging. Without a density,
// 1 ml counts as 1 g (water, milk and most drinks are within a few per cent of it).

export const SERVING_UNITS = ["g", "ml"] as const;
export type ServingUnit = (typeof SERVING_UNITS)[number];

/** A serving as the label gives it: its size in g or ml, and for ml the density (g per ml) when known. */
export type Serving = { size: number; unit: ServingUnit; gramsPerMl?: number };

/** The portion a serving becomes: "1 serving" (shown "1 serving (30 g)") or "1 serving, 250 ml". */
export type ServingPortion = { label: string; grams: number };

export const SERVING_LABEL = "1 serving";
const ML_LABEL = /^1 serving, (\d+(?:\.\d+)?) ml$/;

/** Rounded to 2 decimals: what a label's figures can mean, and no float noise (0.1 + 0.2). */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A density to 3 decimals (1.035 g per ml). */
export const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The serving's weight in grams (ml × density, 1 g per ml unless given), to 2 decimals. */
export function servingGrams({ size, unit, gramsPerMl }: Serving): number {
  return round2(unit === "ml" ? size * (gramsPerMl ?? 1) : size);
}

/** A figure per serving of `grams` as per 100 g (value × 100 / grams), to 2 decimals. */
export function per100gOf(value: number, grams: number): number {
  return round2((value * 100) / grams);
}

/** A figure per 100 g as per serving of `grams`, to 2 decimals (an edit form shows the label again). */
export function perServingOf(valuePer100g: number, grams: number): number {
  return round2((valuePer100g * grams) / 100);
}

/** The food's portion for this serving. */
export function servingPortion(serving: Serving): ServingPortion {
  const grams = servingGrams(serving);
  return { label: serving.unit === "ml" ? `${SERVING_LABEL}, ${serving.size} ml` : SERVING_LABEL, grams };
}

/** The serving a portion stands for (to fill in an edit form), or null for a portion that is not a serving. */
export function servingOfPortion(portion: ServingPortion): Serving | null {
  if (portion.label === SERVING_LABEL) return { size: portion.grams, unit: "g" };
  const ml = ML_LABEL.exec(portion.label);
  if (!ml) return null;
  const size = Number(ml[1]);
  const gramsPerMl = round3(portion.grams / size);
  return gramsPerMl === 1 ? { size, unit: "ml" } : { size, unit: "ml", gramsPerMl };
}
