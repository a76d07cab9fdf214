import { z } from "zod";

// Text a person typed (names, labels, notes), made safe to store and to show. Pure.

/** Lone UTF-16 surrogates (a pair is one code point under the `u` flag, so only halves match). */
const LONE_SURROGATE = /\p{Cs}/gu;
/** Bidirectional embeddings, overrides and isolates: U+202A–U+202E, U+2066–U+2069. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
/** C0 and C1 control characters (NUL and DEL included), except tab and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Tab and line breaks: kept in multi-line text, one space in a name. */
const BREAKS = /[\t\n\r\u2028\u2029]+/g;

/**
 * The text with lone surrogates, control characters (C0, C1, NUL, DEL) and bidi overrides
 * removed, NFC-normalised and trimmed. A one-line text (a name) turns tabs and line breaks into a
 * space; a multi-line text keeps them (with `\r\n` as `\n`).
 */
export function cleanText(value: string, { multiline = false }: { multiline?: boolean } = {}): string {
  let text = value.replace(LONE_SURROGATE, "").normalize("NFC").replace(BIDI_CONTROL, "").replace(CONTROL, "");
  text = multiline ? text.replace(/\r\n?|[\u2028\u2029]/g, "\n") : text.replace(BREAKS, " ");
  return text.trim();
}

type TextRule = {
  /** the field's name in messages: "Name", "Meal name" */
  label: string;
  /** most characters (after cleaning) */
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
        .min(Math.max(min, 1), min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`)
        .max(max, `${label} is too long`),
    );
}

/** An optional text field: missing, null or empty after cleaning → undefined; else at most `max` characters. */
export function OptionalTextSchema({ label, max, multiline = false }: Omit<TextRule, "min">) {
  return z
    .string({ error: `${label} must be text` })
    .nullish()
    .transform((value) => (value ? cleanText(value, { multiline }) : "") || undefined)
    .pipe(z.string().max(max, `${label} is too long`).optional());
}

/** A count with its noun, singular for one: "1 logged day", "12 logged days", "1,250 foods". */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}
