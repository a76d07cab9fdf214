import { z } from "zod";
import { findPlan, PLAN_IDS, type Plan } from "~/modules/premium/plans";
import { IdSchema } from "~/modules/validate";
import type { PassPayment } from "./passes";
import type { ProviderEvent } from "./provider";

// What each Stripe event means for the member (pure): the tier, Stripe's status, the billing
// fields, the purchase it settles. webhook.server.ts applies it.

const Metadata = z.object({ userId: IdSchema("userId"), plan: z.enum(PLAN_IDS), interval: z.enum(["month", "year"]).optional() });
/** A pass's metadata (passes.server.ts): its period is part of what was bought. */
const PassMetadata = Metadata.extend({ interval: z.enum(["month", "year"]).default("month") });
/** The customer an event names (an id; anything else, e.g. an expanded object, is left aside). */
const Customer = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" && value.startsWith("cus_") ? value : undefined));
const CheckoutCompleted = z.object({
  id: z.string(),
  mode: z.string().optional(),
  payment_status: z.string(),
  subscription: z.string().nullish(),
  customer: Customer,
  metadata: Metadata,
});
const PaymentIntentSucceeded = z.object({
  id: z.string(),
  amount: z.number().int().nonnegative(),
  amount_received: z.number().int().nonnegative().optional(),
  customer: Customer,
  metadata: PassMetadata,
});
const SubscriptionEvent = z.object({
  id: z.string(),
  status: z.string(),
  customer: Customer,
  metadata: Metadata,
  cancel_at_period_end: z.boolean().optional(),
  /** seconds; older API versions have it here, newer ones on each item */
  current_period_end: z.number().optional(),
  /** the free trial's end (seconds), when it has one */
  trial_end: z.number().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().optional() })) }).optional(),
});

export type Effect = {
  userId: number;
  tier?: string;
  /** Stripe's word for the subscription's state (none for a pass) */
  status?: string;
  billing?: {
    stripeSubscriptionId?: string;
    subscriptionPlan?: string | null;
    subscriptionInterval?: string | null;
    currentPeriodEnd?: Date;
    cancelAtPeriodEnd?: boolean;
    /** Stripe's trial_end: the free trial's first charge (issue 43) */
    trialEndsAt?: Date;
  };
  /** Stripe's customer.subscription.trial_will_end: recorded when it came */
  trialWillEnd?: true;
  /** the subscription started with the free trial (checkout: nothing was paid), so its welcome is the trial's */
  trial?: true;
  /** a payment Stripe took without a checkout of ours (a renewal, a plan change's prorated invoice): recorded as a paid Purchase */
  payment?: { plan: string; interval: string; amountCents: number; stripeId: string };
  /** a one-time pass Stripe says was paid (applied by passes.server.ts) */
  pass?: PassPayment;
  /** the subscription the event is about, when it is about one (its id is also set in `billing` when the event may switch to it) */
  subscriptionId?: string;
  customerId?: string;
  purchaseId?: string;
  purchaseStatus?: string;
  receipt?: Plan;
  /** the receipt to send when this event is what settles the pending purchase (a subscription paid on the page: its first invoice) */
  receiptOnSettle?: Plan;
};

export const InvoicePaid = z.object({
  id: z.string(),
  billing_reason: z.string().nullish(),
  amount_paid: z.number().int().nonnegative().optional(),
  subscription: z.string().nullish(),
  customer: Customer,
  parent: z
    .object({
      subscription_details: z.object({ subscription: z.string(), metadata: z.record(z.string(), z.unknown()).nullish() }).nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }).optional() })) }).optional(),
});

export function effectOf(event: ProviderEvent): Effect | null {
  const parse = <T extends z.ZodType>(schema: T) => {
    const result = schema.safeParse(event.object);
    return result.success ? (result.data as z.infer<T>) : null;
  };
  switch (event.type) {
    case "checkout.session.completed": {
      const session = parse(CheckoutCompleted);
      // A one-time payment's session (a pass) is settled by its payment_intent.succeeded alone.
      if (!session || session.mode === "payment") return null;
      // A subscription's free trial has nothing to pay at checkout: Stripe says no_payment_required.
      const trial = session.payment_status === "no_payment_required" && Boolean(session.subscription);
      if (session.payment_status !== "paid" && !trial) return null;
      const plan = findPlan(session.metadata.plan)!;
      return {
        userId: session.metadata.userId,
        tier: plan.tier,
        status: trial ? "trialing" : "active",
        purchaseId: session.id,
        purchaseStatus: trial ? "trial" : "paid",
        receipt: plan,
        ...(trial ? { trial: true as const } : {}),
        customerId: session.customer,
        billing: session.subscription
          ? {
              stripeSubscriptionId: session.subscription,
              subscriptionPlan: plan.id,
              subscriptionInterval: session.metadata.interval ?? null,
              cancelAtPeriodEnd: false,
            }
          : undefined,
      };
    }
    case "payment_intent.succeeded": {
      // A plan's one-time payment is a pass; other PaymentIntents (the test payment, a subscription's invoice) name no plan.
      const intent = parse(PaymentIntentSucceeded);
      if (!intent) return null;
      const plan = findPlan(intent.metadata.plan)!;
      const pass = { plan, interval: intent.metadata.interval, amountCents: intent.amount_received ?? intent.amount, stripeId: intent.id };
      return { userId: intent.metadata.userId, pass, receipt: plan, customerId: intent.customer };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.trial_will_end":
    case "customer.subscription.deleted": {
      const subscription = parse(SubscriptionEvent);
      if (!subscription) return null;
      const plan = findPlan(subscription.metadata.plan)!;
      const status = event.type === "customer.subscription.deleted" ? "canceled" : subscription.status;
      const periodEnd = subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end;
      const billing = {
        stripeSubscriptionId: subscription.id,
        subscriptionPlan: plan.id,
        subscriptionInterval: subscription.metadata.interval ?? null,
        ...(periodEnd === undefined ? {} : { currentPeriodEnd: new Date(periodEnd * 1000) }),
        ...(subscription.cancel_at_period_end === undefined ? {} : { cancelAtPeriodEnd: subscription.cancel_at_period_end }),
        ...(subscription.trial_end ? { trialEndsAt: new Date(subscription.trial_end * 1000) } : {}),
      };
      const warned = event.type === "customer.subscription.trial_will_end" ? { trialWillEnd: true as const } : {};
      // Active or trialing keeps the plan's tier; past_due keeps it while Stripe retries; anything else ends it.
      const { customer: customerId, metadata } = subscription;
      const userId = metadata.userId;
      if (status === "active" || status === "trialing") return { userId, tier: plan.tier, status, billing, customerId, ...warned };
      if (status === "past_due" || status === "incomplete") return { userId, status, billing, customerId, ...warned };
      return {
        userId,
        tier: "free",
        status,
        billing: { ...billing, subscriptionPlan: null, subscriptionInterval: null, cancelAtPeriodEnd: false },
        customerId,
      };
    }
    default:
      return null;
  }
}

/** Statuses with which an event about another subscription than the member's may replace it (a new plan). */
const REPLACES_SUBSCRIPTION = new Set(["active", "trialing"]);
/** Statuses of a subscription that still gives its plan (or will again, while Stripe retries). */
export const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

/** What the member's row says about their subscription, to order the events against. */
export type StoredSubscription = {
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  subscriptionEventAt: Date | null;
};

/**
 * Whether an event is news for the member (Stripe does not deliver in order):
 * - "stale": Stripe created it before the last subscription event applied to them, or it would
 *   bring back a subscription that has already ended (a deletion is final);
 * - "foreign": it is about another subscription than theirs and does not start a new one (e.g. a
 *   late deletion of the subscription they replaced);
 * - "second": it starts another subscription while theirs is still live: a member has one
 *   subscription (plan changes happen on it), so this one was made outside the app;
 * - "apply" otherwise. Events not about a subscription (one-time payments) always apply.
 * `eventAt` is the event's `created`; without it only the subscription ids are compared.
 */
export function subscriptionOrder(
  effect: Effect,
  eventAt: Date | undefined,
  stored: StoredSubscription,
): "apply" | "stale" | "foreign" | "second" {
  const subscriptionId = effect.subscriptionId ?? effect.billing?.stripeSubscriptionId;
  if (!subscriptionId) return "apply";
  if (eventAt && stored.subscriptionEventAt && eventAt < stored.subscriptionEventAt) return "stale";
  const current = stored.stripeSubscriptionId;
  if (current && current !== subscriptionId && !REPLACES_SUBSCRIPTION.has(effect.status ?? "")) return "foreign";
  if (current && current !== subscriptionId && LIVE_STATUSES.has(stored.subscriptionStatus ?? "")) return "second";
  if (current === subscriptionId && stored.subscriptionStatus === "canceled" && effect.status !== "canceled") return "stale";
  return "apply";
}
