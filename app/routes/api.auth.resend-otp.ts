import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { resendCode } from "~/modules/auth/accounts.server";

/** POST /api/auth/resend-otp {email} → `{ success: true }` (the same answer whether or not a code was pending). */
export const action = apiAction({
  methods: ["POST"],
  guard: "session",
  throttle: "write",
  body: "json",
  run: ({ body, request, context }) => resendCode(body, clientIp({ request, context })),
});

export const loader = notServed(action);
