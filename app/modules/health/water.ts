// Water logging's figures and words, for the screens and the server alike (no zod: see ./water-input.ts).

/** One glass: what the quick button adds. */
export const GLASS_ML = 250;
/** The most one entry may add (a 5-litre jug is already generous). */
export const MAX_WATER_ML = 5000;
/** The daily water goal the dashboard's bar measures against (about eight glasses, the usual guidance). */
export const WATER_GOAL_ML = 2000;

/** Home's and the dashboard's form intents. */
export const LOG_WATER_INTENT = "log-water";
export const DELETE_WATER_INTENT = "delete-water";

/** Millilitres in litres for people: 250 → "0.25 L", 2000 → "2 L". */
export function litres(ml: number): string {
  return `${Number((ml / 1000).toFixed(2))} L`;
}
