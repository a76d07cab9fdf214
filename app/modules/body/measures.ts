import { boundsIn, LENGTH_UNIT, lengthValue, roundTo, storedLengthCm, type Units } from "~/modules/units/units";

// The body measurements of issue 41 (pure): which there are, their bounds and how each is typed and
// shown. Lengths are stored in centimetres (0.1) and shown in the member's units (cm or in); body
// fat is a percentage in either system.

export const LENGTH_MEASURES = ["waist", "hips", "chest", "arms", "thighs"] as const;
export type LengthMeasure = (typeof LENGTH_MEASURES)[number];
export const MEASURES = [...LENGTH_MEASURES, "bodyFat"] as const;
export type Measure = (typeof MEASURES)[number];

/** The stored column of each measure. */
export const MEASURE_FIELDS = {
  waist: "waistCm",
  hips: "hipsCm",
  chest: "chestCm",
  arms: "armsCm",
  thighs: "thighsCm",
  bodyFat: "bodyFatPct",
} as const satisfies Record<Measure, string>;
export type MeasureField = (typeof MEASURE_FIELDS)[Measure];

export const MEASURE_LABELS: Record<Measure, string> = {
  waist: "Waist",
  hips: "Hips",
  chest: "Chest",
  arms: "Arms",
  thighs: "Thighs",
  bodyFat: "Body fat",
};

/**
 * What a person measures, with room on both sides (a child's arm to a very large waist); centimetres
 * for the lengths and percent for body fat (below 2 % no one lives, above 75 % no scale reads).
 */
export const MEASURE_BOUNDS: Record<Measure, { min: number; max: number }> = {
  waist: { min: 30, max: 250 },
  hips: { min: 40, max: 250 },
  chest: { min: 40, max: 250 },
  arms: { min: 10, max: 100 },
  thighs: { min: 20, max: 150 },
  bodyFat: { min: 2, max: 75 },
};

export const isLength = (measure: Measure): measure is LengthMeasure => measure !== "bodyFat";

/** The unit a measure is typed and shown in: cm or in for lengths, % for body fat. */
export const unitOf = (measure: Measure, units: Units) => (isLength(measure) ? LENGTH_UNIT[units] : "%");

/** A measure's bounds in the member's units (inches rounded inward), for field hints and messages. */
export const boundsOf = (measure: Measure, units: Units) =>
  isLength(measure) ? boundsIn("length", MEASURE_BOUNDS[measure], units) : MEASURE_BOUNDS[measure];

/** A typed value (the member's units) → what is stored: cm (0.1) for a length, % (0.1) for body fat. */
export const storedMeasure = (measure: Measure, value: number, units: Units) =>
  isLength(measure) ? storedLengthCm(value, units) : roundTo(value, 1);

/** A stored value → the number the member sees and edits (in or cm, 0.1; %, 0.1). */
export const measureValue = (measure: Measure, stored: number, units: Units) =>
  isLength(measure) ? lengthValue(stored, units) : roundTo(stored, 1);

export const formatMeasure = (measure: Measure, stored: number, units: Units) =>
  isLength(measure) ? `${measureValue(measure, stored, units)} ${unitOf(measure, units)}` : `${measureValue(measure, stored, units)} %`;
