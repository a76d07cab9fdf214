import { db, type Tx } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { findPlan, PLANS, type Plan } from "~/modules/premium/plans";
import { withProvider } from "./failures";
import { payingMember } from "./member.server";
import { dayOf, passDecision, passName, unusedShare, type Holding, type PassInterval, type PassPayment } from "./passes";
import { chosen } from "./plan-choice";
import { requireProvider } from "./provider.server";
import { reportFailedRefund } from "./staff-reports.server";
import { LIVE_STATUSES } from "./webhook-events";

// The one-time pass (ADR 0032): /checkout and POST /api/create-payment-intent {amount, plan} buy
// one period of a plan without renewal. Nothing changes until Stripe's signed
// payment_intent.succeeded (applyPassPayment, from the webhook); the rules are in passes.ts.

/** What the member holds now: their live subscription and the pass on record (read with `client`: the webhook's transaction). */
export async function holdingOf(userId: number, client: Tx = db): Promise<Holding> {
  const user = await client.user.findUnique({
    where: { id: userId },
    select: {
      tier: true,
      stripeSubscriptionId: true,
      subscriptionStatus: true,
      subscriptionPlan: true,
      subscriptionInterval: true,
      passPlan: true,
      passEndsAt: true,
    },
  });
  if (!user) throw new DomainError(404, "User not found");
  const live = user.stripeSubscriptionId !== null && LIVE_STATUSES.has(user.subscriptionStatus ?? "");
  // A subscription from before its plan was stored is named by its tier's plan.
  const subscribed = live ? (findPlan(user.subscriptionPlan) ?? PLANS.find((plan) => plan.tier === user.tier) ?? null) : null;
  const passPlan = findPlan(user.passPlan);
  return {
    subscription: subscribed && { plan: subscribed, interval: user.subscriptionInterval === "year" ? "year" : "month" },
    pass: passPlan && user.passEndsAt ? { plan: passPlan, endsAt: user.passEndsAt } : null,
  };
}

/** The plan and period asked for (prices from the table), refused (409) when the member's holding rules it out. */
async function passChoice(userId: number, rawInput: unknown) {
  const choice = chosen(rawInput);
  const decision = passDecision(await holdingOf(userId), choice, new Date());
  if (decision.kind === "refuse") throw new DomainError(409, decision.reason);
  return choice;
}

const passMetadata = (userId: number, plan: Plan, interval: PassInterval) => ({
  userId: String(userId),
  plan: plan.id,
  interval,
  purpose: "pass",
});

/**
 * POST /api/create-payment-intent {amount, plan, billing?} (the /checkout card form calls it when
 * the member presses Pay): a PaymentIntent for the pass at the table's price →
 * `{ clientSecret, paymentIntentId, amount }`. Nothing is recorded until Stripe says it was paid.
 */
export async function createPassIntent(userId: number, rawInput: unknown) {
  await payingMember(userId);
  const { plan, interval, amountCents } = await passChoice(userId, rawInput);
  const provider = requireProvider();
  const intent = await withProvider("payment", () =>
    provider.createPaymentIntent({ amountCents, metadata: passMetadata(userId, plan, interval) }),
  );
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: amountCents / 100 };
}

/** /checkout without JavaScript: the same pass, paid on Stripe's hosted page → where to send the member. */
export async function startPassCheckout(userId: number, rawInput: unknown, origin: string): Promise<{ url: string }> {
  const member = await payingMember(userId);
  const { plan, interval, billing, amountCents } = await passChoice(userId, rawInput);
  const provider = requireProvider();
  return withProvider("payment", () =>
    provider.createCheckout({
      mode: "payment",
      amountCents,
      interval: null,
      productName: `Fitplate ${passName(plan, interval)}`,
      metadata: passMetadata(userId, plan, interval),
      customerId: member.stripeCustomerId,
      customerEmail: member.email,
      successUrl: `${origin}/premium-enhanced?payment=success`,
      cancelUrl: `${origin}/checkout?plan=${plan.id}&billing=${billing}`,
    }),
  );
}

/**
 * Applies a paid pass inside the webhook's transaction (the member's row locked), by the rules as
 * they stand now: it starts, follows or replaces the running pass, one Purchase row per payment (a
 * second word about the same payment changes nothing → "duplicate"). A pass the rules refuse now
 * (paid from a page opened before the member subscribed) is recorded as refunded in full →
 * "refused"; a pass that replaces a lower one → "replaced" (the old one's unused share is owed).
 * issueRefunds gives the money back once the transaction is committed.
 */
export async function applyPassPayment(
  tx: Tx,
  userId: number,
  payment: PassPayment,
  now: Date,
): Promise<"applied" | "replaced" | "refused" | "duplicate"> {
  if (await tx.purchase.findUnique({ where: { stripeId: payment.stripeId }, select: { id: true } })) return "duplicate";
  const row = { userId, plan: payment.plan.id, interval: "once", amountCents: payment.amountCents, stripeId: payment.stripeId };
  const decision = passDecision(await holdingOf(userId, tx), payment, now);
  if (decision.kind === "refuse") {
    console.warn(`payments: pass ${payment.stripeId} of user ${userId} refunded: ${decision.reason}`);
    await tx.purchase.create({ data: { ...row, status: "refunded", refundCents: payment.amountCents } });
    return "refused";
  }
  const replaced = decision.kind === "start" && decision.replaces && (await endPass(tx, userId, now));
  await tx.purchase.create({ data: { ...row, status: "paid", periodStart: decision.startsAt, periodEnd: decision.endsAt } });
  await tx.user.update({ where: { id: userId }, data: { passPlan: payment.plan.id, passEndsAt: decision.endsAt } });
  return replaced ? "replaced" : "applied";
}

/**
 * Ends the member's pass now: each paid period not yet over is cut at `now` and its unused share is
 * owed back (issueRefunds pays it). → whether anything is owed.
 */
async function endPass(tx: Tx, userId: number, now: Date): Promise<boolean> {
  const periods = await tx.purchase.findMany({
    where: { userId, interval: "once", status: "paid", periodEnd: { gt: now } },
    select: { id: true, amountCents: true, periodStart: true, periodEnd: true, refundCents: true },
  });
  let owed = false;
  for (const period of periods) {
    if (!period.periodStart || !period.periodEnd) continue;
    const share = unusedShare({ ...period, periodStart: period.periodStart, periodEnd: period.periodEnd }, now);
    owed ||= share > 0;
    await tx.purchase.update({
      where: { id: period.id },
      data: { periodEnd: period.periodStart > now ? period.periodStart : now, refundCents: { increment: share } },
    });
  }
  await tx.user.update({ where: { id: userId }, data: { passPlan: null, passEndsAt: null } });
  return owed;
}

/** A subscription that is live while a pass runs replaces the pass (its unused share is owed back). → whether anything is owed. */
export async function subscriptionEndsPass(tx: Tx, userId: number, now: Date): Promise<boolean> {
  const { subscription, pass } = await holdingOf(userId, tx);
  if (!subscription || !pass || pass.endsAt <= now) return false;
  console.info(`payments: user ${userId}'s ${pass.plan.id} pass ends: their ${subscription.plan.id} subscription started`);
  return endPass(tx, userId, now);
}

/**
 * Pays the refunds the rules owe the member (after the webhook's transaction is committed). Each
 * refund is sent with the Purchase row's own idempotency key, so two deliveries refund once; one
 * Stripe refuses stays owed and is filed for staff.
 */
export async function issueRefunds(userId: number): Promise<void> {
  const owed = await db.purchase.findMany({
    where: { userId, refundCents: { gt: 0 }, refundedAt: null },
    select: { id: true, stripeId: true, refundCents: true },
  });
  if (owed.length === 0) return;
  const provider = requireProvider();
  for (const row of owed) {
    try {
      await provider.refund({ paymentIntentId: row.stripeId, amountCents: row.refundCents, idempotencyKey: `fitplate-refund-${row.id}` });
      await db.purchase.update({ where: { id: row.id }, data: { refundedAt: new Date() } });
    } catch (error) {
      await reportFailedRefund(userId, row.stripeId, row.refundCents, (error as Error).message);
    }
  }
}

/** What the member holds, as screens show it: their subscription's plan and billing, and the pass running now. */
function holdingView(holding: Holding, now: Date) {
  const running = holding.pass && holding.pass.endsAt > now ? holding.pass : null;
  return {
    subscription: holding.subscription && {
      plan: holding.subscription.plan.id,
      billing: holding.subscription.interval === "year" ? ("annual" as const) : ("monthly" as const),
    },
    pass: running && { plan: running.plan.name, endsOn: dayOf(running.endsAt) },
  };
}

/** /subscribe: what the member holds (a running pass ends when the subscription starts). */
export async function heldNow(userId: number) {
  return holdingView(await holdingOf(userId), new Date());
}

/** What /checkout says before the member pays: what they hold, and what this pass would do (start, follow, replace) or why it is refused. */
export async function passPreview(userId: number, choice: { plan: Plan; interval: PassInterval }) {
  const now = new Date();
  const holding = await holdingOf(userId);
  const decision = passDecision(holding, choice, now);
  return {
    ...holdingView(holding, now),
    decision:
      decision.kind === "refuse"
        ? { kind: decision.kind, reason: decision.reason }
        : { kind: decision.kind, endsOn: dayOf(decision.endsAt), replaces: decision.kind === "start" && decision.replaces },
  };
}
