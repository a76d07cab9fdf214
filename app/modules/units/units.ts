// The units people think in (issue 40): metric or US. Stored values stay metric (kg, cm, g, ml);
// these exact conversions and the display grids below turn them into what a member types and sees.
// Pure: no zod, no database, so screens, forms and other modules import it freely.

export const UNIT_SYSTEMS = ["metric", "us"] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];
export const UNIT_LABELS: Record<Units, string> = { metric: "Metric (kg, cm, g, ml)", us: "US (lb, ft + in, oz, fl oz)" };

export const isUnits = (value: unknown): value is Units => value === "metric" || value === "us";

/** Exact by definition (international yard and pound, 1959; US customary fluid ounce). */
export const KG_PER_LB = 0.45359237;
export const G_PER_OZ = 28.349523125;
export const ML_PER_FL_OZ = 29.5735295625;
export const CM_PER_IN = 2.54;
export const IN_PER_FT = 12;

/**
 * Display grids: what a member sees and types is rounded to these steps, and what is stored is
 * rounded to a finer step (kg to 0.01, cm to 0.1, whole g and ml). Each storage step is under a
 * fifth of a display step (0.01 kg = 0.022 lb < 0.1 lb; 1 g = 0.035 oz < 0.1 oz; 1 ml = 0.034 fl oz
 * < 0.1 fl oz; 0.1 cm = 0.039 in < 0.1 in), so a typed value on the grid survives the trip to
 * storage and back: 165 lb is stored as 74.84 kg and shown as 165 lb again (units.test.ts).
 */
export const DISPLAY_DECIMALS = { weight: 1, height: 1, food: 1, water: 1, length: 1 } as const;
const STORE_DECIMALS = { kg: 2, cm: 1, g: 0, ml: 0 } as const;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Number.EPSILON nudges halves that binary floats hold just below .5 (1.005 → 1.01).
  return Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * factor) / factor;
}

// ── Exact conversions (no rounding) ──────────────────────────────────────────────────────────
export const kgFromLb = (lb: number) => lb * KG_PER_LB;
export const lbFromKg = (kg: number) => kg / KG_PER_LB;
export const gFromOz = (oz: number) => oz * G_PER_OZ;
export const ozFromG = (g: number) => g / G_PER_OZ;
export const mlFromFlOz = (flOz: number) => flOz * ML_PER_FL_OZ;
export const flOzFromMl = (ml: number) => ml / ML_PER_FL_OZ;
export const cmFromFtIn = (feet: number, inches: number) => (feet * IN_PER_FT + inches) * CM_PER_IN;
/** Centimetres as whole feet and inches on the display grid (175 cm → 5 ft 8.9 in; never "5 ft 12 in"). */
export function ftInFromCm(cm: number): { feet: number; inches: number } {
  const totalInches = roundTo(cm / CM_PER_IN, DISPLAY_DECIMALS.height);
  const feet = Math.floor(totalInches / IN_PER_FT);
  return { feet, inches: roundTo(totalInches - feet * IN_PER_FT, DISPLAY_DECIMALS.height) };
}

// ── What a member's typed value is stored as ─────────────────────────────────────────────────
/** Body weight typed in the member's units → kilograms to store (0.01 kg). */
export const storedKg = (value: number, units: Units) => roundTo(units === "us" ? kgFromLb(value) : value, STORE_DECIMALS.kg);
/** Height typed in the member's units (US: feet and inches) → centimetres to store (0.1 cm). */
export const storedCm = (height: { cm: number } | { feet: number; inches: number }) =>
  roundTo("cm" in height ? height.cm : cmFromFtIn(height.feet, height.inches), STORE_DECIMALS.cm);
/** A food amount typed in the member's units → whole grams (the diary's rule), before its own ≥ 1 check. */
export const storedGrams = (value: number, units: Units) => roundTo(units === "us" ? gFromOz(value) : value, STORE_DECIMALS.g);
/** A body measurement (a waist, an arm) typed in the member's units (US: inches) → centimetres to store (0.1 cm). */
export const storedLengthCm = (value: number, units: Units) => roundTo(units === "us" ? value * CM_PER_IN : value, STORE_DECIMALS.cm);
/** A water amount typed in the member's units → whole millilitres. */
export const storedMl = (value: number, units: Units) => roundTo(units === "us" ? mlFromFlOz(value) : value, STORE_DECIMALS.ml);

// ── What a stored value is shown (and pre-filled) as ─────────────────────────────────────────
/** Kilograms as the number a member sees in their units (lb or kg, 0.1). */
export const weightValue = (kg: number, units: Units) => roundTo(units === "us" ? lbFromKg(kg) : kg, DISPLAY_DECIMALS.weight);
/** Grams as the number a member sees (oz to 0.1; grams whole, as stored). */
export const foodValue = (g: number, units: Units) => (units === "us" ? roundTo(ozFromG(g), DISPLAY_DECIMALS.food) : roundTo(g, 0));
/** Millilitres as the number a member sees (fl oz to 0.1; ml whole). */
export const waterValue = (ml: number, units: Units) => (units === "us" ? roundTo(flOzFromMl(ml), DISPLAY_DECIMALS.water) : roundTo(ml, 0));
/** A body measurement in centimetres as the number a member sees (in or cm, 0.1). */
export const lengthValue = (cm: number, units: Units) => roundTo(units === "us" ? cm / CM_PER_IN : cm, DISPLAY_DECIMALS.length);
/** Centimetres as the number shown in metric (0.1 cm). */
export const heightCmValue = (cm: number) => roundTo(cm, DISPLAY_DECIMALS.height);

export const WEIGHT_UNIT: Record<Units, string> = { metric: "kg", us: "lb" };
export const FOOD_UNIT: Record<Units, string> = { metric: "g", us: "oz" };
export const WATER_UNIT: Record<Units, string> = { metric: "ml", us: "fl oz" };
export const LENGTH_UNIT: Record<Units, string> = { metric: "cm", us: "in" };

export const formatWeight = (kg: number, units: Units) => `${weightValue(kg, units)} ${WEIGHT_UNIT[units]}`;
/** A small weight to the hundredth (a weekly pace of 0.25 kg is not "0.3 kg"). */
export const formatPace = (kg: number, units: Units) => `${roundTo(units === "us" ? lbFromKg(kg) : kg, 2)} ${WEIGHT_UNIT[units]}`;
export const formatFood = (g: number, units: Units) => `${foodValue(g, units)} ${FOOD_UNIT[units]}`;
export const formatWater = (ml: number, units: Units) => `${waterValue(ml, units)} ${WATER_UNIT[units]}`;
export const formatLength = (cm: number, units: Units) => `${lengthValue(cm, units)} ${LENGTH_UNIT[units]}`;
export function formatHeight(cm: number, units: Units): string {
  if (units === "metric") return `${heightCmValue(cm)} cm`;
  const { feet, inches } = ftInFromCm(cm);
  return `${feet} ft ${inches} in`;
}

// ── Parsing what was typed ───────────────────────────────────────────────────────────────────
/**
 * A typed number ("165", " 5.5 ", "5,5" from a comma-decimal keyboard) or null when it is not one.
 * Empty input is null too: the caller decides whether that means "unchanged" or "required".
 */
export function parseAmount(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string") return null;
  const text = raw.trim().replace(/^(\d+),(\d+)$/, "$1.$2");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Metric bounds (e.g. 25–400 kg) in the member's units for field descriptions and messages, rounded inward. */
export function boundsIn(kind: "weight" | "food" | "water" | "length", bounds: { min: number; max: number }, units: Units) {
  if (units === "metric") return bounds;
  const to = { weight: lbFromKg, food: ozFromG, water: flOzFromMl, length: (cm: number) => cm / CM_PER_IN }[kind];
  const factor = 10 ** DISPLAY_DECIMALS[kind];
  return { min: Math.ceil(to(bounds.min) * factor) / factor, max: Math.floor(to(bounds.max) * factor) / factor };
}

/** The units a new guest starts with: US for an en-US browser (its first preferred language), else metric. */
export function unitsForLocale(acceptLanguage: string | null | undefined): Units {
  const first = (acceptLanguage ?? "").split(",")[0]?.split(";")[0]?.trim().toLowerCase() ?? "";
  return first === "en-us" ? "us" : "metric";
}
