// Issue 24: the plan of members who subscribed before User.subscriptionPlan existed, derived from
// the Purchase rows (the subscription's own, else the latest paid one), only when it matches the tier.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { backfillSubscriptionPlans } from "~/modules/payments/backfill-plans.server";
import { newGuest } from "../helpers/requests";

async function subscriberWithout(tier: string, purchases: { plan: string; interval: string; status: string; stripeId?: string }[]) {
  const { userId } = await newGuest();
  const stripeSubscriptionId = `sub_backfill_${userId}`;
  await db.user.update({ where: { id: userId }, data: { tier, stripeSubscriptionId, subscriptionStatus: "active" } });
  for (const [index, purchase] of purchases.entries())
    await db.purchase.create({
      data: {
        userId,
        amountCents: 999,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        ...purchase,
        stripeId: purchase.stripeId === "subscription" ? stripeSubscriptionId : `cs_backfill_${userId}_${index}`,
      },
    });
  return userId;
}
const planOf = (userId: number) =>
  db.user.findUniqueOrThrow({ where: { id: userId }, select: { subscriptionPlan: true, subscriptionInterval: true } });

describe("backfill of the subscription's plan", () => {
  it("fills the plan from the subscription's Purchase row or the latest paid one, leaves a mismatch, and is idempotent", async () => {
    const viaApi = await subscriberWithout("premium_plus", [
      { plan: "elite", interval: "month", status: "pending", stripeId: "subscription" },
    ]);
    const viaCheckout = await subscriberWithout("premium", [
      { plan: "premium", interval: "year", status: "paid" },
      { plan: "complete", interval: "month", status: "paid" },
      { plan: "elite", interval: "month", status: "pending" },
    ]);
    const mismatch = await subscriberWithout("premium", [{ plan: "elite", interval: "month", status: "paid" }]);
    const known = await subscriberWithout("premium", [{ plan: "complete", interval: "month", status: "paid" }]);
    await db.user.update({ where: { id: known }, data: { subscriptionPlan: "premium", subscriptionInterval: "year" } });

    const first = await backfillSubscriptionPlans();
    expect(await planOf(viaApi)).toEqual({ subscriptionPlan: "elite", subscriptionInterval: "month" });
    expect(await planOf(viaCheckout)).toEqual({ subscriptionPlan: "complete", subscriptionInterval: "month" });
    expect(await planOf(mismatch)).toEqual({ subscriptionPlan: null, subscriptionInterval: null });
    expect(await planOf(known)).toEqual({ subscriptionPlan: "premium", subscriptionInterval: "year" });
    expect(first.filled).toBeGreaterThanOrEqual(2);

    const again = await backfillSubscriptionPlans();
    expect(again.filled).toBe(0);
    expect(again.left).toBe(first.left);
  });
});
