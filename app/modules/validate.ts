import { z } from "zod";
import { DomainError } from "./errors";

/** Zod issues as one readable line: "quantity: Quantity must be at least 1 g". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message)).join("; ");
}

/** Parses a module's input with its schema, or throws a 400 DomainError naming what is wrong. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError(400, describeIssues(result.error));
  return result.data;
}

/** A positive whole-number id (from a path, a form or JSON), named in its messages: `IdSchema("Food id")`. */
export function IdSchema(what: string) {
  return z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .positive(`${what} must be positive`);
}
