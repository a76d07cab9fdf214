import { MAX_QUANTITY_G } from "~/modules/food/nutrition";

/**
 * Attributes of every grams field. No `min`, `step` or `required`: empty, zero or decimal input is
 * valid and becomes whole grams ≥ 1 (spec core §5); above the maximum the form says so.
 */
export const gramsInputProps = {
  name: "quantity",
  type: "number",
  inputMode: "decimal",
  max: MAX_QUANTITY_G,
  step: "any",
} as const;
