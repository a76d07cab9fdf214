import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { findPlan } from "~/modules/premium/plans";
import { lockRow } from "~/modules/row-lock.server";
import type { PaymentProvider } from "./provider";
import { TRIAL_USED } from "./trial";

// The 7-day free trial (issue 43): Stripe runs it (trial_period_days, status "trialing", trial_end);
// this file decides who may have one and holds each member, and each card, to one.

/**
 * Whether the member may start their subscription with the trial: they have never had one (the
 * trial's subscription is kept on their row) and never paid for a subscription.
 */
export async function trialEligible(userId: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { trialSubscriptionId: true } });
  if (!user || user.trialSubscriptionId) return false;
  const paid = await db.purchase.count({ where: { userId, interval: { in: ["month", "year"] }, status: { in: ["paid", "trial"] } } });
  return paid === 0;
}

/** A checkout asked for the trial: refused (409, in the words the pages use) when the member has had their chance. */
export async function requireTrialEligible(userId: number): Promise<void> {
  if (!(await trialEligible(userId))) throw new DomainError(409, TRIAL_USED);
}

/**
 * Stripe says a subscription of the member is trialing: the trial is theirs when it is their first
 * and the card's first (its fingerprint, when Stripe gives one, is kept for good). Otherwise the
 * trial is ended at once (trial_end=now), so Stripe charges the first invoice today, as the pages
 * say. Safe to call for every trialing event: a trial already held by this subscription stays.
 * → "held" or "ended".
 */
export async function claimTrial(provider: PaymentProvider, userId: number, subscriptionId: string): Promise<"held" | "ended"> {
  const known = await db.user.findUnique({ where: { id: userId }, select: { trialSubscriptionId: true } });
  if (known?.trialSubscriptionId === subscriptionId) return "held";
  const fingerprint = await provider.cardFingerprint(subscriptionId);
  const held = await db.$transaction(async (tx) => {
    await lockRow(tx, "User", userId);
    const user = await tx.user.findUnique({ where: { id: userId }, select: { trialSubscriptionId: true } });
    if (!user) return false;
    if (user.trialSubscriptionId) return user.trialSubscriptionId === subscriptionId;
    const paidBefore = await tx.purchase.count({ where: { userId, interval: { in: ["month", "year"] }, status: "paid" } });
    if (paidBefore > 0) return false;
    if (fingerprint) {
      const card = await tx.trialCard.findUnique({ where: { fingerprint } });
      if (card && card.subscriptionId !== subscriptionId) return false;
      if (!card) await tx.trialCard.create({ data: { fingerprint, userId, subscriptionId } });
    }
    await tx.user.update({ where: { id: userId }, data: { trialSubscriptionId: subscriptionId } });
    return true;
  });
  if (held) return "held";
  console.info(`payments: trial of ${subscriptionId} refused for user ${userId} (a second trial for the member or the card): ended now`);
  await provider.endTrialNow(subscriptionId);
  return "ended";
}

export type EndingTrial = {
  userId: number;
  email: string | null;
  firstName: string | null;
  /** when the trial ends: Stripe takes the first payment then, unless it was cancelled */
  trialEndsAt: Date;
  plan: string | null;
  interval: "month" | "year";
  /** cancelled during the trial: it ends then with nothing charged */
  cancelled: boolean;
};

/**
 * Members whose free trial ends in [from, to): the "your trial ends in 2 days" reminder's list
 * (the notification scheduler asks for its window). Only trials still running count.
 */
export async function trialsEndingBetween(from: Date, to: Date): Promise<EndingTrial[]> {
  const users = await db.user.findMany({
    where: { subscriptionStatus: "trialing", trialEndsAt: { gte: from, lt: to }, trialSubscriptionId: { not: null } },
    select: {
      id: true,
      email: true,
      firstName: true,
      trialEndsAt: true,
      subscriptionPlan: true,
      subscriptionInterval: true,
      cancelAtPeriodEnd: true,
    },
    orderBy: [{ trialEndsAt: "asc" }, { id: "asc" }],
  });
  return users.map((user) => ({
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    trialEndsAt: user.trialEndsAt!,
    plan: findPlan(user.subscriptionPlan)?.id ?? null,
    interval: user.subscriptionInterval === "year" ? "year" : "month",
    cancelled: user.cancelAtPeriodEnd,
  }));
}
