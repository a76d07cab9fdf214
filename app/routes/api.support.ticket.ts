import { apiAction, notServed } from "~/http/write-policy.server";
import { aiClient } from "~/modules/ai/ai.server";
import { fileTicket } from "~/modules/support/support.server";

/**
 * POST /api/support/ticket {userId?, subject, message, category?, phoneNumber?, email?} (spec core §7):
 * files one ticket → 201 `{ ticket: { id, … }, reply }` (the model's answer or our acknowledgement).
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  idempotent: "POST /api/support/ticket",
  body: "json",
  status: 201,
  run: ({ userId, body }) => fileTicket(userId, body, aiClient()),
});

export const loader = notServed(action);
