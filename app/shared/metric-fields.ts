import { parseAmount, storedGrams, storedMl } from "~/modules/units/units";

// A screen form shows and takes the member's units; the domain's schemas take metric. A form that
// shows ounces says so in a hidden `quantityUnit` ("oz"), a water form in `amountUnit` ("fl oz" or
// "ml", its typed `amount`). This turns such a form into the metric fields the schemas read, the same
// on the server (before the Zod schema) and in the browser (before the same check), so the two agree.

export const QUANTITY_UNIT_FIELD = "quantityUnit";
export const AMOUNT_UNIT_FIELD = "amountUnit";

/** The form with `quantity` in whole grams and `amount` as `amountMl`; a value that is not a number is left for the schema to refuse. */
export function metricFields(formData: FormData): FormData {
  const quantityUnit = formData.get(QUANTITY_UNIT_FIELD);
  const amountUnit = formData.get(AMOUNT_UNIT_FIELD);
  if (quantityUnit !== "oz" && amountUnit !== "fl oz" && amountUnit !== "ml") return formData;
  const fields = new FormData();
  for (const [name, value] of formData) fields.append(name, value);
  if (quantityUnit === "oz") {
    const oz = parseAmount(formData.get("quantity"));
    if (oz !== null) fields.set("quantity", String(storedGrams(oz, "us")));
  }
  if (amountUnit === "fl oz" || amountUnit === "ml") {
    const raw = formData.get("amount");
    const amount = parseAmount(raw);
    fields.set("amountMl", amount === null ? String(raw ?? "") : String(storedMl(amount, amountUnit === "fl oz" ? "us" : "metric")));
  }
  return fields;
}
