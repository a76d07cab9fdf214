import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { sendMessage } from "~/modules/messenger/messenger.server";
import { findPlan, formatUsd, type Plan } from "~/modules/premium/plans";
import { lockRow } from "~/modules/row-lock.server";
import { tierRank } from "~/modules/user/tiers";
import { rememberCustomer } from "./customer.server";
import { reportSecondSubscription } from "./second-subscription.server";
import type { ProviderEvent } from "./provider";
import { requireProvider } from "./provider.server";
import { effectOf, InvoicePaid, subscriptionOrder, type Effect } from "./webhook-events";

type WebhookOutcome = { received: true; duplicate?: true; ignored?: true };

/**
 * POST /api/stripe/webhook: verifies the signature (a wrong one → 400, nothing changed), then acts
 * on each event id once (the StripeEvent row is written in the same transaction as its effects).
 * Events about a subscription change the member only when they are newer than the last one applied
 * and about the member's current subscription (subscriptionOrder); stale and foreign ones are
 * recorded and acknowledged as ignored. The member's row is locked meanwhile, so two deliveries for
 * one member are ordered one after the other.
 */
export async function handleWebhook(payload: string, signature: string | null): Promise<WebhookOutcome> {
  const provider = requireProvider();
  let event: ProviderEvent;
  try {
    event = provider.verifyWebhook(payload, signature ?? "");
  } catch {
    throw new DomainError(400, "Invalid webhook signature");
  }
  const seen = await db.stripeEvent.findUnique({ where: { id: event.id } });
  if (seen) return { received: true, duplicate: true };
  const effect = event.type === "invoice.paid" ? await invoicePaidEffect(event.object) : effectOf(event);
  const eventAt = event.created === undefined ? undefined : new Date(event.created * 1000);
  let applied = false;
  try {
    await db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      if (!effect) return;
      if (effect.purchaseId)
        await tx.purchase.updateMany({ where: { stripeId: effect.purchaseId }, data: { status: effect.purchaseStatus } });
      if (effect.payment) await tx.purchase.create({ data: { userId: effect.userId, ...effect.payment, status: "paid" } });
      await lockRow(tx, "User", effect.userId);
      const user = await tx.user.findUnique({
        where: { id: effect.userId },
        select: { stripeSubscriptionId: true, subscriptionStatus: true, subscriptionEventAt: true, tier: true },
      });
      if (!user) return;
      const order = subscriptionOrder(effect, eventAt, user);
      const subscriptionId = effect.subscriptionId ?? effect.billing?.stripeSubscriptionId;
      if (order === "second") await reportSecondSubscription(tx, effect.userId, subscriptionId!, user.stripeSubscriptionId);
      // A second subscription becomes the member's only when its plan is higher: the tier follows the highest active plan.
      if (order !== "apply" && !(order === "second" && tierRank(effect.tier) > tierRank(user.tier))) {
        console.info(`payments: ${order} ${event.type} ${event.id} ignored for user ${effect.userId}`);
        return;
      }
      const aboutSubscription = subscriptionId !== undefined;
      await tx.user.update({
        where: { id: effect.userId },
        data: {
          ...(effect.tier === undefined ? {} : { tier: effect.tier }),
          subscriptionStatus: effect.status,
          ...effect.billing,
          ...(aboutSubscription && eventAt ? { subscriptionEventAt: eventAt } : {}),
        },
      });
      if (effect.customerId) await rememberCustomer(effect.userId, effect.customerId, tx);
      applied = true;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2002") return { received: true, duplicate: true }; // a parallel delivery won
    throw error;
  }
  if (applied && effect?.receipt)
    await sendReceipt(effect.userId, effect.receipt).catch((error: unknown) => console.warn("payments: receipt not sent:", error));
  return applied ? { received: true } : { received: true, ignored: true };
}

/**
 * A subscription's invoice was paid: the subscription is active again until the new period's end
 * (the tier it had stays). A plan change's prorated invoice is a payment of its own: a paid
 * Purchase row for the plan changed to (the first invoice's row is the subscription's, made when it started).
 */
async function invoicePaidEffect(object: unknown): Promise<Effect | null> {
  const invoice = InvoicePaid.safeParse(object);
  if (!invoice.success) return null;
  const details = invoice.data.parent?.subscription_details;
  const subscriptionId = invoice.data.subscription ?? details?.subscription;
  if (!subscriptionId) return null;
  const user = await db.user.findFirst({
    where: { stripeSubscriptionId: subscriptionId },
    select: { id: true, subscriptionPlan: true, subscriptionInterval: true },
  });
  if (!user) return null;
  const periodEnd = invoice.data.lines?.data[0]?.period?.end;
  const plan = findPlan(details?.metadata?.plan) ?? findPlan(user.subscriptionPlan);
  const interval = details?.metadata?.interval === "year" ? "year" : (user.subscriptionInterval ?? "month");
  const amountCents = invoice.data.amount_paid ?? 0;
  const prorated = invoice.data.billing_reason === "subscription_update" && amountCents > 0 && plan;
  return {
    userId: user.id,
    subscriptionId,
    status: "active",
    customerId: invoice.data.customer,
    billing: periodEnd === undefined ? undefined : { currentPeriodEnd: new Date(periodEnd * 1000) },
    ...(prorated ? { payment: { plan: plan.id, interval, amountCents, stripeId: invoice.data.id } } : {}),
  };
}

async function sendReceipt(userId: number, plan: Plan): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true } });
  if (!user?.email) return;
  await sendMessage({
    channel: "email",
    to: user.email,
    subject: `Your Fitplate ${plan.name} receipt`,
    text: `Hi ${user.firstName ?? "there"},\n\nThanks for subscribing to Fitplate ${plan.name} (from ${formatUsd(plan.monthlyCents)} a month). Your plan is active now.\nStripe sends the payment receipt itself; you can cancel any time, and ask for a refund within 30 days.\n\nThe Fitplate team`,
    purpose: "receipt",
  });
}
