import { z } from "zod";
import { QuantitySchema } from "~/modules/food/quantity-input";
import { EntryIdSchema, MealTypeSchema } from "~/modules/meal/inputs";
import { UPDATE_ENTRY_INTENT } from "~/modules/meal/intents";

// The diary's entry editor: one form, one submit per action (spec core §2, issue #6).

/** Save: grams and meal type together, so that changing both and pressing Save keeps both (a quick add has no grams field). */
export const EntryEditForm = z.object({ entryId: EntryIdSchema, quantity: QuantitySchema.optional(), mealType: MealTypeSchema });

/** Delete and its Undo name only the entry. */
export const EntryRefForm = z.object({ entryId: EntryIdSchema });

export function entryFormSchema(intent: unknown) {
  return intent === UPDATE_ENTRY_INTENT ? EntryEditForm : EntryRefForm;
}
