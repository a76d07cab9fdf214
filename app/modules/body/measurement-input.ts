import { z } from "zod";
import { isIsoDate } from "~/modules/dates/calendar";
import { type Units } from "~/modules/units/units";
import { IdSchema, NumberSchema } from "~/modules/validate";
import { boundsOf, MEASURE_BOUNDS, MEASURE_FIELDS, MEASURE_LABELS, MEASURES, storedMeasure, unitOf, type Measure } from "./measures";

// The measurement log's input (issue 41): one schema for the /measurements screen and the
// /api/measurements doors. JSON sends centimetres and percent; the screen's forms take the member's
// units and give the same object, which the domain functions validate again.

export const NO_MEASURE = "Enter at least one measurement";

const DateSchema = z
  .string({ error: "date must be YYYY-MM-DD" })
  .refine(isIsoDate, "date must be a real day written YYYY-MM-DD")
  .meta({ format: "date", description: "A day, YYYY-MM-DD" });

/** A stored measure from JSON: its field named in messages, within its bounds, kept to 0.1. */
function storedSchema(measure: Measure) {
  const field = MEASURE_FIELDS[measure];
  const { min, max } = MEASURE_BOUNDS[measure];
  const range = `${field} must be between ${min} and ${max}`;
  return NumberSchema(field).pipe(
    z
      .number()
      .min(min, range)
      .max(max, range)
      .transform((value) => Math.round(value * 10) / 10),
  );
}

const storedFields = {
  waistCm: storedSchema("waist").optional(),
  hipsCm: storedSchema("hips").optional(),
  chestCm: storedSchema("chest").optional(),
  armsCm: storedSchema("arms").optional(),
  thighsCm: storedSchema("thighs").optional(),
  bodyFatPct: storedSchema("bodyFat").optional(),
};

const someMeasure = (input: Record<string, unknown>) => MEASURES.some((measure) => input[MEASURE_FIELDS[measure]] !== undefined);

/** A day's measurements (POST /api/measurements): the day (default today, at most a day ahead) and any of the measures. */
export const MeasurementInput = z.object({ date: DateSchema.optional(), ...storedFields }).refine(someMeasure, NO_MEASURE);
export type MeasurementInput = z.output<typeof MeasurementInput>;

/** An edit (PUT /api/measurements/{id}): the day's measures as they should be now; one left out is cleared. */
export const MeasurementEditInput = z.object(storedFields).refine(someMeasure, NO_MEASURE);
export type MeasurementEditInput = z.output<typeof MeasurementEditInput>;

export const MeasurementIdSchema = IdSchema("Measurement id");
export const MeasurementRef = z.object({ entryId: MeasurementIdSchema });

const nullable = z.number().nullable();
export const MeasurementAnswer = z.object({
  id: z.number(),
  date: z.string(),
  waistCm: nullable,
  hipsCm: nullable,
  chestCm: nullable,
  armsCm: nullable,
  thighsCm: nullable,
  bodyFatPct: nullable,
});
export type MeasurementEntry = z.output<typeof MeasurementAnswer>;

/** One typed field of the screen's forms: blank is "not measured"; else a number in the member's units within the bounds. */
function typedMeasure(measure: Measure, units: Units) {
  const { min, max } = boundsOf(measure, units);
  const range = `${MEASURE_LABELS[measure]} must be between ${min} and ${max} ${unitOf(measure, units)}`;
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    NumberSchema(MEASURE_LABELS[measure])
      .pipe(z.number().min(min, range).max(max, range))
      .transform((value) => storedMeasure(measure, value, units))
      .optional(),
  );
}

const typedFields = (units: Units) => Object.fromEntries(MEASURES.map((measure) => [measure, typedMeasure(measure, units)]));

/** The typed fields ({waist: 81.3, …}) as the stored object ({waistCm: 81.3, …}). */
function toStored(typed: Record<string, unknown>) {
  return Object.fromEntries(
    MEASURES.map((measure) => [MEASURE_FIELDS[measure], typed[measure]]).filter(([, value]) => value !== undefined),
  );
}

/**
 * The /measurements screen's forms: each measure typed in the member's units (cm or in; body fat in
 * %), stored in cm on the units module's grid, so 32 in is shown back as 32 in.
 */
export const MeasurementForm = (units: Units) =>
  z
    .object({ date: DateSchema.optional(), ...typedFields(units) })
    .transform(({ date, ...typed }) => ({ date, ...toStored(typed) }) as MeasurementInput);

export const MeasurementEditForm = (units: Units) =>
  z
    .object({ entryId: MeasurementIdSchema, ...typedFields(units) })
    .transform(({ entryId, ...typed }) => ({ entryId, measures: toStored(typed) as MeasurementEditInput }));

export const MEASUREMENT_INTENTS = {
  log: "log-measurements",
  edit: "edit-measurements",
  remove: "delete-measurements",
  addPhoto: "add-photo",
  removePhoto: "delete-photo",
} as const;
