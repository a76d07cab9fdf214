import { z } from "zod";
import { DomainError } from "~/modules/errors";
import { findPlan, findPrice, formatUsd, priceCents, type Plan } from "~/modules/premium/plans";
import { validate } from "~/modules/validate";

const PlanSchema = z.unknown().transform((value, ctx): Plan => {
  const plan = findPlan(value);
  if (!plan) {
    ctx.addIssue({ code: "custom", message: "Plan not found" });
    return z.NEVER;
  }
  return plan;
});

/**
 * A plan purchase: the plan (its id, or `priceId`: a price id or a plan id, commercial spec §7)
 * and monthly or yearly billing. The price always comes from the table; an `amount` sent with it
 * must be that price.
 */
export const PurchaseInput = z
  .object({
    plan: z.unknown().optional(),
    priceId: z.unknown().optional(),
    billing: z.enum(["monthly", "annual"]).default("monthly"),
    amount: z.coerce.number().finite().optional(),
  })
  .transform((input, ctx) => {
    const price = findPrice(input.priceId);
    if (price) return { ...price, amount: input.amount };
    const plan = PlanSchema.safeParse(input.plan ?? input.priceId);
    if (!plan.success) {
      ctx.addIssue({ code: "custom", path: ["plan"], message: "Plan not found" });
      return z.NEVER;
    }
    return { plan: plan.data, billing: input.billing, amount: input.amount };
  });

export function chosen(rawInput: unknown) {
  const { plan, billing, amount } = validate(PurchaseInput, rawInput);
  const interval = billing === "annual" ? "year" : "month";
  const amountCents = priceCents(plan, interval);
  if (amountCents === null) throw new DomainError(400, `${plan.name} is sold monthly only`);
  if (amount !== undefined && Math.round(amount * 100) !== amountCents)
    throw new DomainError(400, `The amount must be the price of ${plan.name}: ${formatUsd(amountCents)}`);
  return { plan, interval, billing, amountCents } as const;
}
