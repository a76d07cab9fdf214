// Names shared by the server and the forms that send an idempotency key. Pure: safe in client code.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** The hidden form field that carries the key on screen forms. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
