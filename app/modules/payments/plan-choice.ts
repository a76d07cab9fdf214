import { z } from "zod";
import { DomainError } from "~/modules/errors";
import { findPlan, priceCents, type Plan } from "~/modules/premium/plans";
import { validate } from "~/modules/validate";

const PlanSchema = z.unknown().transform((value, ctx): Plan => {
  const plan = findPlan(value);
  if (!plan) {
    ctx.addIssue({ code: "custom", message: "Plan not found" });
    return z.NEVER;
  }
  return plan;
});

/** A plan purchase: the plan and monthly or yearly billing. The price always comes from the table. */
const PurchaseInput = z.object({
  plan: PlanSchema,
  billing: z.enum(["monthly", "annual"]).default("monthly"),
});

export function chosen(rawInput: unknown) {
  const { plan, billing } = validate(PurchaseInput, rawInput);
  const interval = billing === "annual" ? "year" : "month";
  const amountCents = priceCents(plan, interval);
  if (amountCents === null) throw new DomainError(400, `${plan.name} is sold monthly only`);
  return { plan, interval, amountCents } as const;
}
