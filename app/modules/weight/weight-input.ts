import { z } from "zod";
import { isIsoDate } from "~/modules/dates/calendar";
import { boundsIn, storedKg, WEIGHT_UNIT, type Units } from "~/modules/units/units";
import { IdSchema, NumberSchema } from "~/modules/validate";

// The weight log's input (issue 41): one schema for the /weight screen and POST /api/weights. This
// module imports no other domain folder but dates and units: the profile (user) reads its weight from here.

/** The Profile's bounds of a body weight (PROFILE_BOUNDS.weight), in kg. */
export const WEIGHT_BOUNDS = { min: 25, max: 400 } as const;
const { min, max } = WEIGHT_BOUNDS;
const KG_RANGE = `kg must be between ${min} and ${max}`;

/** Body weight in kilograms, kept to 0.01 kg (the storage grid of app/modules/units). */
export const KgSchema = NumberSchema("kg").pipe(
  z
    .number()
    .min(min, KG_RANGE)
    .max(max, KG_RANGE)
    .transform((kg) => Math.round(kg * 100) / 100),
);

const DateSchema = z
  .string({ error: "date must be YYYY-MM-DD" })
  .refine(isIsoDate, "date must be a real day written YYYY-MM-DD")
  .meta({ format: "date", description: "A day, YYYY-MM-DD" });

/** A weigh-in: the day (default today, at most a day ahead) and the weight in kg. */
export const WeightInput = z.object({ date: DateSchema.optional(), kg: KgSchema });
export type WeightInput = z.input<typeof WeightInput>;

/** An edit: the new weight of one entry (its day and source stay). */
export const WeightEditInput = z.object({ kg: KgSchema });

export const WeightEntryIdSchema = IdSchema("Weight entry id");
export const WeightEntryRef = z.object({ entryId: WeightEntryIdSchema });

export const WeightEntryAnswer = z.object({
  id: z.number(),
  date: z.string(),
  kg: z.number(),
  source: z.enum(["manual", "import", "integration"]),
});

/**
 * The /weight screen's forms: the weight typed in the member's units (kg or lb, bounds converted
 * inward), stored as kg on the units module's grid, so 165 lb is shown back as 165 lb. They give
 * the same {date, kg} / {kg} the JSON door sends, which logWeight and editWeight validate again.
 */
function typedWeight(units: Units) {
  const { min, max } = boundsIn("weight", WEIGHT_BOUNDS, units);
  const range = `Weight must be between ${min} and ${max} ${WEIGHT_UNIT[units]}`;
  return NumberSchema("Weight").pipe(z.number().min(min, range).max(max, range));
}

export const WeightForm = (units: Units) =>
  z
    .object({ date: DateSchema.optional(), weight: typedWeight(units) })
    .transform(({ date, weight }) => ({ date, kg: storedKg(weight, units) }));

export const WeightEditForm = (units: Units) =>
  z
    .object({ entryId: WeightEntryIdSchema, weight: typedWeight(units) })
    .transform(({ entryId, weight }) => ({ entryId, kg: storedKg(weight, units) }));

export const WEIGHT_INTENTS = { log: "log-weight", edit: "edit-weight", remove: "delete-weight" } as const;
