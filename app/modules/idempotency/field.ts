import { z } from "zod";

// Names shared by the server and the forms that send an idempotency key. Pure: safe in client code.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** The hidden form field that carries the key on screen forms. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** A key is 1–200 visible ASCII characters (a UUID is typical). */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`)
  .meta({ description: "Any 1–200 visible ASCII characters, new for each create: a retry with the same key replays the first 2xx answer" });
