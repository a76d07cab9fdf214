import { submitForm } from "~/http/form.server";
import type { FormCreate } from "~/http/write-policy.server";
import { redirectWithToast } from "~/http/toast.server";
import { IDEMPOTENCY_FIELD } from "~/modules/idempotency/field";
import { LogFoodInput } from "~/modules/meal/inputs";
import { LOG_FOOD_INTENT } from "~/modules/meal/intents";
import { QUICK_LOG_FIELD, quickLogFields, quickLogKey } from "~/modules/meal/quick-log";
import { logFood } from "~/modules/meal/log.server";
import { metricFields } from "~/shared/metric-fields";

/**
 * The search panel's Add form, or a quick food's button, on any screen: logs the food once per
 * form key (a retried post logs once) and goes back to `redirectTo` (a path, or one made from the
 * logged entry's day) with "Food Added!" (spec core §8).
 */
export function logFoodFromForm(userId: number, formData: FormData, redirectTo: string | ((date: string) => string)) {
  // The Add form's amount may be in ounces (quantityUnit): the schema takes grams.
  const fields = metricFields(withQuickLog(formData));
  return submitForm(
    fields,
    LOG_FOOD_INTENT,
    LogFoodInput,
    (input) => logFood(userId, input),
    (logged) =>
      redirectWithToast(typeof redirectTo === "string" ? redirectTo : redirectTo(logged.date), {
        title: "Food Added!",
        description: `${logged.foodName} has been logged successfully.`,
      }),
  );
}

/** The quick foods' post (modules/meal/quick-log.ts) as the log-food fields its button stands for. */
function withQuickLog(formData: FormData): FormData {
  const quick = formData.get(QUICK_LOG_FIELD);
  if (typeof quick !== "string") return formData;
  const { foodId, quantity, portionLabel } = quickLogFields(quick);
  const fields = new FormData();
  for (const [name, value] of formData) if (name !== QUICK_LOG_FIELD) fields.append(name, value);
  fields.set("foodId", foodId);
  if (quantity !== undefined) fields.set("quantity", quantity);
  if (portionLabel !== undefined) fields.set("portionLabel", portionLabel);
  return fields;
}

/**
 * The log-food intent as a create of the write policy: once per form key, and for the quick foods'
 * one form (a button per food) once per key and food, so another food tapped on the page logs too.
 */
export const LOG_FOOD_CREATE: FormCreate = {
  intent: LOG_FOOD_INTENT,
  key: (formData) => {
    const key = formData.get(IDEMPOTENCY_FIELD);
    if (typeof key !== "string" || key === "") return null;
    const quick = formData.get(QUICK_LOG_FIELD);
    return typeof quick === "string" ? quickLogKey(key, quickLogFields(quick).foodId) : key;
  },
};
