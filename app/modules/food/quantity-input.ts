import { z } from "zod";
import { gramsOf, MAX_QUANTITY_G, QUANTITY_RULE, QUANTITY_TOO_LARGE } from "./nutrition";

/**
 * Grams, the same rule on every door (spec core §5): whole grams (decimals rounded), at least 1.
 * Anything else (negative, zero, words) is refused with QUANTITY_RULE, and above 5000 g with
 * QUANTITY_TOO_LARGE: never a silent 1 g or a silent clamp.
 */
export const QuantitySchema = z
  .unknown()
  .transform((value, ctx): number => {
    const grams = value === undefined ? null : gramsOf(value);
    if (grams === null) ctx.addIssue({ code: "custom", message: value === undefined ? "Quantity is required" : QUANTITY_RULE });
    return grams ?? z.NEVER;
  })
  .refine((grams) => grams <= MAX_QUANTITY_G, QUANTITY_TOO_LARGE)
  .meta({
    description: `Grams: a whole number (decimals are rounded), at least 1, at most ${MAX_QUANTITY_G}`,
    anyOf: [
      { type: "number", minimum: 0.5, maximum: MAX_QUANTITY_G },
      { type: "string", pattern: "^\\s*(\\d+(\\.\\d*)?|\\.\\d+)\\s*$" },
    ],
  });
