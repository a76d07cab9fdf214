import { db } from "~/db.server";
import { withProvider } from "./failures";
import { closeOtherOpenings } from "./openings.server";
import { payingMember } from "./member.server";
import { changeInsteadOfSubscribing } from "./plan-change.server";
import { chosen } from "./plan-choice";
import { requireProvider } from "./provider.server";
import { TRIAL_DAYS } from "./trial";
import { requireTrialEligible } from "./trials.server";

/**
 * /subscribe on Stripe's hosted page (any phone, no JavaScript needed): a Checkout Session for a
 * plan's subscription, recorded as a pending Purchase, or a plan change on the member's live
 * subscription (the same plan → 409). With `trial`, the subscription starts with the 7-day free
 * trial (refused, 409, for a member who has had their chance). Returns where to send the member.
 * (/checkout's one-time pass is passes.server.ts.)
 */
export async function startCheckout(
  userId: number,
  rawInput: unknown,
  origin: string,
  email?: string,
  { trial = false }: { trial?: boolean } = {},
): Promise<{ url: string }> {
  const { plan, interval, amountCents } = chosen(rawInput);
  const provider = requireProvider();
  const user = await payingMember(userId);
  if (await changeInsteadOfSubscribing(userId, { plan, interval, amountCents }))
    return { url: `${origin}/premium-enhanced?subscription=success` };
  if (trial) await requireTrialEligible(userId);
  const metadata = { userId: String(userId), plan: plan.id, interval };
  const session = await withProvider("subscription", () =>
    provider.createCheckout({
      mode: "subscription",
      amountCents,
      interval,
      productName: `Fitplate ${plan.name} (${interval === "year" ? "yearly" : "monthly"})`,
      metadata,
      // A member who has paid before keeps one customer; a first checkout's customer comes with its webhook.
      customerId: user.stripeCustomerId,
      customerEmail: email ?? user.email ?? null,
      ...(trial ? { trialDays: TRIAL_DAYS } : {}),
      successUrl: `${origin}/premium-enhanced?subscription=success`,
      cancelUrl: `${origin}/premium?plan=${plan.id}`,
    }),
  );
  await db.purchase.create({ data: { userId, plan: plan.id, interval, amountCents, stripeId: session.id } });
  await closeOtherOpenings(provider, userId, session.id);
  return { url: session.url };
}
