import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { DELETE_WATER_INTENT, litres, LOG_WATER_INTENT } from "~/modules/health/water";
import { LogWaterInput, WaterEntryRef } from "~/modules/health/water-input";
import { deleteWater, logWater } from "~/modules/health/water.server";
import { formatWater } from "~/modules/units/units";
import { AMOUNT_UNIT_FIELD, metricFields } from "~/shared/metric-fields";

// The "+250 ml" form of Home and the advanced dashboard, and its undo: both screens' intents, so the
// two screens answer alike and go back to where the tap was made (`back`: a path on this site;
// `formPath`: where that screen's forms post, "/?index" for Home).

/** Logs the water (once per form key where the screen declares LOG_WATER_INTENT idempotent), with an Undo that deletes that entry. */
export function logWaterFromForm(userId: number, formData: FormData, back: string, formPath = back) {
  // A typed amount (Home's "Other amount") comes in the member's units: the schema takes millilitres.
  const fields = metricFields(formData);
  const us = formData.get(AMOUNT_UNIT_FIELD) === "fl oz";
  return submitForm(
    fields,
    LOG_WATER_INTENT,
    LogWaterInput,
    (input) => logWater(userId, input),
    (entry) =>
      redirectWithToast(back, {
        title: "Water logged",
        description: us
          ? `+${formatWater(entry.amountMl, "us")}: ${formatWater(entry.dayTotalMl, "us")} today.`
          : `+${entry.amountMl} ml: ${litres(entry.dayTotalMl)} today.`,
        undo: { action: formPath, fields: { intent: DELETE_WATER_INTENT, entryId: String(entry.id) } },
      }),
  );
}

/** Deletes one water entry (the toast's Undo). */
export function deleteWaterFromForm(userId: number, formData: FormData, back: string) {
  return submitForm(
    formData,
    DELETE_WATER_INTENT,
    WaterEntryRef,
    ({ entryId }) => deleteWater(userId, entryId),
    (entry) => redirectWithToast(back, { title: "Water entry removed", description: `${entry.amountMl} ml taken off ${entry.date}.` }),
  );
}
