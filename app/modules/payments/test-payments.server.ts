import { z } from "zod";
import { DomainError } from "~/modules/errors";
import { CURRENCY, MIN_AMOUNT_CENTS } from "~/modules/premium/plans";
import { withProvider } from "./failures";
import { payingMember } from "./member.server";
import { requireProvider } from "./provider.server";

const DEMO_PAYMENT_INVALID = "Validation Error: Please provide valid email and amount";

export const DemoPaymentInput = z.object({
  /** the account's when the caller sends none (the spec's `{amount, currency}`) */
  email: z.email(),
  amount: z.coerce
    .number()
    .finite()
    .min(MIN_AMOUNT_CENTS / 100)
    .max(10_000)
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6),
  currency: z.literal(CURRENCY).default(CURRENCY),
});

/** The demo payment's e-mail, amount and currency; the account's e-mail when the caller sends no `email` (a blank one is refused). */
function demoPayment(rawInput: unknown, accountEmail: string | null) {
  const sent = typeof rawInput === "object" && rawInput !== null ? (rawInput as Record<string, unknown>) : {};
  const parsed = DemoPaymentInput.safeParse({ ...sent, email: sent.email === undefined ? (accountEmail ?? undefined) : sent.email });
  if (!parsed.success) throw new DomainError(400, DEMO_PAYMENT_INVALID);
  return parsed.data;
}

/**
 * The /payments test page's one-time payment (and POST /api/create-payment-intent without a plan):
 * any amount from 0.50 USD in cents, for trying Stripe in test mode. It buys nothing: no tier changes.
 */
export async function createDemoPaymentIntent(
  userId: number,
  rawInput: unknown,
  accountEmail: string | null,
): Promise<{ clientSecret: string; paymentIntentId: string; amount: number }> {
  const payment = demoPayment(rawInput, accountEmail);
  const amountCents = Math.round(payment.amount * 100);
  const provider = requireProvider();
  const intent = await withProvider("payment", () =>
    provider.createPaymentIntent({
      amountCents,
      metadata: { userId: String(userId), purpose: "test-payment", email: payment.email },
    }),
  );
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: amountCents / 100 };
}

/** The /payments page's one-time test on Stripe's hosted page: buys nothing (its webhook changes no tier). */
export async function startTestPaymentCheckout(userId: number, rawInput: unknown, origin: string): Promise<{ url: string }> {
  const member = await payingMember(userId);
  const payment = demoPayment(rawInput, member.email);
  const provider = requireProvider();
  const session = await withProvider("payment", () =>
    provider.createCheckout({
      mode: "payment",
      amountCents: Math.round(payment.amount * 100),
      interval: null,
      productName: "Fitplate test payment",
      metadata: { userId: String(userId), purpose: "test-payment" },
      customerId: null,
      customerEmail: payment.email,
      successUrl: `${origin}/payments?payment=success`,
      cancelUrl: `${origin}/payments`,
    }),
  );
  return { url: session.url };
}
