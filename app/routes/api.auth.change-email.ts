import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { requestEmailChange } from "~/modules/auth/email-change.server";

/**
 * POST /api/auth/change-email {email} → `{ success: true, email }`: a code is on its way to the new
 * address; POST /api/auth/change-email/verify with it switches the member's sign-in e-mail.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ userId, body, request, context }) => requestEmailChange(userId, body, clientIp({ request, context })),
});

export const loader = notServed(action);
