import { z } from "zod";
import { cleanText, fitsText } from "./text";

// Text fields' schemas, on the rules of text.ts (kept apart so that a screen using only those
// rules does not load Zod, issue 44). Pure.

type TextRule = {
  /** the field's name in messages: "Name", "Meal name" */
  label: string;
  /** most characters (after cleaning; graphemes, as `fitsText` counts them) */
  max: number;
  /** fewest characters (after cleaning); 1 means required */
  min?: number;
  multiline?: boolean;
};

/**
 * A required text field: a string, cleaned (`cleanText`), then `min`–`max` characters.
 * Messages: "Name is required", "Name must be at least 2 characters", "Name is too long".
 */
export function TextSchema({ label, max, min = 1, multiline = false }: TextRule) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .transform((value) => cleanText(value, { multiline }))
    .pipe(
      z
        .string()
        .refine(
          (text) => !fitsText(text, Math.max(min, 1) - 1),
          min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`,
        )
        .refine((text) => fitsText(text, max), `${label} is too long`),
    );
}

/** An optional text field: missing, null or empty after cleaning → undefined; else at most `max` characters. */
export function OptionalTextSchema({ label, max, multiline = false }: Omit<TextRule, "min">) {
  return z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((value) => (value ? cleanText(value, { multiline }) : "") || undefined)
    .pipe(
      z
        .string()
        .refine((text) => fitsText(text, max), `${label} is too long`)
        .optional(),
    );
}
