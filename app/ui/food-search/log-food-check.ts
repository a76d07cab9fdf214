import { parse } from "@conform-to/react";
import { gramsOf, MAX_QUANTITY_G, QUANTITY_RULE, QUANTITY_TOO_LARGE } from "~/modules/food/nutrition";

/**
 * The log-food form's check in the browser: the quantity rule of `LogFoodInput` (the server's
 * Zod schema is built on the same gramsOf and messages), without shipping Zod to Home,
 * whose first load must stay within the JS budget. The server re-checks everything.
 */
/** The fields the Add form posts (LogFoodInput on the server). */
export type LogFoodFields = { foodId: string; quantity: string; mealType: string; date?: string; portionLabel?: string };

export function checkLogFood(formData: FormData) {
  return parse<LogFoodFields, string[]>(formData, {
    resolve: (payload) => {
      const grams = gramsOf(payload.quantity);
      if (grams === null) return { error: { quantity: [payload.quantity === undefined ? "Quantity is required" : QUANTITY_RULE] } };
      return grams > MAX_QUANTITY_G ? { error: { quantity: [QUANTITY_TOO_LARGE] } } : { value: payload as LogFoodFields };
    },
  });
}
