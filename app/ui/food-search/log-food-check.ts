import { parse } from "@conform-to/react";
import { MAX_QUANTITY_G, normalizeQuantity, QUANTITY_TOO_LARGE } from "~/modules/food/nutrition";

/**
 * The log-food form's check in the browser: the quantity rule of `LogFoodInput` (the server's
 * Zod schema is built on the same normalizeQuantity and message), without shipping Zod to Home,
 * whose first load must stay within the JS budget. The server re-checks everything.
 */
/** The fields the Add form posts (LogFoodInput on the server). */
export type LogFoodFields = { foodId: string; quantity: string; mealType: string; date?: string; portionLabel?: string };

export function checkLogFood(formData: FormData) {
  return parse<LogFoodFields, string[]>(formData, {
    resolve: (payload) =>
      normalizeQuantity(payload.quantity as string | undefined) > MAX_QUANTITY_G
        ? { error: { quantity: [QUANTITY_TOO_LARGE] } }
        : { value: payload as LogFoodFields },
  });
}
