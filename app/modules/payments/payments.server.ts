import { z } from "zod";
import { db } from "~/db.server";
import { env } from "~/env.server";
import { DomainError } from "~/modules/errors";
import { sendMessage } from "~/modules/messenger/messenger.server";
import { CURRENCY, findPlan, formatUsd, MIN_AMOUNT_CENTS, PLAN_IDS, priceCents, type Plan } from "~/modules/premium/plans";
import { IdSchema, validate } from "~/modules/validate";
import { customerOf, ensureCustomer, rememberCustomer } from "./customer.server";
import type { PaymentProvider, ProviderEvent } from "./provider";
import { createStripeProvider } from "./stripe.server";

export const NOT_CONFIGURED = "Payments are not configured on this server: payment provider configuration is needed for live payments";

let cached: { key: string; provider: PaymentProvider } | null = null;

/** The configured provider, or null (STRIPE_SECRET_KEY unset). */
export function paymentProvider(): PaymentProvider | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: apiBase } = env;
  if (!secretKey) return null;
  const key = JSON.stringify([secretKey, webhookSecret, apiBase]);
  if (cached?.key !== key) cached = { key, provider: createStripeProvider({ secretKey, webhookSecret, apiBase, timeoutMs: 15_000 }) };
  return cached.provider;
}

function requireProvider(): PaymentProvider {
  const provider = paymentProvider();
  if (!provider) throw new DomainError(503, NOT_CONFIGURED);
  return provider;
}

const PlanSchema = z.unknown().transform((value, ctx): Plan => {
  const plan = findPlan(value);
  if (!plan) {
    ctx.addIssue({ code: "custom", message: "Plan not found" });
    return z.NEVER;
  }
  return plan;
});

/** A plan purchase: the plan and monthly or yearly billing. The price always comes from the table. */
export const PurchaseInput = z.object({
  plan: PlanSchema,
  billing: z.enum(["monthly", "annual"]).default("monthly"),
});

function chosen(rawInput: unknown) {
  const { plan, billing } = validate(PurchaseInput, rawInput);
  const interval = billing === "annual" ? "year" : "month";
  const amountCents = priceCents(plan, interval);
  if (amountCents === null) throw new DomainError(400, `${plan.name} is sold monthly only`);
  return { plan, interval, amountCents } as const;
}

/**
 * /checkout (any phone, no JavaScript needed): a Stripe-hosted Checkout Session for a plan's
 * subscription, recorded as a pending Purchase. Returns where to send the member.
 */
export async function startCheckout(userId: number, rawInput: unknown, origin: string, email?: string): Promise<{ url: string }> {
  const { plan, interval, amountCents } = chosen(rawInput);
  const provider = requireProvider();
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, isGuest: true, stripeCustomerId: true } });
  if (!user || user.isGuest) throw new DomainError(403, "Create an account first, so your plan is never lost with a cookie");
  const metadata = { userId: String(userId), plan: plan.id, interval };
  const session = await provider.createCheckout({
    mode: "subscription",
    amountCents,
    interval,
    productName: `Fitplate ${plan.name} (${interval === "year" ? "yearly" : "monthly"})`,
    metadata,
    // A member who has paid before keeps one customer; a first checkout's customer comes with its webhook.
    customerId: user.stripeCustomerId,
    customerEmail: email ?? user.email ?? null,
    successUrl: `${origin}/premium-enhanced?subscription=success`,
    cancelUrl: `${origin}/premium?plan=${plan.id}`,
  });
  await db.purchase.create({ data: { userId, plan: plan.id, interval, amountCents, stripeId: session.id } });
  return { url: session.url };
}

/** POST /api/create-payment-intent {plan, billing?}: a one-time payment for a plan, amount from the table. */
export async function createPlanPaymentIntent(
  userId: number,
  rawInput: unknown,
): Promise<{ clientSecret: string; paymentIntentId: string; amount: number }> {
  const { plan, interval, amountCents } = chosen(rawInput);
  const provider = requireProvider();
  const intent = await provider.createPaymentIntent({ amountCents, metadata: { userId: String(userId), plan: plan.id, interval } });
  await db.purchase.create({ data: { userId, plan: plan.id, interval: "once", amountCents, stripeId: intent.id } });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: amountCents / 100 };
}

export const DEMO_PAYMENT_INVALID = "Validation Error: Please provide valid email and amount";

const DemoPaymentInput = z.object({
  email: z.email(),
  amount: z.coerce
    .number()
    .finite()
    .min(MIN_AMOUNT_CENTS / 100)
    .max(10_000)
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6),
  currency: z.literal(CURRENCY).default(CURRENCY),
});

/**
 * The /payments test page's one-time payment (and POST /api/create-payment-intent without a plan):
 * any amount from 0.50 USD in cents, for trying Stripe in test mode. It buys nothing: no tier changes.
 */
export async function createDemoPaymentIntent(
  userId: number,
  rawInput: unknown,
): Promise<{ clientSecret: string; paymentIntentId: string; amount: number }> {
  const parsed = DemoPaymentInput.safeParse(rawInput);
  if (!parsed.success) throw new DomainError(400, DEMO_PAYMENT_INVALID);
  const amountCents = Math.round(parsed.data.amount * 100);
  const provider = requireProvider();
  const intent = await provider.createPaymentIntent({
    amountCents,
    metadata: { userId: String(userId), purpose: "test-payment", email: parsed.data.email },
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: amountCents / 100 };
}

/** The /payments page's one-time test on Stripe's hosted page: buys nothing (its webhook changes no tier). */
export async function startTestPaymentCheckout(userId: number, rawInput: unknown, origin: string): Promise<{ url: string }> {
  const parsed = DemoPaymentInput.safeParse(rawInput);
  if (!parsed.success) throw new DomainError(400, DEMO_PAYMENT_INVALID);
  const session = await requireProvider().createCheckout({
    mode: "payment",
    amountCents: Math.round(parsed.data.amount * 100),
    interval: null,
    productName: "Fitplate test payment",
    metadata: { userId: String(userId), purpose: "test-payment" },
    customerId: null,
    customerEmail: parsed.data.email,
    successUrl: `${origin}/payments?payment=success`,
    cancelUrl: `${origin}/payments`,
  });
  return { url: session.url };
}

/** Whether the configured key is a test key (sk_test_…): the /payments page's test-mode switch. */
export function testMode(): boolean {
  return !env.STRIPE_SECRET_KEY?.startsWith("sk_live_");
}

/** POST /api/create-payment-intent: a plan purchase when a plan is named, else the test payment. */
export function createPaymentIntent(userId: number, rawInput: unknown) {
  const named = typeof rawInput === "object" && rawInput !== null && "plan" in rawInput;
  return named ? createPlanPaymentIntent(userId, rawInput) : createDemoPaymentIntent(userId, rawInput);
}

/** Commercial spec §5, §8: the e-mail the subscription is for. */
export const EMAIL_REQUIRED = "Email Required: Please enter your email address to continue";
export const SUBSCRIPTION_FAILED = "Subscription Setup Failed";

const EmailField = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim().toLowerCase() : ""))
  .refine((value) => value !== "", EMAIL_REQUIRED)
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid e-mail address");

/** POST /api/create-subscription and /subscribe: {email, name?, plan (or priceId: a plan id), billing?}. */
export const SubscriptionInput = z.object({
  email: EmailField,
  name: z.unknown().transform((value) => (typeof value === "string" ? value.trim().slice(0, 100) : "")),
  plan: z.unknown().optional(),
  priceId: z.unknown().optional(),
  billing: z.enum(["monthly", "annual"]).default("monthly"),
});

function subscriptionChoice(rawInput: unknown) {
  const input = validate(SubscriptionInput, rawInput);
  return { ...input, ...chosen({ plan: input.plan ?? input.priceId, billing: input.billing }) };
}

/**
 * POST /api/create-subscription: a subscription waiting for its first payment, for the Payment
 * Element to confirm → `{ subscriptionId, clientSecret }`. The tier follows its webhooks.
 */
export async function createSubscription(userId: number, rawInput: unknown): Promise<{ subscriptionId: string; clientSecret: string }> {
  const { email, name, plan, interval, amountCents } = subscriptionChoice(rawInput);
  if (interval === "year" && plan.yearlyCents === null) throw new DomainError(400, `${plan.name} is sold monthly only`);
  const provider = requireProvider();
  const created = await provider.createSubscription({
    customerId: await ensureCustomer(provider, userId, { email, name }),
    amountCents,
    interval,
    productName: `Fitplate ${plan.name}`,
    metadata: { userId: String(userId), plan: plan.id, interval },
  });
  await db.purchase.create({ data: { userId, plan: plan.id, interval, amountCents, stripeId: created.subscriptionId } });
  return created;
}

/** /subscribe without JavaScript: the same choice, paid on Stripe's hosted page for this e-mail. */
export async function startSubscriptionCheckout(userId: number, rawInput: unknown, origin: string): Promise<{ url: string }> {
  const { email, plan, billing } = subscriptionChoice(rawInput);
  return startCheckout(userId, { plan: plan.id, billing }, origin, email);
}

// ---------------------------------------------------------------------------------------------
// Webhooks: the only way a tier changes.

const Metadata = z.object({ userId: IdSchema("userId"), plan: z.enum(PLAN_IDS) });
/** The customer an event names (an id; anything else, e.g. an expanded object, is left aside). */
const Customer = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" && value.startsWith("cus_") ? value : undefined));
const CheckoutCompleted = z.object({
  id: z.string(),
  payment_status: z.string(),
  subscription: z.string().nullish(),
  customer: Customer,
  metadata: Metadata,
});
const PaymentIntentEvent = z.object({ id: z.string(), metadata: Metadata });
const SubscriptionEvent = z.object({
  id: z.string(),
  status: z.string(),
  customer: Customer,
  metadata: Metadata,
  cancel_at_period_end: z.boolean().optional(),
  /** seconds; older API versions have it here, newer ones on each item */
  current_period_end: z.number().optional(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().optional() })) }).optional(),
});

export type WebhookOutcome = { received: true; duplicate?: true; ignored?: true };

/**
 * POST /api/stripe/webhook: verifies the signature (a wrong one → 400, nothing changed), then acts
 * on each event id once (the StripeEvent row is written in the same transaction as its effects).
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
  try {
    await db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      if (!effect) return;
      const user = await tx.user.findUnique({ where: { id: effect.userId }, select: { id: true } });
      if (!user) return;
      await tx.user.update({
        where: { id: effect.userId },
        data: { ...(effect.tier === undefined ? {} : { tier: effect.tier }), subscriptionStatus: effect.status, ...effect.billing },
      });
      if (effect.customerId) await rememberCustomer(effect.userId, effect.customerId, tx);
      if (effect.purchaseId)
        await tx.purchase.updateMany({ where: { stripeId: effect.purchaseId }, data: { status: effect.purchaseStatus } });
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === "P2002") return { received: true, duplicate: true }; // a parallel delivery won
    throw error;
  }
  if (effect?.receipt)
    await sendReceipt(effect.userId, effect.receipt).catch((error: unknown) => console.warn("payments: receipt not sent:", error));
  return effect ? { received: true } : { received: true, ignored: true };
}

type Effect = {
  userId: number;
  tier?: string;
  status: string;
  billing?: { stripeSubscriptionId?: string; currentPeriodEnd?: Date; cancelAtPeriodEnd?: boolean };
  customerId?: string;
  purchaseId?: string;
  purchaseStatus?: string;
  receipt?: Plan;
};

const InvoicePaid = z.object({
  subscription: z.string().nullish(),
  customer: Customer,
  parent: z.object({ subscription_details: z.object({ subscription: z.string() }).nullish() }).nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }).optional() })) }).optional(),
});

/** A renewal was paid: the subscription is active again until the new period's end (the tier it had stays). */
async function invoicePaidEffect(object: unknown): Promise<Effect | null> {
  const invoice = InvoicePaid.safeParse(object);
  if (!invoice.success) return null;
  const subscriptionId = invoice.data.subscription ?? invoice.data.parent?.subscription_details?.subscription;
  if (!subscriptionId) return null;
  const user = await db.user.findFirst({ where: { stripeSubscriptionId: subscriptionId }, select: { id: true } });
  if (!user) return null;
  const periodEnd = invoice.data.lines?.data[0]?.period?.end;
  return {
    userId: user.id,
    status: "active",
    customerId: invoice.data.customer,
    billing: periodEnd === undefined ? undefined : { currentPeriodEnd: new Date(periodEnd * 1000) },
  };
}

function effectOf(event: ProviderEvent): Effect | null {
  const parse = <T extends z.ZodType>(schema: T) => {
    const result = schema.safeParse(event.object);
    return result.success ? (result.data as z.infer<T>) : null;
  };
  switch (event.type) {
    case "checkout.session.completed": {
      const session = parse(CheckoutCompleted);
      if (!session || session.payment_status !== "paid") return null;
      const plan = findPlan(session.metadata.plan)!;
      return {
        userId: session.metadata.userId,
        tier: plan.tier,
        status: "active",
        purchaseId: session.id,
        purchaseStatus: "paid",
        receipt: plan,
        customerId: session.customer,
        billing: session.subscription ? { stripeSubscriptionId: session.subscription, cancelAtPeriodEnd: false } : undefined,
      };
    }
    case "payment_intent.succeeded": {
      const intent = parse(PaymentIntentEvent);
      if (!intent) return null;
      const plan = findPlan(intent.metadata.plan)!;
      return { userId: intent.metadata.userId, tier: plan.tier, status: "paid", purchaseId: intent.id, purchaseStatus: "paid" };
    }
    case "payment_intent.payment_failed": {
      const intent = parse(PaymentIntentEvent);
      return intent && { userId: intent.metadata.userId, status: "failed", purchaseId: intent.id, purchaseStatus: "failed" };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = parse(SubscriptionEvent);
      if (!subscription) return null;
      const plan = findPlan(subscription.metadata.plan)!;
      const status = event.type === "customer.subscription.deleted" ? "canceled" : subscription.status;
      const periodEnd = subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end;
      const billing = {
        stripeSubscriptionId: subscription.id,
        ...(periodEnd === undefined ? {} : { currentPeriodEnd: new Date(periodEnd * 1000) }),
        ...(subscription.cancel_at_period_end === undefined ? {} : { cancelAtPeriodEnd: subscription.cancel_at_period_end }),
      };
      // Active or trialing keeps the plan's tier; past_due keeps it while Stripe retries; anything else ends it.
      const { customer: customerId, metadata } = subscription;
      const userId = metadata.userId;
      if (status === "active" || status === "trialing") return { userId, tier: plan.tier, status, billing, customerId };
      if (status === "past_due" || status === "incomplete") return { userId, status, billing, customerId };
      return { userId, tier: "free", status, billing: { ...billing, cancelAtPeriodEnd: false }, customerId };
    }
    default:
      return null;
  }
}

export type Billing = {
  tier: string;
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
    },
  });
  if (!user) return null;
  return {
    tier: user.tier,
    status: user.subscriptionStatus,
    renewsOn: user.currentPeriodEnd?.toISOString().slice(0, 10) ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    canCancel: user.stripeSubscriptionId !== null && !user.cancelAtPeriodEnd && user.tier !== "free",
    canManage: user.stripeCustomerId !== null && paymentProvider() !== null,
  };
}

export const NO_BILLING_ACCOUNT = "No billing account yet: it is created with your first payment";
export const PORTAL_FAILED = "Stripe's billing portal could not be opened. Please try again in a moment.";

/** "Manage billing": Stripe's portal for the member's own customer (cards, invoices, the plan) → where to send them. */
export async function openBillingPortal(userId: number, returnUrl: string): Promise<{ url: string }> {
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

/**
 * Cancel at period end: Stripe keeps the plan until the date already paid for, then sends
 * customer.subscription.deleted, which returns the member to free.
 */
export async function cancelSubscription(userId: number): Promise<{ renewsOn: string | null }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { stripeSubscriptionId: true, currentPeriodEnd: true } });
  if (!user?.stripeSubscriptionId) throw new DomainError(404, "No subscription to cancel");
  await requireProvider().cancelAtPeriodEnd(user.stripeSubscriptionId);
  await db.user.update({ where: { id: userId }, data: { cancelAtPeriodEnd: true } });
  return { renewsOn: user.currentPeriodEnd?.toISOString().slice(0, 10) ?? null };
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
