import { apiAction, notServed } from "~/http/write-policy.server";
import { sendWelcomeEmail, WelcomeSentAnswer } from "~/modules/auth/accounts.server";
import { describeRoute } from "~/http/openapi/describe";
import { WelcomeInput } from "~/modules/auth/account-input";

/** POST /api/auth/send-welcome-email {email, firstName?} → `{ sent: true }`, only to the caller's own verified address. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => sendWelcomeEmail(userId, body),
  }),
  {
    POST: {
      summary: "Send the welcome e-mail",
      description: "Only to the caller's own verified address.",
      body: WelcomeInput,
      example: { email: "sam@example.com", firstName: "Sam" },
      response: WelcomeSentAnswer,
      responseExample: { sent: true },
      errors: { 403: "You can only send the welcome e-mail to your own verified address" },
    },
  },
);

export const loader = notServed(action);
