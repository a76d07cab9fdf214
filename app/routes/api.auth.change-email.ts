import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { requestEmailChange } from "~/modules/auth/email-change.server";
import { describeRoute } from "~/http/openapi/describe";
import { EmailInput } from "~/modules/auth/account-input";

/**
 * POST /api/auth/change-email {email} → `{ success: true, email }`: a code is on its way to the new
 * address; POST /api/auth/change-email/verify with it switches the member's sign-in e-mail.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body, request, context }) => requestEmailChange(userId, body, clientIp({ request, context })),
  }),
  {
    POST: {
      summary: "Ask to change your sign-in e-mail",
      description: "Sends a one-time code to the new address; POST /api/auth/change-email/verify with it makes the change.",
      body: EmailInput,
      example: { email: "sam.new@example.com" },
      returns: "{ success: true, email }",
      errors: { 409: "Update Failed: Failed to update profile. Please try again. That e-mail is already in use." },
    },
  },
);

export const loader = notServed(action);
