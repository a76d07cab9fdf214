import { MAX_QUANTITY_G, MIN_QUANTITY_G } from "~/modules/food/nutrition";

/** Attributes of every grams field: whole grams within the limits the server enforces. */
export const gramsInputProps = {
  name: "quantity",
  type: "number",
  inputMode: "numeric",
  min: MIN_QUANTITY_G,
  max: MAX_QUANTITY_G,
  step: 1,
  required: true,
} as const;
