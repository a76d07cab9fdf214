import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { findPlan, type Plan } from "~/modules/premium/plans";
import { withProvider } from "./failures";
import { chosen } from "./plan-choice";
import { requireProvider } from "./provider.server";
import { LIVE_STATUSES } from "./webhook-events";

export type CurrentPlan = { plan: Plan; interval: "month" | "year"; subscriptionId: string; cancelAtPeriodEnd: boolean };

/** The member's live subscription (one per member) and its plan; null when there is none. */
export async function currentPlan(userId: number): Promise<CurrentPlan | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      stripeSubscriptionId: true,
      subscriptionStatus: true,
      subscriptionPlan: true,
      subscriptionInterval: true,
      cancelAtPeriodEnd: true,
    },
  });
  const plan = findPlan(user?.subscriptionPlan);
  if (!user?.stripeSubscriptionId || !plan || !LIVE_STATUSES.has(user.subscriptionStatus ?? "")) return null;
  return {
    plan,
    interval: user.subscriptionInterval === "year" ? "year" : "month",
    subscriptionId: user.stripeSubscriptionId,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
  };
}

/** The current plan as screens mark it: its id and billing ("monthly" | "annual"). */
export async function currentPlanMark(userId: number | null): Promise<{ plan: string; billing: "monthly" | "annual" } | null> {
  const current = userId === null ? null : await currentPlan(userId);
  return current && { plan: current.plan.id, billing: current.interval === "year" ? "annual" : "monthly" };
}

export const alreadyYours = (plan: Plan, interval: "month" | "year") =>
  `${plan.name} (${interval === "year" ? "yearly" : "monthly"}) is already your plan: there is nothing to pay.`;

/**
 * Buying a plan while a subscription is live: the same plan and billing is refused (409); another is a
 * plan change on that subscription (prorated by Stripe, whose webhook then changes the tier) →
 * its id. Without a live subscription → null: the caller starts the member's first one.
 */
export async function changeInsteadOfSubscribing(
  userId: number,
  choice: { plan: Plan; interval: "month" | "year"; amountCents: number },
): Promise<{ subscriptionId: string } | null> {
  const current = await currentPlan(userId);
  if (!current) return null;
  if (current.plan.id === choice.plan.id && current.interval === choice.interval)
    throw new DomainError(409, alreadyYours(choice.plan, choice.interval));
  const provider = requireProvider();
  await withProvider("subscription", () =>
    provider.changePlan({
      subscriptionId: current.subscriptionId,
      amountCents: choice.amountCents,
      interval: choice.interval,
      productName: `Fitplate ${choice.plan.name}`,
      metadata: { userId: String(userId), plan: choice.plan.id, interval: choice.interval },
    }),
  );
  return { subscriptionId: current.subscriptionId };
}

export const NOTHING_TO_CHANGE = "No subscription to change: subscribe first";

/** "Change to …" on /checkout or /subscribe for a subscriber: the plan change on their one subscription (404 without one). */
export async function changePlan(userId: number, rawInput: unknown): Promise<{ subscriptionId: string }> {
  const { plan, interval, amountCents } = chosen(rawInput);
  const changed = await changeInsteadOfSubscribing(userId, { plan, interval, amountCents });
  if (!changed) throw new DomainError(404, NOTHING_TO_CHANGE);
  return changed;
}
