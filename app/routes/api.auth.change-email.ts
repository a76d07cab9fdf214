import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { requestEmailChange } from "~/modules/auth/email-change.server";
import { describeRoute } from "~/http/openapi/describe";
import { EmailInput } from "~/modules/auth/account-input";

/**
 * POST /api/auth/change-email {email} → `{ success: true, email }`: a code is on its way to the new
 * address (a member's or a guest's); POST /api/auth/change-email/verify with it switches the e-mail.
 * An address another member signs in with gets the same answer and a note instead of a code.
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
      description:
        "Sends a one-time code to the new address; POST /api/auth/change-email/verify with it makes the change. The answer is the same whether or not the address has an account (one that has gets a note, not a code).",
      body: EmailInput,
      example: { email: "sam.new@example.com" },
      returns: "{ success: true, email }",
    },
  },
);

export const loader = notServed(action);
