// Workout weights in the member's units (issue 42 part 5): stored in kg (0.01), typed and shown in kg
// or lb. A pound figure is on the units module's 0.1 lb grid, whose round trip through 0.01 kg is
// stable (135 lb → 61.23 kg → 135 lb). Records, volumes and 1RMs are computed from the shown
// weights, so a US lifter's 135 lb × 5 has a 675 lb volume and an Epley 1RM of 157.5 lb, as by hand.
// Pure: screens and the domain's read functions import it.

import { kgFromLb, lbFromKg, roundTo, WEIGHT_UNIT, type Units } from "~/modules/units/units";

export type LoadUnit = "kg" | "lb";

/** The set forms' field marking a body-weight exercise: its weight is the load added (inputs.ts). */
export const ADDED_LOAD_FIELD = "load";

export const loadUnit = (units: Units): LoadUnit => (WEIGHT_UNIT[units] === "lb" ? "lb" : "kg");

/** Stored kilograms as the number a member sees: pounds to 0.1, kilograms as stored (0.01). */
export const loadValue = (kg: number, units: Units): number => (units === "us" ? roundTo(lbFromKg(kg), 1) : roundTo(kg, 2));

/** A weight typed in the member's unit → kilograms to store (0.01). */
export const loadKg = (typed: number, units: Units): number => roundTo(units === "us" ? kgFromLb(typed) : typed, 2);

/** "61.25 kg", "135 lb", "1,350 lb". */
export const formatLoad = (value: number, unit: LoadUnit): string => `${value.toLocaleString("en-US")} ${unit}`;

/** Stored kilograms shown in the member's unit: "135 lb". */
export const showKg = (kg: number, units: Units): string => formatLoad(loadValue(kg, units), loadUnit(units));

/** Sets with their weights in the member's unit (a set without a weight keeps null). */
export function inUnits<T extends { weight: number | null }>(sets: T[], units: Units): T[] {
  return sets.map((set) => ({ ...set, weight: set.weight == null ? null : loadValue(set.weight, units) }));
}

/** A body-weight exercise (the library's "body only" equipment): logged by reps, its weight the weight added. */
export const isBodyWeight = (exercise: { equipment: string | null }): boolean => exercise.equipment === "body only";

/** The units a weight unit belongs to (a screen's forms know the unit they show). */
export const unitsOf = (unit: LoadUnit): Units => (unit === "lb" ? "us" : "metric");

/** Targets (a routine's, a plan's) with their weight in the member's unit. */
export function targetsInUnits<T extends { targetWeight: number | null }>(rows: T[], units: Units): T[] {
  return rows.map((row) => ({ ...row, targetWeight: row.targetWeight == null ? null : loadValue(row.targetWeight, units) }));
}
