// Issue 43 item 5: what Stripe's trial events mean for the member, and the trial's words.
import { describe, expect, it } from "vitest";
import { TRIAL_DAYS, trialEndDay, trialTerms } from "./trial";
import { effectOf } from "./webhook-events";

const metadata = { userId: "7", plan: "premium", interval: "month" };

describe("the free trial's events", () => {
  it("a checkout with nothing to pay because of the trial starts it: Premium, trialing, a trial purchase", () => {
    const effect = effectOf({
      id: "evt_1",
      type: "checkout.session.completed",
      object: { id: "cs_1", mode: "subscription", payment_status: "no_payment_required", subscription: "sub_1", metadata },
    });
    expect(effect).toMatchObject({
      userId: 7,
      tier: "premium",
      status: "trialing",
      purchaseId: "cs_1",
      purchaseStatus: "trial",
      trial: true,
    });
  });

  it("no_payment_required without a subscription gives nothing", () => {
    const effect = effectOf({
      id: "evt_2",
      type: "checkout.session.completed",
      object: { id: "cs_2", mode: "subscription", payment_status: "no_payment_required", metadata },
    });
    expect(effect).toBeNull();
  });

  it("a trialing subscription keeps the plan's tier and stores trial_end; trial_will_end is marked", () => {
    const object = {
      id: "sub_1",
      status: "trialing",
      metadata,
      trial_end: 1_800_000_000,
      items: { data: [{ current_period_end: 1_800_000_000 }] },
    };
    const updated = effectOf({ id: "evt_3", type: "customer.subscription.updated", object });
    expect(updated).toMatchObject({ tier: "premium", status: "trialing", billing: { trialEndsAt: new Date(1_800_000_000_000) } });
    expect(updated?.trialWillEnd).toBeUndefined();
    expect(effectOf({ id: "evt_4", type: "customer.subscription.trial_will_end", object })).toMatchObject({
      status: "trialing",
      trialWillEnd: true,
    });
  });
});

describe("the trial's words", () => {
  it("name the day of the first charge, 7 days on, and the price", () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(trialEndDay(new Date("2026-11-28T23:30:00Z"))).toBe("2026-12-05");
    expect(trialTerms({ cents: 7999, per: "year", firstChargeOn: "2026-12-05" })).toBe(
      "7 days free, then $79.99 a year. Nothing is charged today; Stripe takes the first $79.99 on 2026-12-05 unless you cancel before then on your Profile (your plan stays on until that day, and nothing is charged).",
    );
  });
});
