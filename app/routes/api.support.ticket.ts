import { apiAction, notServed } from "~/http/write-policy.server";
import { aiClient } from "~/modules/ai/ai.server";
import { FiledTicketAnswer, fileTicket } from "~/modules/support/support.server";
import { describeRoute } from "~/http/openapi/describe";
import { TicketInput } from "~/modules/support/ticket-input";

/**
 * POST /api/support/ticket {userId?, subject, message, category?, phoneNumber?, email?} (spec core §7):
 * files one ticket → 201 `{ ticket: { id, … }, reply }` (the model's answer or our acknowledgement).
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/support/ticket",
    slow: true,
    body: "json",
    status: 201,
    run: ({ userId, body }) => fileTicket(userId, body, aiClient()),
  }),
  {
    POST: {
      summary: "File a support ticket",
      body: TicketInput,
      example: { subject: "Barcode", message: "The scanner does not find my cereal.", category: "technical" },
      response: FiledTicketAnswer,
      responseExample: {
        ticket: {
          id: 12,
          subject: "Barcode",
          message: "The scanner does not find my cereal.",
          category: "technical",
          phoneNumber: null,
          email: null,
          status: "open",
          createdAt: "2026-11-25T10:00:00.000Z",
        },
        reply: { author: "system", body: "Thanks, we have your message (ticket #12) and will respond within 24 hours." },
      },
      errors: { 400: "Message Required: Please describe your issue or question.", 403: "You can only file tickets for your own account" },
    },
  },
);

export const loader = notServed(action);
