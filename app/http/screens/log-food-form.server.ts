import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { onceForForm } from "~/modules/idempotency/idempotency.server";
import { LogFoodInput } from "~/modules/meal/inputs";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { logFood } from "~/modules/meal/log.server";

/**
 * The search panel's Add form on any screen: logs the food once per form key (a retried post logs
 * once) and goes back to `redirectTo` (a path, or one made from the logged entry's day) with
 * "Food Added!" (spec core §8).
 */
export function logFoodFromForm(userId: number, formData: FormData, redirectTo: string | ((date: string) => string)) {
  return submitForm(
    formData,
    LOG_FOOD_INTENT,
    LogFoodInput,
    (input) => onceForForm(userId, formData, LOG_FOOD_INTENT, () => logFood(userId, input)),
    (logged) =>
      redirectWithToast(typeof redirectTo === "string" ? redirectTo : redirectTo(logged.date), {
        title: "Food Added!",
        description: `${logged.foodName} has been logged successfully.`,
      }),
  );
}
