import { describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/http/form-reply";
import type * as SupportModule from "~/modules/support/support.server";
import { SUPPORT_CHAT_INTENT } from "~/modules/support/ticket-input";
import { action as supportAction } from "~/routes/support";
import { newGuest, ORIGIN } from "../helpers/requests";

// The ticket could not be stored (e.g. the database went away): the chat says so in the spec's words.
vi.mock("~/modules/support/support.server", async (importOriginal) => ({
  ...(await importOriginal<typeof SupportModule>()),
  sendChatMessage: () => Promise.reject(new Error("connection lost")),
}));

describe("the /support chat when a ticket cannot be filed", () => {
  it("answers 503 with Connection Error / Please try again or contact support directly.", async () => {
    const { cookie } = await newGuest();
    const request = new Request(`${ORIGIN}/support`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: SUPPORT_CHAT_INTENT, message: "Hello" }),
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = (await supportAction({ request, params: {}, context: {} })) as unknown as { data: FormReply; init: { status: number } };
    error.mockRestore();
    expect(result.init.status).toBe(503);
    expect(result.data.result.error?.[""]).toEqual(["Connection Error: Please try again or contact support directly."]);
  });
});
