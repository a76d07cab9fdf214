import { z } from "zod";
import { TextSchema } from "~/modules/text-schema";
import { IdSchema } from "~/modules/validate";
import { LocalDateSchema, MealTypeSchema } from "./inputs";

// Saved meals (issue 40): a meal slot of a day saved under a name, logged again in one tap. One
// schema per input for the diary's forms and the JSON doors.

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isEmpty(value) ? undefined : value), schema.optional());

export const MAX_SAVED_MEALS = 100;

/** Save the live entries of `mealType` on `date` as a meal named `name`. */
export const SaveMealInput = z.object({ name: TextSchema({ label: "Name", max: 120 }), date: LocalDateSchema, mealType: MealTypeSchema });

export const SavedMealIdSchema = IdSchema("Saved meal id");

/** Log a saved meal: on `date` (default today) into `mealType` (default the slot it was saved from). */
export const LogSavedMealInput = z.object({ date: optional(LocalDateSchema), mealType: optional(MealTypeSchema) });

/** The diary's form of a log and of a delete: which saved meal. */
export const SavedMealRef = z.object({ savedMealId: SavedMealIdSchema });

/**
 * The diary's Undo of a logged saved meal: the entries it made are the ones of meal `mealId` (a
 * meal the log created) with ids from `firstEntryId` to `lastEntryId`, not any later addition.
 */
export const UndoSavedMealLogInput = z
  .object({ mealId: IdSchema("Meal id"), firstEntryId: IdSchema("First entry id"), lastEntryId: IdSchema("Last entry id") })
  .refine((input) => input.firstEntryId <= input.lastEntryId, {
    path: ["lastEntryId"],
    message: "Last entry id must not be before the first",
  });
