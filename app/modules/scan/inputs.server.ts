import { z } from "zod";
import { QuantitySchema } from "~/modules/food/quantity-input";
import { MealTypeSchema } from "~/modules/meal/inputs";
import { OptionalTextSchema } from "~/modules/text-schema";
import { IdSchema } from "~/modules/validate";
import { MISSING_MEAL_INFO } from "./intents";
import { MAX_FOODS } from "./model-answer.server";

// One schema per input, shared by the /scan form door and the JSON doors (docs/decisions/0008).

/** A scanned meal holds the model's foods plus a few the member adds. */
export const MAX_SCAN_ITEMS = MAX_FOODS + 8;

const ScanIdSchema = IdSchema("Scan id");

const Flag = z
  .union([z.boolean(), z.enum(["on", "true", "false"])])
  .transform((value) => value === true || value === "on" || value === "true");

/** One food's correction: grams, which catalogue match (or "estimate"), or removal. */
const ItemCorrection = z.object({
  grams: QuantitySchema.optional(),
  choice: z.union([z.literal("estimate"), IdSchema("Food choice")]).optional(),
  remove: Flag.optional(),
});

/** The corrections, one per food in the scan's order (fewer leaves the rest as they are). */
const Corrections = z
  .array(ItemCorrection.optional().transform((item) => item ?? {}))
  .max(MAX_SCAN_ITEMS)
  .default([]);

const ItemIndex = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,3}$/, "Food index must be a whole number")
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .int()
      .min(0)
      .max(MAX_SCAN_ITEMS - 1),
  );

export const CorrectScanInput = z.object({
  scanId: ScanIdSchema,
  items: Corrections,
  /** the food to remove (its index) */
  remove: ItemIndex.optional(),
});

export const AddScanFoodInput = z.object({
  scanId: ScanIdSchema,
  foodId: IdSchema("Food id"),
  quantity: QuantitySchema,
  items: Corrections,
});

/**
 * Saving a scanned meal (spec core §5): an analysis (scanId), a meal name and a meal type, else
 * "Missing meal information". Totals, photo and texts come from the scan, never from the request.
 */
export const SaveScanInput = z
  .object({
    userId: IdSchema("User id").optional(),
    scanId: ScanIdSchema.optional(),
    name: OptionalTextSchema({ label: "Meal name", max: 120 }),
    mealType: z.preprocess((value) => (value === "" || value === null ? undefined : value), MealTypeSchema.optional()),
    items: Corrections,
  })
  .superRefine((input, ctx) => {
    if (input.scanId === undefined || !input.name || !input.mealType)
      ctx.addIssue({ code: "custom", message: MISSING_MEAL_INFO, path: [] });
  });
