import type { Delivery, ValidMessage } from "./message";
import { MessengerError, type Transport } from "./transport";

type WhatsAppSettings = { token: string; phoneNumberId: string; apiBase: string; timeoutMs: number };

type WhatsAppMessage = Extract<ValidMessage, { channel: "whatsapp" }>;

/** A text message through the WhatsApp Cloud API: POST {apiBase}/{phoneNumberId}/messages. */
export function createWhatsAppTransport({ token, phoneNumberId, apiBase, timeoutMs }: WhatsAppSettings): Transport<WhatsAppMessage> {
  const phoneNumber = `${apiBase.replace(/\/+$/, "")}/${phoneNumberId}`;
  const endpoint = `${phoneNumber}/messages`;
  const authorization = `Bearer ${token}`;
  return {
    transport: "whatsapp",
    async send(message: WhatsAppMessage): Promise<Delivery> {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { Authorization: authorization, "Content-Type": "application/json" },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            to: message.to.slice(1),
            type: "text",
            text: { body: message.text },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new MessengerError("The WhatsApp service did not answer.", { cause: error });
      }
      const body = (await response.json().catch(() => null)) as { messages?: { id?: unknown }[] } | null;
      const id = body?.messages?.[0]?.id;
      if (!response.ok || typeof id !== "string") {
        throw new MessengerError(`The WhatsApp service refused the message (HTTP ${response.status}).`);
      }
      return { transport: "whatsapp", id };
    },
    /** The Cloud API's phone-number object: answers only for a valid token and number id. */
    async probe() {
      const response = await fetch(phoneNumber, { headers: { Authorization: authorization }, signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      if (!response.ok) throw new MessengerError(`The WhatsApp service answered HTTP ${response.status}.`);
    },
  };
}
