import { z } from "zod";
import { LocalDateSchema } from "~/modules/meal/inputs";
import { IdSchema, NumberSchema } from "~/modules/validate";
import { GLASS_ML, MAX_WATER_ML } from "./water";

// Water the member logs by hand ("+250 ml" on Home and the advanced dashboard, or POST /api/water):
// one schema for the form door and the JSON door. The figures and words the screens need are in
// ./water.ts, so the screens do not load zod for them.

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
