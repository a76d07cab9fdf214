import type { Plan } from "~/modules/premium/plans";
import { tierRank } from "~/modules/user/tiers";

// The one-time pass (ADR 0032), pure: how long it runs, and how it meets what the member already
// has, so that no sequence of purchases pays twice for the same time:
// - a live subscription (renewing, ending at its period end, or past due) → no pass: change the plan;
// - a running pass of the same tier → the new one follows it (the end moves one period later);
// - a running pass of a lower tier → the new one starts now and the old one's unused share is refunded;
// - a running pass of a higher tier → refused until it ends;
// - a subscription that starts while a pass runs → the pass ends and its unused share is refunded.

export type PassInterval = "month" | "year";

/** One period after `from`: the same time a calendar month later (the day kept within that month's length), or a year later, in UTC. */
export function periodAfter(from: Date, interval: PassInterval): Date {
  const months = interval === "year" ? 12 : 1;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** "2026-12-24": how a pass's end is shown (the day it ends, in UTC like every Stripe date here). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const passName = (plan: Plan, interval: PassInterval) => `${plan.name} ${interval === "year" ? "1-year" : "1-month"} pass`;

/** A pass Stripe says was paid (payment_intent.succeeded), as the webhook applies it. */
export type PassPayment = { plan: Plan; interval: PassInterval; amountCents: number; stripeId: string };

/** What the member holds when a pass is bought: their live subscription's plan, and the pass running now. */
export type Holding = {
  subscription: { plan: Plan; interval: PassInterval } | null;
  pass: { plan: Plan; endsAt: Date } | null;
};

export type PassDecision =
  | { kind: "refuse"; reason: string }
  /** the same tier: the new period follows the running pass */
  | { kind: "extend"; startsAt: Date; endsAt: Date }
  /** nothing running, or a lower tier that this one replaces (`replaces`: its unused share is refunded) */
  | { kind: "start"; startsAt: Date; endsAt: Date; replaces: boolean };

export const subscriberRefusal = (subscription: NonNullable<Holding["subscription"]>) =>
  `You subscribe to ${subscription.plan.name} (${subscription.interval === "year" ? "yearly" : "monthly"}): a pass would pay again for time your subscription already covers. Change your subscription's plan instead.`;

export const higherPassRefusal = (pass: NonNullable<Holding["pass"]>, wanted: Plan) =>
  `Your ${pass.plan.name} pass runs until ${dayOf(pass.endsAt)} and already includes ${wanted.name}: a ${wanted.name} pass can be bought once it ends.`;

/** What buying a pass of `plan` for one `interval` does, for a member holding `holding` at `now`. */
export function passDecision(holding: Holding, choice: { plan: Plan; interval: PassInterval }, now: Date): PassDecision {
  if (holding.subscription) return { kind: "refuse", reason: subscriberRefusal(holding.subscription) };
  const running = holding.pass && holding.pass.endsAt > now ? holding.pass : null;
  if (!running) return { kind: "start", startsAt: now, endsAt: periodAfter(now, choice.interval), replaces: false };
  const [had, wanted] = [tierRank(running.plan.tier), tierRank(choice.plan.tier)];
  if (wanted < had) return { kind: "refuse", reason: higherPassRefusal(running, choice.plan) };
  if (wanted === had) return { kind: "extend", startsAt: running.endsAt, endsAt: periodAfter(running.endsAt, choice.interval) };
  return { kind: "start", startsAt: now, endsAt: periodAfter(now, choice.interval), replaces: true };
}

/** A paid pass period: what it cost, the time it covers, and what was already refunded of it. */
export type PassPeriod = { amountCents: number; periodStart: Date; periodEnd: Date; refundCents: number };

/**
 * What is refunded of `period` when it stops at `now`: the share of its price for the time not yet
 * used (all of it when it had not started), rounded to the cent, never more than is left to refund.
 */
export function unusedShare(period: PassPeriod, now: Date): number {
  const length = period.periodEnd.getTime() - period.periodStart.getTime();
  const unused = period.periodEnd.getTime() - Math.max(now.getTime(), period.periodStart.getTime());
  if (length <= 0 || unused <= 0) return 0;
  return Math.min(period.amountCents - period.refundCents, Math.round((period.amountCents * unused) / length));
}
