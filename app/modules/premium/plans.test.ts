import { describe, expect, it } from "vitest";
import { findPlan, findPrice, formatUsd, PLANS, priceCents, priceIdOf, yearlySaving } from "./plans";

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

describe("price ids", () => {
  it("name a plan and its billing, only as sold", () => {
    expect(findPrice(priceIdOf(findPlan("premium")!, "annual"))).toMatchObject({ plan: { id: "premium" }, billing: "annual" });
    expect(findPrice("price_fitplate_elite_monthly")).toMatchObject({ plan: { id: "elite" }, billing: "monthly" });
    expect(findPrice("price_fitplate_elite_annual")).toBeNull();
    expect(findPrice("price_1Abc")).toBeNull();
    expect(findPrice(7)).toBeNull();
  });
});

describe("the plans' names and features (issue 37 item 10)", () => {
  it("never calls a plan's feature 'Premium Plus' (the tier's id is premium_plus, its plan is Elite)", () => {
    for (const plan of PLANS) expect(plan.features.join(" "), plan.id).not.toMatch(/Premium Plus/i);
  });

  it("gives Nutrition and Workout their own features, not Premium's list", () => {
    const featuresOf = (id: string) => PLANS.find((plan) => plan.id === id)!.features.join("|");
    const lists = ["premium", "nutrition", "workout", "complete", "elite"].map(featuresOf);
    expect(new Set(lists).size).toBe(lists.length);
    expect(featuresOf("nutrition")).toMatch(/photo|barcode/i);
    expect(featuresOf("workout")).toMatch(/integrations|workout/i);
  });
});
