import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { sendMessage } from "~/modules/messenger/messenger.server";
import { findPlan, formatUsd, REFUND_DAYS, type Plan } from "~/modules/premium/plans";
import { lockRow } from "~/modules/row-lock.server";
import { tierRank } from "~/modules/user/tiers";
import { rememberCustomer } from "./customer.server";
import { reportSecondSubscription } from "./staff-reports.server";
import { dayOf, passName, type PassPayment } from "./passes";
import { applyPassPayment, issueRefunds, subscriptionEndsPass } from "./passes.server";
import type { ProviderEvent } from "./provider";
import { requireProvider } from "./provider.server";
import { TRIAL_DAYS } from "./trial";
import { claimTrial } from "./trials.server";
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
  const effect = INVOICE_PAID.has(event.type) ? await invoicePaidEffect(event.object) : effectOf(event);
  const eventAt = event.created === undefined ? undefined : new Date(event.created * 1000);
  const now = new Date();
  let applied = false;
  let passRefused = false;
  let settled = false;
  try {
    await db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      if (!effect) return;
      await lockRow(tx, "User", effect.userId);
      const user = await tx.user.findUnique({
        where: { id: effect.userId },
        select: { stripeSubscriptionId: true, subscriptionStatus: true, subscriptionEventAt: true, tier: true },
      });
      if (!user) return;
      if (effect.purchaseId) {
        const { count } = await tx.purchase.updateMany({
          where: { stripeId: effect.purchaseId, status: { not: effect.purchaseStatus } },
          data: { status: effect.purchaseStatus },
        });
        settled = count > 0;
      }
      // A payment is recorded once, whichever of Stripe's events about it comes (invoice.paid and invoice.payment_succeeded).
      if (effect.payment && !(await tx.purchase.findUnique({ where: { stripeId: effect.payment.stripeId }, select: { id: true } })))
        await tx.purchase.create({ data: { userId: effect.userId, ...effect.payment, status: "paid" } });
      if (effect.pass) {
        const outcome = await applyPassPayment(tx, effect.userId, effect.pass, now);
        if (outcome === "duplicate") return;
        passRefused = outcome === "refused";
      }
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
          ...(effect.trialWillEnd ? { trialWillEndAt: eventAt ?? now } : {}),
          ...(aboutSubscription && eventAt ? { subscriptionEventAt: eventAt } : {}),
        },
      });
      if (effect.customerId) await rememberCustomer(effect.userId, effect.customerId, tx);
      // A subscription that is live now replaces a running pass (ADR 0032).
      if (aboutSubscription) await subscriptionEndsPass(tx, effect.userId, now);
      applied = true;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2002") return { received: true, duplicate: true }; // a parallel delivery won
    throw error;
  }
  // A trial is the member's and the card's first, or it ends now (charged today): asked of Stripe once the event is in.
  const trialing = applied && effect?.status === "trialing" ? (effect.subscriptionId ?? effect.billing?.stripeSubscriptionId) : undefined;
  const trialEnded =
    effect && trialing
      ? (await claimTrial(provider, effect.userId, trialing).catch((error: unknown) =>
          console.error("payments: trial not checked:", error),
        )) === "ended"
      : false;
  // What the rules owe back is paid now; one Stripe refused earlier is tried again with each event applied for the member.
  if (effect && applied) await issueRefunds(effect.userId).catch((error: unknown) => console.error("payments: refunds not issued:", error));
  // The hosted page's checkout.session.completed carries the receipt; a subscription paid on the
  // page has none, so its first invoice sends it, once: when it settles the subscription's purchase.
  const receipt = (applied ? effect?.receipt : undefined) ?? (settled ? effect?.receiptOnSettle : undefined);
  if (effect && receipt && !passRefused)
    await sendReceipt(effect.userId, receipt, effect.pass, trialEnded ? undefined : effect.trial).catch((error: unknown) =>
      console.warn("payments: receipt not sent:", error),
    );
  return applied ? { received: true } : { received: true, ignored: true };
}

/** Stripe's two words for a paid invoice: both come for each invoice, and either does the same once. */
const INVOICE_PAID = new Set(["invoice.paid", "invoice.payment_succeeded"]);

/**
 * A subscription's invoice was paid: the subscription is active again until the new period's end
 * (the tier it had stays). The first invoice settles the subscription's own Purchase row (made when
 * it was set up); every other paid invoice (a renewal, a plan change's prorated difference) is a
 * payment of its own: a paid Purchase row for the plan, keyed by the invoice.
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
  const first = invoice.data.billing_reason === "subscription_create";
  // A free trial's first invoice is $0: nothing was paid, and the subscription stays "trialing".
  if (first && amountCents === 0) return null;
  return {
    userId: user.id,
    subscriptionId,
    status: "active",
    customerId: invoice.data.customer,
    billing: periodEnd === undefined ? undefined : { currentPeriodEnd: new Date(periodEnd * 1000) },
    ...(first ? { purchaseId: subscriptionId, purchaseStatus: "paid", ...(plan ? { receiptOnSettle: plan } : {}) } : {}),
    ...(!first && amountCents > 0 && plan ? { payment: { plan: plan.id, interval, amountCents, stripeId: invoice.data.id } } : {}),
  };
}

async function sendReceipt(userId: number, plan: Plan, pass: PassPayment | undefined, trial?: true): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, firstName: true, passEndsAt: true } });
  if (!user?.email) return;
  if (trial) {
    await sendMessage({
      channel: "email",
      to: user.email,
      subject: `Your Fitplate ${plan.name} free trial`,
      text: `Hi ${user.firstName ?? "there"},\n\nYour ${TRIAL_DAYS}-day free trial of Fitplate ${plan.name} has started: your plan is on now and nothing was charged. When the trial ends, Stripe takes the first payment of your subscription, unless you cancel before then on your Profile; cancelled during the trial, nothing is charged.\n\nThe Fitplate team`,
      purpose: "receipt",
    });
    return;
  }
  const bought =
    pass && user.passEndsAt
      ? `Thanks for your Fitplate ${passName(plan, pass.interval)} (${formatUsd(pass.amountCents)}, paid once). It gives you ${plan.name} until ${dayOf(user.passEndsAt)} and does not renew.`
      : `Thanks for subscribing to Fitplate ${plan.name} (from ${formatUsd(plan.monthlyCents)} a month). Your plan is active now; you can cancel any time.`;
  await sendMessage({
    channel: "email",
    to: user.email,
    subject: `Your Fitplate ${plan.name} receipt`,
    text: `Hi ${user.firstName ?? "there"},\n\n${bought}\nStripe sends the payment receipt itself; you can ask for a refund within ${REFUND_DAYS} days.\n\nThe Fitplate team`,
    purpose: "receipt",
  });
}
