import { z } from "zod";
import { IdSchema } from "~/modules/validate";
import { LocalDateSchema, MealTypeSchema } from "./inputs";

// Copying a meal slot or a whole day to another day (issue 40): one schema for the diary's forms
// and POST /api/diary/copy.

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

export const CopyDayInput = z
  .object({
    fromDate: LocalDateSchema,
    toDate: LocalDateSchema,
    /** One slot only; none: the whole day. */
    mealType: z.preprocess((value) => (isEmpty(value) ? undefined : value), MealTypeSchema.optional()),
  })
  .refine((input) => input.fromDate !== input.toDate, { path: ["toDate"], message: "Copy to another day than the one copied" });
export type CopyDayInput = z.input<typeof CopyDayInput>;

/** The diary's Undo of a copy: the entries it made are the member's ids from `firstEntryId` to `lastEntryId`. */
export const UndoCopyInput = z.object({ firstEntryId: IdSchema("First entry id"), lastEntryId: IdSchema("Last entry id") });
