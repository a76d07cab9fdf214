import { z } from "zod";
import { db } from "~/db.server";
import { withProvider } from "./failures";
import { payingMember } from "./member.server";
import { chosen } from "./plan-choice";
import { requireProvider } from "./provider.server";
import { createDemoPaymentIntent } from "./test-payments.server";

/** POST /api/create-payment-intent's answer, for the Payment Element (amount in dollars). */
export const PaymentIntentAnswer = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number() });

/** POST /api/create-payment-intent {plan, amount?, billing?}: a one-time payment for a plan, amount from the table. */
async function createPlanPaymentIntent(userId: number, rawInput: unknown): Promise<z.infer<typeof PaymentIntentAnswer>> {
  const { plan, interval, amountCents } = chosen(rawInput);
  const provider = requireProvider();
  const intent = await withProvider("payment", () =>
    provider.createPaymentIntent({ amountCents, metadata: { userId: String(userId), plan: plan.id, interval } }),
  );
  await db.purchase.create({ data: { userId, plan: plan.id, interval: "once", amountCents, stripeId: intent.id } });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: amountCents / 100 };
}

/** POST /api/create-payment-intent: a plan purchase when a plan is named, else the test payment. */
export async function createPaymentIntent(userId: number, rawInput: unknown) {
  const member = await payingMember(userId);
  const named = typeof rawInput === "object" && rawInput !== null && "plan" in rawInput;
  return named ? createPlanPaymentIntent(userId, rawInput) : createDemoPaymentIntent(userId, rawInput, member.email);
}
