// The elements of an Apple Health export (export.xml) that Fitplate keeps, as HealthRecord inputs.
// Pure: import-apple-health.server.ts feeds it the attributes of each <Record> and <Workout>.
import { dayOf, dedupeKeyOf, type HealthKind, type HealthRecordInput } from "./records";
import { originOf, STEP_SAMPLE_KIND } from "./step-overlap";

export const APPLE_HEALTH_SOURCE = "Apple Health";

type Attributes = Record<string, string | undefined>;

/** Quantity types kept, with how to turn each unit into ours. */
const QUANTITIES: Record<string, { kind: HealthKind | typeof STEP_SAMPLE_KIND; units: Record<string, number> }> = {
  HKQuantityTypeIdentifierBodyMass: { kind: "weight_kg", units: { kg: 1, g: 0.001, lb: 0.45359237, st: 6.35029318 } },
  // Kept as samples: a day's steps are worked out from them, overlaps counted once (step-overlap.ts).
  HKQuantityTypeIdentifierStepCount: { kind: STEP_SAMPLE_KIND, units: { count: 1 } },
  HKQuantityTypeIdentifierActiveEnergyBurned: { kind: "active_energy_kcal", units: { kcal: 1, Cal: 1, kJ: 1 / 4.184 } },
};

const SLEEP = "HKCategoryTypeIdentifierSleepAnalysis";
/** Asleep (any stage); in bed and awake are not sleep. */
const ASLEEP = /^HKCategoryValueSleepAnalysisAsleep/;
const DURATION_MINUTES: Record<string, number> = { min: 1, s: 1 / 60, hr: 60, h: 60 };

/** "2024-01-15 08:30:00 +0100" (the export's format) → a Date; null when it is not one. */
export function appleDate(value: string | undefined): Date | null {
  const match = value && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}${match[3]}:${match[4]}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function record(
  kind: HealthRecordInput["kind"],
  value: number,
  startAt: Date,
  endAt: Date,
  countedAt: Date,
  timeZone: string,
  key: string[],
): HealthRecordInput | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  return {
    kind,
    value: Math.round(value * 100) / 100,
    startAt,
    endAt,
    day: dayOf(countedAt, timeZone),
    source: APPLE_HEALTH_SOURCE,
    dedupeKey: dedupeKeyOf("apple", ...key),
  };
}

/** A <Record> element: weight, steps, active energy or sleep; null for every other type. */
export function fromAppleRecord(attributes: Attributes, timeZone: string): HealthRecordInput | null {
  const { type = "", sourceName = "", startDate, endDate, value = "", unit = "" } = attributes;
  const startAt = appleDate(startDate);
  const endAt = appleDate(endDate) ?? startAt;
  if (!startAt || !endAt) return null;
  const key = [type, sourceName, startDate ?? "", endDate ?? "", value];
  if (type === SLEEP) {
    if (!ASLEEP.test(value)) return null;
    // A night counts towards the day the member wakes up.
    return record("sleep_minutes", (endAt.getTime() - startAt.getTime()) / 60_000, startAt, endAt, endAt, timeZone, key);
  }
  const quantity = QUANTITIES[type];
  const factor = quantity?.units[unit];
  if (!quantity || factor === undefined) return null;
  const kept = record(quantity.kind, Number(value) * factor, startAt, endAt, startAt, timeZone, key);
  return kept && quantity.kind === STEP_SAMPLE_KIND ? { ...kept, origin: originOf(sourceName, attributes.device) } : kept;
}

/** A <Workout> element: its minutes (the duration it states, else its span). */
export function fromAppleWorkout(attributes: Attributes, timeZone: string): HealthRecordInput | null {
  const { workoutActivityType = "", sourceName = "", startDate, endDate, duration, durationUnit = "min" } = attributes;
  const startAt = appleDate(startDate);
  const endAt = appleDate(endDate);
  if (!startAt || !endAt) return null;
  const factor = DURATION_MINUTES[durationUnit];
  const minutes =
    duration !== undefined && factor !== undefined ? Number(duration) * factor : (endAt.getTime() - startAt.getTime()) / 60_000;
  return record("workout_minutes", minutes, startAt, endAt, startAt, timeZone, [
    "Workout",
    workoutActivityType,
    sourceName,
    startDate ?? "",
    endDate ?? "",
  ]);
}
