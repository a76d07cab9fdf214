import { describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/http/form-reply";
import type * as SupportModule from "~/modules/support/support.server";
import { FILE_TICKET_INTENT, SUPPORT_CHAT_INTENT } from "~/modules/support/ticket-input";
import { action as supportAction } from "~/routes/support";
import { newGuest, ORIGIN } from "../helpers/requests";

// The ticket could not be stored (e.g. the database went away): the chat says so in the spec's words.
vi.mock("~/modules/support/support.server", async (importOriginal) => ({
  ...(await importOriginal<typeof SupportModule>()),
  sendChatMessage: () => Promise.reject(new Error("connection lost")),
  fileTicket: () => Promise.reject(new Error("connection lost")),
}));

async function post(fields: Record<string, string>) {
  const { cookie } = await newGuest();
  const request = new Request(`${ORIGIN}/support`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const result = (await supportAction({ request, params: {}, context: {} })) as unknown as { data: FormReply; init: { status: number } };
  error.mockRestore();
  return result;
}

describe("/support when a ticket cannot be filed", () => {
  it("the chat answers 503 with Connection Error / Please try again or contact support directly.", async () => {
    const result = await post({ intent: SUPPORT_CHAT_INTENT, message: "Hello" });
    expect(result.init.status).toBe(503);
    expect(result.data.result.error?.[""]).toEqual(["Connection Error: Please try again or contact support directly."]);
  });

  it("the ticket form answers 503 with Failed to Create Ticket / Please try again or contact us directly via WhatsApp.", async () => {
    const result = await post({ intent: FILE_TICKET_INTENT, subject: "Sync", message: "Hello", category: "technical" });
    expect(result.init.status).toBe(503);
    expect(result.data.result.error?.[""]).toEqual(["Failed to Create Ticket: Please try again or contact us directly via WhatsApp."]);
  });
});
