import { db } from "~/db.server";
import { findPlan } from "~/modules/premium/plans";

/**
 * Members who subscribed before User.subscriptionPlan existed have a subscription but no plan, so
 * no screen marks their current plan. It is derived from the Purchase rows we hold: the row of
 * that very subscription (made through the API), else their latest paid subscription purchase
 * (a Checkout Session). A plan whose tier is not the member's is not trusted: that row stays for
 * Stripe's next event about the subscription, whose metadata names the plan. Idempotent: only
 * rows without a plan are read. → how many were filled and how many are left.
 */
export async function backfillSubscriptionPlans(): Promise<{ filled: number; left: number }> {
  const members = await db.user.findMany({
    where: { stripeSubscriptionId: { not: null }, subscriptionPlan: null },
    select: { id: true, tier: true, stripeSubscriptionId: true },
  });
  let filled = 0;
  for (const member of members) {
    const purchase =
      (await db.purchase.findFirst({ where: { userId: member.id, stripeId: member.stripeSubscriptionId! } })) ??
      (await db.purchase.findFirst({
        where: { userId: member.id, status: "paid", interval: { in: ["month", "year"] } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }));
    if (!purchase || findPlan(purchase.plan)?.tier !== member.tier) continue;
    const { count } = await db.user.updateMany({
      where: { id: member.id, subscriptionPlan: null },
      data: { subscriptionPlan: purchase.plan, subscriptionInterval: purchase.interval },
    });
    filled += count;
  }
  return { filled, left: members.length - filled };
}
