import { describe, expect, it } from "vitest";
import { findPlan, formatUsd, PLANS, priceCents, yearlySaving } from "./plans";

describe("the price table", () => {
  it("has the spec's prices", () => {
    const premium = findPlan("Premium")!;
    expect([premium.monthlyCents, premium.yearlyCents]).toEqual([999, 7999]);
    expect(yearlySaving(premium)).toEqual({ fullCents: 11988, savingCents: 3989 });
    expect(findPlan("elite")).toMatchObject({ monthlyCents: 2999, yearlyCents: null, tier: "premium_plus" });
    expect(findPlan("complete")).toMatchObject({ monthlyCents: 1299, yearlyCents: 12999, tier: "premium" });
    expect([findPlan("nutrition")?.monthlyCents, findPlan("workout")?.yearlyCents]).toEqual([799, 7999]);
  });

  it("knows no other plan, and formats dollars", () => {
    expect(findPlan("pro")).toBeNull();
    expect(findPlan(42)).toBeNull();
    expect(formatUsd(999)).toBe("$9.99");
    expect(formatUsd(12999)).toBe("$129.99");
    expect(priceCents(findPlan("elite")!, "year")).toBeNull();
  });

  it("charges whole cents and grants a paid tier for every plan", () => {
    for (const plan of PLANS) {
      expect(Number.isInteger(plan.monthlyCents)).toBe(true);
      expect(["premium", "premium_plus"]).toContain(plan.tier);
    }
  });
});
