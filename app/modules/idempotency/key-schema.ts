import { z } from "zod";
import { IDEMPOTENCY_HEADER } from "./field";

// Kept apart from ./field, which the screens import: the forms need the field's name, not zod.

/** A key is 1–200 visible ASCII characters (a UUID is typical). */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`)
  .meta({ description: "Any 1–200 visible ASCII characters, new for each create: a retry with the same key replays the first 2xx answer" });
