import { z } from "zod";
import { DomainError } from "./errors";

/** Zod issues as one readable line: "quantity: Quantity must be at least 1 g". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ");
}

/** describeIssues' field names ("date: ", "foods.0.quantity: "): camelCase paths, one before each issue. */
const FIELD_PREFIX = /(^|; )[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*: /g;

/** A module's message for a person at a form (the field is beside it): "date: Cannot log…" → "Cannot log…". */
export function withoutFieldNames(message: string): string {
  return message.replace(FIELD_PREFIX, "$1");
}

/** Parses a module's input with its schema, or throws a 400 DomainError naming what is wrong. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError(400, describeIssues(result.error));
  return result.data;
}

/** The largest id either database stores (a 32-bit signed integer column on PostgreSQL). */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^\d+$/;

/**
 * A positive whole-number id (from a path, a form or JSON), named in its messages: `IdSchema("Food id")`.
 * Only a JSON integer or a string of digits, 1 to 2,147,483,647: never `true`, `[]`, `"0x10"`, `"1e3"` or `"1.0"`.
 */
export function IdSchema(what: string) {
  return z
    .unknown()
    .transform((value, ctx): number => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (value === undefined || value === "") return fail(`${what} is required`);
      let id: number;
      if (typeof value === "number") id = value;
      else if (typeof value === "string" && DIGITS.test(value)) id = Number(value);
      else return fail(`${what} must be a number`);
      if (!Number.isFinite(id)) return fail(`${what} must be a number`);
      if (!Number.isInteger(id)) return fail(`${what} must be a whole number`);
      if (id <= 0) return fail(`${what} must be positive`);
      if (id > MAX_ID) return fail(`${what} is too large`);
      return id;
    })
    .meta({
      description: `${what}: a positive whole number (or its digits as text)`,
      anyOf: [
        { type: "integer", minimum: 1, maximum: MAX_ID },
        { type: "string", pattern: DIGITS.source },
      ],
    });
}

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number from JSON or a form: a finite JSON number or a decimal string ("12", "12.5", " 7 ").
 * Nothing else counts as a number: `null`, `false`, `true`, `[]`, `""`, `"0x10"`, `"1e3"` → a message
 * naming `label`. Pipe it into the range: `NumberSchema("Fat").pipe(z.number().min(0))`.
 */
export function NumberSchema(label: string) {
  return z
    .unknown()
    .transform((value, ctx): number => {
      if (typeof value === "number" && Number.isFinite(value)) return value;
      if (typeof value === "string" && DECIMAL.test(value.trim())) return Number(value.trim());
      ctx.addIssue({ code: "custom", message: value === undefined ? `${label} is required` : `${label} must be a number` });
      return z.NEVER;
    })
    .meta({
      description: `${label}: a number (or a decimal as text)`,
      anyOf: [{ type: "number" }, { type: "string", pattern: DECIMAL.source }],
    });
}

/** A whole number from `min` to `max` (from JSON or a form), its messages naming `label`. */
export function WholeNumberSchema(label: string, min: number, max: number) {
  return NumberSchema(label).pipe(
    z
      .number()
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
}
