import { apiAction, notServed } from "~/http/write-policy.server";
import { confirmEmailChange } from "~/modules/auth/email-change.server";
import { describeRoute } from "~/http/openapi/describe";
import { VerifyCodeInput } from "~/modules/auth/account-input";

/** POST /api/auth/change-email/verify {email, otpCode} → `{ success: true, email }`; the old address is told by e-mail. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => confirmEmailChange(userId, body),
  }),
  {
    POST: {
      summary: "Change your sign-in e-mail with the code sent to it",
      description: "The old address is told by e-mail.",
      body: VerifyCodeInput,
      example: { email: "sam.new@example.com", otpCode: "123456" },
      returns: "{ success: true, email }",
      errors: { 400: "Verification Failed: Invalid OTP code. Please try again." },
    },
  },
);

export const loader = notServed(action);
