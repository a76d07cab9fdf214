import { z } from "zod";
import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { findPlan } from "~/modules/premium/plans";
import { customerOf } from "./customer.server";
import { paymentProvider, requireProvider } from "./provider.server";

export type Billing = {
  tier: string;
  /** the subscription's plan and billing, e.g. "Elite (monthly)"; null without one */
  plan: string | null;
  status: string | null;
  renewsOn: string | null;
  cancelAtPeriodEnd: boolean;
  canCancel: boolean;
  /** Stripe is configured and the member has a customer: "Manage billing" opens its portal */
  canManage: boolean;
};

/** The profile's billing panel: plan, Stripe's status, renewal date, whether it ends then. */
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
    },
  });
  if (!user) return null;
  return {
    tier: user.tier,
    plan: planLabel(user.subscriptionPlan, user.subscriptionInterval),
    status: user.subscriptionStatus,
    renewsOn: user.currentPeriodEnd?.toISOString().slice(0, 10) ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    canCancel: user.stripeSubscriptionId !== null && !user.cancelAtPeriodEnd && user.tier !== "free",
    canManage: user.stripeCustomerId !== null && paymentProvider() !== null,
  };
}

function planLabel(planId: string | null, interval: string | null): string | null {
  const plan = findPlan(planId);
  return plan && `${plan.name} (${interval === "year" ? "yearly" : "monthly"})`;
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
