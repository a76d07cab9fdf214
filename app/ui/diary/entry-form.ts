import { z } from "zod";
import { EntryIdSchema, MealTypeSchema, QuantitySchema } from "~/modules/meal/inputs";

// The diary's entry editor: one form, one submit per action (spec core §2, issue #6).

export const ENTRY_INTENTS = { update: "update-entry", delete: "delete-entry", restore: "restore-entry" } as const;

/** Save: grams and meal type together, so that changing both and pressing Save keeps both. */
export const EntryEditForm = z.object({ entryId: EntryIdSchema, quantity: QuantitySchema, mealType: MealTypeSchema });

/** Delete and its Undo name only the entry. */
export const EntryRefForm = z.object({ entryId: EntryIdSchema });

export function entryFormSchema(intent: unknown) {
  return intent === ENTRY_INTENTS.update ? EntryEditForm : EntryRefForm;
}
