import { z } from "zod";
import { payingMember } from "./member.server";
import { createPassIntent } from "./passes.server";
import { createDemoPaymentIntent } from "./test-payments.server";

/** POST /api/create-payment-intent's answer, for the Payment Element (amount in dollars). */
export const PaymentIntentAnswer = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number() });

/** POST /api/create-payment-intent: a one-time pass when a plan is named (passes.server.ts), else the test payment. */
export async function createPaymentIntent(userId: number, rawInput: unknown): Promise<z.infer<typeof PaymentIntentAnswer>> {
  const named = typeof rawInput === "object" && rawInput !== null && "plan" in rawInput;
  if (named) return createPassIntent(userId, rawInput);
  return createDemoPaymentIntent(userId, rawInput, (await payingMember(userId)).email);
}
