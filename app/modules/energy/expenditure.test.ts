import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/modules/dates/calendar";
import { dayWeight, estimateExpenditure, explainExpenditure, KCAL_PER_KG, MAX_WINDOW_DAYS } from "./expenditure";

const START = "2026-01-05";

/** A member eating `intake` a day (null days: nothing logged) whose weight moves by (intake − truth) / 7,700 a day, weighed each morning. */
function member(truth: number, intakes: (number | null)[], eaten = intakes.map((kcal) => kcal ?? 0)) {
  let mass = 80;
  const weights = intakes.map((_, day) => {
    const weight = { date: addDays(START, day), kg: mass };
    mass += (eaten[day]! - truth) / KCAL_PER_KG;
    return weight;
  });
  return { days: intakes.map((kcal, day) => ({ date: addDays(START, day), kcal })), weights };
}

describe("estimateExpenditure", () => {
  it("finds the true expenditure exactly from noiseless data, whatever the formula said, once the data dominate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 3200 }), fc.integer({ min: -700, max: 500 }), (truth, offset) => {
        const { days, weights } = member(truth, Array(MAX_WINDOW_DAYS).fill(truth + offset));
        const estimate = estimateExpenditure({ days, weights, priorKcal: null })!;
        expect(estimate.dataEstimateKcal).toBe(truth);
        expect(estimate.estimateKcal).toBe(truth);
      }),
    );
  });

  it("lies between the formula and the data, and moves towards the data as usable days come in", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 3200 }), fc.integer({ min: -600, max: 600 }), (truth, priorOff) => {
        const prior = truth + priorOff;
        const { days, weights } = member(truth, Array(42).fill(truth - 400));
        let previous = Infinity;
        for (const length of [14, 21, 28, 42]) {
          const estimate = estimateExpenditure({ days: days.slice(0, length), weights: weights.slice(0, length), priorKcal: prior })!;
          expect(estimate.estimateKcal).toBeGreaterThanOrEqual(Math.min(prior, truth) - 1);
          expect(estimate.estimateKcal).toBeLessThanOrEqual(Math.max(prior, truth) + 1);
          const distance = Math.abs(estimate.estimateKcal - truth);
          expect(distance).toBeLessThanOrEqual(previous + 1);
          previous = distance;
        }
      }),
    );
  });

  it("takes a day with nothing logged as unknown, not as zero", () => {
    const intakes = Array.from({ length: 28 }, (_, day) => (day % 4 === 1 ? null : 2000));
    const eaten = intakes.map(() => 2000); // the member ate on the unlogged days too
    const { days, weights } = member(2300, intakes, eaten);
    const estimate = estimateExpenditure({ days, weights, priorKcal: null })!;
    expect(estimate).toMatchObject({ estimateKcal: 2300, unloggedDays: 7, usableDays: 21, averageIntakeKcal: 2000 });
  });

  it("leaves out a day logged far below the usual intake, and counts a day rather below it half", () => {
    expect([500, 1200, 1500, 1700].map((kcal) => dayWeight(kcal, 2000))).toEqual([0, 0, 0.5, 1]);
    const intakes = Array.from({ length: 28 }, (_, day) => (day % 7 === 3 ? 700 : 2200));
    const { days, weights } = member(
      2500,
      intakes,
      intakes.map(() => 2200),
    );
    const estimate = estimateExpenditure({ days, weights, priorKcal: null })!;
    expect(estimate).toMatchObject({ estimateKcal: 2500, partialDays: 4, averageIntakeKcal: 2200 });
  });

  it("is the formula with no data, says so, and is null with neither", () => {
    const estimate = estimateExpenditure({ days: [], weights: [], priorKcal: 2400 })!;
    expect(estimate).toMatchObject({ estimateKcal: 2400, confidence: 0, uncertaintyKcal: 288 });
    expect(explainExpenditure(estimate).join(" ")).toContain("Until then the estimate is the formula's");
    expect(estimateExpenditure({ days: [], weights: [], priorKcal: null })).toBeNull();
  });

  it("explains its arithmetic with the figures it used", () => {
    const { days, weights } = member(2500, Array(28).fill(2000));
    const estimate = estimateExpenditure({ days, weights, priorKcal: 2300 })!;
    const words = explainExpenditure(estimate).join(" ");
    expect(words).toContain("Over the last 28 days you logged 28 usable days averaging 2000 kcal.");
    expect(words).toContain("a line of −0.45 kg a week: at 7700 kcal a kilogram, 500 kcal a day came out of your body's stores.");
    expect(words).toContain("So you burned about 2000 + 500 = 2500 kcal a day.");
    expect(words).toContain(`the estimate is ${estimate.estimateKcal} ± ${estimate.uncertaintyKcal} kcal`);
  });

  it("says the weight's line in the member's units", () => {
    const { days, weights } = member(2500, Array(28).fill(2000));
    const words = explainExpenditure(estimateExpenditure({ days, weights, priorKcal: null })!, "us").join(" ");
    expect(words).toContain("a line of −1 lb a week: at 3500 kcal a pound, 500 kcal a day came out of your body's stores.");
  });

  it("says the estimate is the member's data alone when there is no formula's figure to blend in", () => {
    const { days, weights } = member(2500, Array(28).fill(2000));
    const words = explainExpenditure(estimateExpenditure({ days, weights, priorKcal: null })!).join(" ");
    expect(words).toContain("So you burned about 2000 + 500 = 2500 kcal a day.");
    expect(words).toContain("so the estimate is your own data alone.");
    expect(words).not.toContain("formula (resting energy");
  });
});

describe("the window", () => {
  it("starts with the member's first logged day or weigh-in, not with the empty days before they began", () => {
    const { days, weights } = member(2500, Array(21).fill(2000));
    const before = Array.from({ length: 20 }, (_, i) => ({ date: addDays(START, i - 20), kcal: null }));
    const estimate = estimateExpenditure({ days: [...before, ...days], weights, priorKcal: null })!;
    expect(estimate).toMatchObject({ windowDays: 21, unloggedDays: 0, estimateKcal: 2500 });
  });
});
