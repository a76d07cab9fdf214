import { apiAction, notServed } from "~/http/write-policy.server";
import { confirmEmailChange } from "~/modules/auth/email-change.server";

/** POST /api/auth/change-email/verify {email, otpCode} → `{ success: true, email }`; the old address is told by e-mail. */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ userId, body }) => confirmEmailChange(userId, body),
});

export const loader = notServed(action);
