import { describe, expect, it } from "vitest";
import { appleDate, fromAppleRecord, fromAppleWorkout } from "./apple-health";

const at = (startDate: string, endDate = startDate) => ({ sourceName: "Watch", startDate, endDate });

describe("Apple Health records", () => {
  it("reads the export's dates with their offset", () => {
    expect(appleDate("2026-01-15 08:30:00 +0100")?.toISOString()).toBe("2026-01-15T07:30:00.000Z");
    expect(appleDate("2026-01-15T08:30:00Z")).toBeNull();
  });

  it("keeps weight in kg (from lb too), step samples with their device, and active energy (kJ → kcal), on the member's day", () => {
    const weight = fromAppleRecord(
      { type: "HKQuantityTypeIdentifierBodyMass", unit: "lb", value: "176", ...at("2026-01-15 23:30:00 +0000") },
      "Europe/Berlin",
    );
    expect(weight).toMatchObject({ kind: "weight_kg", value: 79.83, day: "2026-01-16", source: "Apple Health" });
    const steps = fromAppleRecord(
      { type: "HKQuantityTypeIdentifierStepCount", unit: "count", value: "523", ...at("2026-01-15 08:00:00 +0000") },
      "UTC",
    );
    expect(steps).toMatchObject({ kind: "step_sample", value: 523, day: "2026-01-15", origin: "app:Watch" });
    const energy = fromAppleRecord(
      { type: "HKQuantityTypeIdentifierActiveEnergyBurned", unit: "kJ", value: "418.4", ...at("2026-01-15 08:00:00 +0000") },
      "UTC",
    );
    expect(energy).toMatchObject({ kind: "active_energy_kcal", value: 100 });
  });

  it("counts asleep time (not in bed) towards the day the member wakes up", () => {
    const night = at("2026-01-15 23:00:00 +0000", "2026-01-16 06:30:00 +0000");
    expect(
      fromAppleRecord({ type: "HKCategoryTypeIdentifierSleepAnalysis", value: "HKCategoryValueSleepAnalysisAsleepDeep", ...night }, "UTC"),
    ).toMatchObject({
      kind: "sleep_minutes",
      value: 450,
      day: "2026-01-16",
    });
    expect(
      fromAppleRecord({ type: "HKCategoryTypeIdentifierSleepAnalysis", value: "HKCategoryValueSleepAnalysisInBed", ...night }, "UTC"),
    ).toBeNull();
  });

  it("takes a workout's stated duration in minutes", () => {
    const run = {
      workoutActivityType: "HKWorkoutActivityTypeRunning",
      duration: "0.5",
      durationUnit: "hr",
      ...at("2026-01-15 07:00:00 +0000", "2026-01-15 07:40:00 +0000"),
    };
    expect(fromAppleWorkout(run, "UTC")).toMatchObject({ kind: "workout_minutes", value: 30 });
  });

  it("ignores other types, unknown units, bad dates and non-positive values", () => {
    expect(
      fromAppleRecord(
        { type: "HKQuantityTypeIdentifierHeartRate", unit: "count/min", value: "60", ...at("2026-01-15 08:00:00 +0000") },
        "UTC",
      ),
    ).toBeNull();
    expect(
      fromAppleRecord({ type: "HKQuantityTypeIdentifierBodyMass", unit: "oz", value: "60", ...at("2026-01-15 08:00:00 +0000") }, "UTC"),
    ).toBeNull();
    expect(
      fromAppleRecord({ type: "HKQuantityTypeIdentifierStepCount", unit: "count", value: "12", ...at("yesterday") }, "UTC"),
    ).toBeNull();
    expect(
      fromAppleRecord({ type: "HKQuantityTypeIdentifierStepCount", unit: "count", value: "-3", ...at("2026-01-15 08:00:00 +0000") }, "UTC"),
    ).toBeNull();
  });

  it("gives the same measurement the same key, and another one another key", () => {
    const steps = { type: "HKQuantityTypeIdentifierStepCount", unit: "count", value: "10", ...at("2026-01-15 08:00:00 +0000") };
    expect(fromAppleRecord(steps, "UTC")?.dedupeKey).toBe(fromAppleRecord({ ...steps }, "Europe/Paris")?.dedupeKey);
    expect(fromAppleRecord(steps, "UTC")?.dedupeKey).not.toBe(fromAppleRecord({ ...steps, sourceName: "iPhone" }, "UTC")?.dedupeKey);
  });
});
