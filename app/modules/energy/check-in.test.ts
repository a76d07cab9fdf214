import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPace } from "~/modules/units/units";
import {
  CheckInInput,
  CheckInQuery,
  defaultPaceKg,
  goalRate,
  nextCheckInOn,
  PACES_KG,
  pacesFor,
  paceVerdict,
  paceWords,
  proposeTarget,
  targetAfter,
} from "./check-in";

describe("proposeTarget", () => {
  it("eats the estimate to maintain, 550 kcal under it to lose 0.5 kg a week, 275 over it to gain 0.25, with macros following", () => {
    expect(proposeTarget(2500, "maintain", 0.5)).toMatchObject({ proposedKcal: 2500, goalKgPerWeek: 0, paceKgPerWeek: 0 });
    expect(proposeTarget(2500, "lose", 0.5)).toMatchObject({ proposedKcal: 1950, goalKgPerWeek: -0.5 });
    expect(proposeTarget(2500, "gain", 0.25)).toMatchObject({ proposedKcal: 2780, goalKgPerWeek: 0.25 });
    expect(proposeTarget(2500, "lose", 0.5).macros).toEqual({ protein: 146, carbs: 219, fat: 54 });
  });

  it("stays within 800–6000 kcal and moves with the estimate, one for one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 600, max: 7000 }),
        fc.constantFrom("lose", "maintain", "gain" as const),
        fc.constantFrom(...PACES_KG),
        (estimate, goal, pace) => {
          const { proposedKcal } = proposeTarget(estimate, goal, pace);
          expect(proposedKcal).toBeGreaterThanOrEqual(800);
          expect(proposedKcal).toBeLessThanOrEqual(6000);
          const expected = estimate + (goalRate(goal, pace) * 7700) / 7;
          if (expected > 810 && expected < 5990) expect(Math.abs(proposedKcal - expected)).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});

describe("the paces offered", () => {
  it("are quarter kilograms in metric and half pounds in US units, a pound or half a kilogram by default", () => {
    expect(pacesFor("metric").map((kg) => formatPace(kg, "metric"))).toEqual(["0.25 kg", "0.5 kg", "0.75 kg", "1 kg"]);
    expect(pacesFor("us").map((kg) => formatPace(kg, "us"))).toEqual(["0.5 lb", "1 lb", "1.5 lb", "2 lb"]);
    expect(defaultPaceKg("metric")).toBe(0.5);
    expect(defaultPaceKg("us")).toBe(0.4536);
    for (const kg of pacesFor("us")) expect(CheckInQuery.parse({ pace: String(kg) }).pace).toBe(kg);
  });
});

describe("the check-in's rhythm and input", () => {
  it("is due at once, then a week after the last", () => {
    expect(nextCheckInOn(null, "2026-03-10")).toBe("2026-03-10");
    expect(nextCheckInOn("2026-03-03", "2026-03-05")).toBe("2026-03-10");
  });

  it("needs a target to adjust, a pace among the offered ones, and numbers that are numbers", () => {
    expect(CheckInInput.safeParse({ decision: "adjusted", goal: "lose" }).error?.issues[0]?.message).toBe("Give your own target to adjust");
    expect(CheckInInput.safeParse({ decision: "kept", goal: "lose", paceKgPerWeek: "0.3" }).success).toBe(false);
    expect(CheckInInput.safeParse({ decision: "kept", paceKgPerWeek: true }).success).toBe(false);
    expect(CheckInQuery.parse({ pace: "0.45359237" }).pace).toBe(0.4536);
    expect(CheckInQuery.safeParse({ pace: "0.45" }).error?.issues[0]?.message).toBe(
      "Pace must be one of 0.25, 0.5, 0.75, 1 kg a week, or 0.5, 1, 1.5, 2 lb given in kg (0.2268, 0.4536, 0.6804, 0.9072)",
    );
    expect(CheckInInput.safeParse({ decision: "adjusted", targetKcal: 799 }).success).toBe(false);
    expect(CheckInInput.safeParse({ decision: "adjusted", targetKcal: "2000.5" }).success).toBe(false);
    expect(CheckInInput.safeParse({ decision: "skip" }).success).toBe(false);
    expect(CheckInInput.parse({ decision: "adjusted", goal: "gain", paceKgPerWeek: "0.25", targetKcal: "2700" })).toEqual({
      decision: "adjusted",
      goal: "gain",
      paceKgPerWeek: 0.25,
      targetKcal: 2700,
    });
    // A form's empty fields are left out: the profile's goal and the last pace apply.
    expect(CheckInInput.parse({ decision: "kept", goal: "", paceKgPerWeek: "", targetKcal: "" })).toEqual({ decision: "kept" });
    expect(CheckInQuery.parse({ goal: "lose", pace: "0.75" })).toEqual({ goal: "lose", pace: 0.75 });
    expect(CheckInQuery.safeParse({ goal: "bulk" }).success).toBe(false);
  });
});

describe("the member's decision", () => {
  it("sets the proposal when accepted, their own when adjusted, and leaves the target when kept", () => {
    expect(targetAfter("accepted", 1950, undefined, 2200)).toBe(1950);
    expect(targetAfter("adjusted", 1950, 2050, 2200)).toBe(2050);
    expect(targetAfter("kept", 1950, undefined, 2200)).toBe(2200);
  });

  it("calls the trend on pace within 0.1 kg a week of the goal, else faster or slower in the goal's direction", () => {
    expect(paceVerdict(null, -0.5)).toBe("unknown");
    expect(paceVerdict(-0.45, -0.5)).toBe("on pace");
    expect(paceVerdict(-0.8, -0.5)).toBe("faster");
    expect(paceVerdict(-0.1, -0.5)).toBe("slower");
    expect(paceVerdict(0.1, -0.5)).toBe("slower");
    expect(paceVerdict(0.5, 0.25)).toBe("faster");
    expect(paceVerdict(0, 0.25)).toBe("slower");
    expect(paceVerdict(-0.3, 0)).toBe("faster");
    expect(paceVerdict(0.05, 0)).toBe("on pace");
  });

  it("says a trend away from a steady weight, or against the goal, as such; faster or slower only on the goal's way", () => {
    expect(paceWords(null, 0)).toBe("");
    expect(paceWords(-0.45, -0.5)).toBe(": on pace.");
    expect(paceWords(-0.4, 0)).toBe(": you are losing, not holding steady.");
    expect(paceWords(0.3, 0)).toBe(": you are gaining, not holding steady.");
    expect(paceWords(0.3, -0.5)).toBe(": the other way from your goal.");
    expect(paceWords(-0.2, 0.25)).toBe(": the other way from your goal.");
    expect(paceWords(0.05, -0.5)).toBe(": slower than planned.");
    expect(paceWords(-0.1, -0.5)).toBe(": slower than planned.");
    expect(paceWords(-0.9, -0.5)).toBe(": faster than planned.");
  });
});
