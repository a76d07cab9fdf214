import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { CodeSentAnswer, resendCode } from "~/modules/auth/accounts.server";
import { describeRoute } from "~/http/openapi/describe";
import { ResendInput } from "~/modules/auth/registration-input";

/** POST /api/auth/resend-otp {email} → `{ success: true }` (the same answer whether or not a code was pending). */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "session",
    throttle: "write",
    body: "json",
    run: ({ body, request, context }) => resendCode(body, clientIp({ request, context })),
  }),
  {
    POST: {
      summary: "Send a new code",
      description:
        "For the latest request of the address, or of the pending registration with that number; the same answer for unknown ones.",
      body: ResendInput,
      example: { email: "sam@example.com" },
      response: CodeSentAnswer,
      responseExample: { success: true },
    },
  },
);

export const loader = notServed(action);
