import { z } from "zod";
import { LocalDateSchema } from "~/modules/meal/inputs";
import { IdSchema, NumberSchema } from "~/modules/validate";

// Water the member logs by hand ("+250 ml" on Home and the advanced dashboard, or POST /api/water):
// one schema for the form door and the JSON door. Pure: safe in client code.

/** One glass: what the quick button adds. */
export const GLASS_ML = 250;
/** The most one entry may add (a 5-litre jug is already generous). */
export const MAX_WATER_ML = 5000;
/** The daily water goal the dashboard's bar measures against (about eight glasses, the usual guidance). */
export const WATER_GOAL_ML = 2000;

/** Home's and the dashboard's form intents. */
export const LOG_WATER_INTENT = "log-water";
export const DELETE_WATER_INTENT = "delete-water";

export const LogWaterInput = z.object({
  amountMl: NumberSchema("amountMl")
    .pipe(
      z
        .number()
        .int("amountMl must be a whole number of millilitres")
        .min(1, "amountMl must be at least 1 ml")
        .max(MAX_WATER_ML, `amountMl must be at most ${MAX_WATER_ML} ml`),
    )
    .default(GLASS_ML),
  date: LocalDateSchema.optional(),
});

export const WaterEntryIdSchema = IdSchema("Water entry id");

export const WaterEntryRef = z.object({ entryId: WaterEntryIdSchema });

/** Millilitres in litres for people: 250 → "0.25 L", 2000 → "2 L". */
export function litres(ml: number): string {
  return `${Number((ml / 1000).toFixed(2))} L`;
}
