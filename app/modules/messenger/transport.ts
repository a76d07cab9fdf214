import type { Delivery, ValidMessage } from "./message";

// One interface, one file per backend: outbox.server.ts, smtp.server.ts, whatsapp.server.ts.

export interface Transport<M extends ValidMessage = ValidMessage> {
  readonly transport: Delivery["transport"];
  /** Sends (or keeps) the message; throws when the service refuses it, fails or times out. */
  send(message: M): Promise<Delivery>;
  /** Checks the service answers (the status panel) without sending anything; throws when it does not. */
  probe(): Promise<void>;
}

/** A transport's failure, with what a person can be told (no secrets, no stack). */
export class MessengerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MessengerError";
  }
}
