import { z } from "zod";
import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { cleanText, cutText } from "~/modules/text";
import { validate } from "~/modules/validate";
import { startCheckout } from "./checkout.server";
import { ensureCustomer } from "./customer.server";
import { withProvider } from "./failures";
import { closeOtherOpenings } from "./openings.server";
import { payingMember } from "./member.server";
import { changeInsteadOfSubscribing } from "./plan-change.server";
import { chosen } from "./plan-choice";
import { requireProvider } from "./provider.server";
import { oneAtATime } from "~/modules/idempotency/idempotency.server";
import { LIVE_STATUSES } from "./webhook-events";

/** Commercial spec §5, §8: the e-mail the subscription is for. */
const EMAIL_REQUIRED = "Email Required: Please enter your email address to continue";

const EmailField = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim().toLowerCase() : ""))
  .refine((value) => value !== "", EMAIL_REQUIRED)
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid e-mail address");

/** A new subscription waiting for its first payment, or a plan change on the live one. */
export const SubscriptionAnswer = z.union([
  z.object({ subscriptionId: z.string(), clientSecret: z.string() }),
  z.object({ subscriptionId: z.string(), changed: z.literal(true) }),
]);

/** POST /api/create-subscription and /subscribe: {email, name?, plan (or priceId: a plan id), billing?}. */
export const SubscriptionInput = z.object({
  email: EmailField,
  name: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? cutText(cleanText(value), 100) : "")),
  plan: z.unknown().optional(),
  priceId: z.unknown().optional(),
  billing: z.enum(["monthly", "annual"]).default("monthly"),
});

function subscriptionChoice(rawInput: unknown) {
  const input = validate(SubscriptionInput, rawInput);
  return { ...input, ...chosen({ plan: input.plan, priceId: input.priceId, billing: input.billing }) };
}

/**
 * POST /api/create-subscription: a subscription waiting for its first payment, for the Payment
 * Element to confirm → `{ subscriptionId, clientSecret }`; for a member who has one, a plan change
 * on it → `{ subscriptionId, changed: true }` (the same plan → 409). The tier follows its webhooks.
 */
export async function createSubscription(userId: number, rawInput: unknown): Promise<z.infer<typeof SubscriptionAnswer>> {
  await payingMember(userId);
  const { email, name, plan, interval, amountCents } = subscriptionChoice(rawInput);
  const changed = await changeInsteadOfSubscribing(userId, { plan, interval, amountCents });
  if (changed) return { ...changed, changed: true };
  const provider = requireProvider();
  // Presses in several tabs take turns: the first makes the subscription, the others reuse it.
  return oneAtATime(userId, "subscribe", async () => {
    const open = await openSubscription(userId, { plan: plan.id, interval, amountCents });
    if (open) return open;
    const created = await withProvider("subscription", async () =>
      provider.createSubscription({
        customerId: await ensureCustomer(provider, userId, { email, name }),
        amountCents,
        interval,
        productName: `Fitplate ${plan.name}`,
        metadata: { userId: String(userId), plan: plan.id, interval },
      }),
    );
    await db.purchase.create({ data: { userId, plan: plan.id, interval, amountCents, stripeId: created.subscriptionId } });
    await closeOtherOpenings(provider, userId, created.subscriptionId);
    return created;
  });
}

/** Stripe leaves a subscription waiting for its first payment for 23 hours, then expires it. */
const OPEN_FOR_MS = 23 * 60 * 60 * 1000;

/**
 * The member's subscription of this very plan and price made by an earlier Subscribe that was not
 * paid (a refused card, a reload), while Stripe still waits for its first payment: it is reused, so
 * trying again starts no second one. Null when there is none (or Stripe cannot say).
 */
async function openSubscription(userId: number, choice: { plan: string; interval: string; amountCents: number }) {
  const row = await db.purchase.findFirst({
    where: {
      userId,
      ...choice,
      status: "pending",
      stripeId: { startsWith: "sub_" },
      createdAt: { gt: new Date(Date.now() - OPEN_FOR_MS) },
    },
    orderBy: { id: "desc" },
    select: { stripeId: true },
  });
  if (!row) return null;
  const clientSecret = await requireProvider()
    .pendingSubscriptionSecret(row.stripeId)
    .catch(() => null);
  return clientSecret ? { subscriptionId: row.stripeId, clientSecret } : null;
}

/** /subscribe's "Start 7-day free trial" button sends trial=yes (issue 43). */
const TrialChoice = z.object({ trial: z.enum(["yes"]).optional() });

/**
 * /subscribe without JavaScript: the same choice, on Stripe's hosted page for this e-mail; with
 * trial=yes it starts with the 7-day free trial (Stripe collects the card and charges nothing yet).
 */
export async function startSubscriptionCheckout(userId: number, rawInput: unknown, origin: string): Promise<{ url: string }> {
  await payingMember(userId);
  const { email, plan, billing } = subscriptionChoice(rawInput);
  const { trial } = validate(TrialChoice, rawInput);
  return startCheckout(userId, { plan: plan.id, billing }, origin, email, { trial: trial === "yes" });
}

/** Commercial spec §5: the payment demo's subscribe (on /payments) words a missing e-mail without "to continue". */
export const DEMO_EMAIL_REQUIRED = "Email Required: Please enter your email address";

/** The payment demo's subscribe: startSubscriptionCheckout, a missing e-mail said in the demo's words. */
export async function startDemoSubscriptionCheckout(
  userId: number,
  rawInput: Record<string, unknown>,
  origin: string,
): Promise<{ url: string }> {
  await payingMember(userId);
  if (typeof rawInput.email !== "string" || rawInput.email.trim() === "") throw new DomainError(400, DEMO_EMAIL_REQUIRED);
  return startSubscriptionCheckout(userId, rawInput, origin);
}

export const NOTHING_TO_CANCEL = "No subscription to cancel";
export const NOTHING_TO_RESUME = "Your plan is not ending: there is nothing to resume";

/** The member's live subscription (not ended), or a DomainError in `refusal`'s words. */
async function liveSubscription(userId: number, refusal: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { stripeSubscriptionId: true, subscriptionStatus: true, currentPeriodEnd: true, cancelAtPeriodEnd: true },
  });
  if (!user?.stripeSubscriptionId || !LIVE_STATUSES.has(user.subscriptionStatus ?? "")) throw new DomainError(404, refusal);
  return { ...user, subscriptionId: user.stripeSubscriptionId, periodEnd: user.currentPeriodEnd?.toISOString().slice(0, 10) ?? null };
}

/**
 * Cancel at period end (the profile asks first): Stripe keeps the plan until the date already paid
 * for, then sends customer.subscription.deleted, which returns the member to free.
 */
export async function cancelSubscription(userId: number): Promise<{ endsOn: string | null }> {
  const subscription = await liveSubscription(userId, NOTHING_TO_CANCEL);
  const provider = requireProvider();
  await withProvider("subscription", () => provider.cancelAtPeriodEnd(subscription.subscriptionId));
  await db.user.update({ where: { id: userId }, data: { cancelAtPeriodEnd: true } });
  return { endsOn: subscription.periodEnd };
}

/** Resume: undoes cancel at period end before that date; the subscription renews again on it. */
export async function resumeSubscription(userId: number): Promise<{ renewsOn: string | null }> {
  const subscription = await liveSubscription(userId, NOTHING_TO_RESUME);
  if (!subscription.cancelAtPeriodEnd) throw new DomainError(409, NOTHING_TO_RESUME);
  const provider = requireProvider();
  await withProvider("subscription", () => provider.resume(subscription.subscriptionId));
  await db.user.update({ where: { id: userId }, data: { cancelAtPeriodEnd: false } });
  return { renewsOn: subscription.periodEnd };
}
