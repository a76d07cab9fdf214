import { z } from "zod";
import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { findPlan } from "~/modules/premium/plans";
import { tierNow } from "~/modules/user/tiers";
import { customerOf } from "./customer.server";
import { paymentProvider, requireProvider } from "./provider.server";
import { LIVE_STATUSES } from "./webhook-events";

/** What GET /api/user/{id} says of the member's subscription (null without one). */
export const SubscriptionAnswer = z.object({
  plan: z.string(),
  interval: z.enum(["month", "year"]),
  status: z.string().nullable(),
  /** YYYY-MM-DD: it renews then, or ends then when cancelAtPeriodEnd */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

/** What GET /api/user/{id} says of the member's one-time pass (null without one running). */
export const PassAnswer = z.object({
  plan: z.string(),
  /** YYYY-MM-DD: the pass gives the plan until then, and does not renew */
  endsOn: z.string(),
});

export type Billing = {
  /** the tier now: the subscription's, or a running pass's when higher */
  tier: string;
  /** the subscription's plan and billing, e.g. "Elite (monthly)"; null without one */
  plan: string | null;
  status: string | null;
  /** the end of the period paid for (YYYY-MM-DD): it renews then, or ends then when cancelAtPeriodEnd */
  renewsOn: string | null;
  cancelAtPeriodEnd: boolean;
  canCancel: boolean;
  /** cancelled at period end, which has not come yet: "Resume" undoes it */
  canResume: boolean;
  /** Stripe is configured and the member has a customer: "Manage billing" opens its portal */
  canManage: boolean;
  /** what GET /api/user/{id} says of it: null without a subscription */
  subscription: z.infer<typeof SubscriptionAnswer> | null;
  /** the one-time pass running now (plan id and end), null without one */
  pass: (z.infer<typeof PassAnswer> & { name: string }) | null;
};

/** The billing panel (profile, premium) and the API's subscription: plan, Stripe's status, renewal or end date. */
export async function getBilling(userId: number): Promise<Billing | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      tier: true,
      subscriptionStatus: true,
      currentPeriodEnd: true,
      cancelAtPeriodEnd: true,
      stripeSubscriptionId: true,
      stripeCustomerId: true,
      subscriptionPlan: true,
      subscriptionInterval: true,
      passPlan: true,
      passEndsAt: true,
    },
  });
  if (!user) return null;
  const now = new Date();
  const passPlan = user.passEndsAt && user.passEndsAt > now ? findPlan(user.passPlan) : null;
  const live = user.stripeSubscriptionId !== null && user.tier !== "free" && LIVE_STATUSES.has(user.subscriptionStatus ?? "");
  const renewsOn = user.currentPeriodEnd?.toISOString().slice(0, 10) ?? null;
  const plan = findPlan(user.subscriptionPlan);
  const interval = user.subscriptionInterval === "year" ? ("year" as const) : ("month" as const);
  return {
    tier: tierNow(user, now),
    plan: plan && `${plan.name} (${interval === "year" ? "yearly" : "monthly"})`,
    status: user.subscriptionStatus,
    renewsOn,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    canCancel: live && !user.cancelAtPeriodEnd,
    canResume: live && user.cancelAtPeriodEnd,
    canManage: user.stripeCustomerId !== null && paymentProvider() !== null,
    subscription: plan && {
      plan: plan.id,
      interval,
      status: user.subscriptionStatus,
      currentPeriodEnd: renewsOn,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    },
    pass: passPlan && user.passEndsAt && { plan: passPlan.id, name: passPlan.name, endsOn: user.passEndsAt.toISOString().slice(0, 10) },
  };
}

export const NO_BILLING_ACCOUNT = "No billing account yet: it is created with your first payment";
export const PORTAL_FAILED = "Stripe's billing portal could not be opened. Please try again in a moment.";

/** "Manage billing": Stripe's portal for the member's own customer (cards, invoices, the plan) → where to send them. */
export const BillingPortalAnswer = z.object({ url: z.url() });

export async function openBillingPortal(userId: number, returnUrl: string): Promise<z.infer<typeof BillingPortalAnswer>> {
  const provider = requireProvider();
  const customerId = await customerOf(userId);
  if (!customerId) throw new DomainError(404, NO_BILLING_ACCOUNT);
  try {
    return await provider.createPortalSession({ customerId, returnUrl });
  } catch (error) {
    console.warn("payments: billing portal not opened:", (error as Error).message);
    throw new DomainError(502, PORTAL_FAILED);
  }
}
