import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import type { FormReply } from "~/shared/form-reply";
import { FILE_TICKET_INTENT, SUPPORT_CHAT_INTENT } from "~/modules/support/ticket-fields";
import { action as supportAction } from "~/routes/support";
import { newGuest, ORIGIN } from "../helpers/requests";

// The ticket could not be stored (the database went away): the chat says so in the spec's words.
// The database refuses the write itself (a spy, put back after each test), not a mocked module:
// the files of a Vitest worker share their modules (vitest.config.ts).
afterEach(() => vi.restoreAllMocks());

async function post(fields: Record<string, string>) {
  const { cookie } = await newGuest();
  vi.spyOn(db.supportTicket, "create").mockRejectedValue(new Error("connection lost"));
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
