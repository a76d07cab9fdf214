import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { CodeSentAnswer, register } from "~/modules/auth/accounts.server";
import { describeRoute } from "~/http/openapi/describe";
import { RegistrationInput } from "~/modules/auth/registration-input";

/**
 * POST /api/auth/register {firstName, lastName, email, countryCode, phoneNumber, agreeToTerms,
 * agreeToMarketing?, fullPhoneNumber?} → `{ success: true }`: a code is on its way (a sign-in code
 * when the address is already a member's; the answer is the same). The caller's guest account,
 * if any, is upgraded in place when the code is verified.
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "session",
    throttle: "write",
    body: "json",
    run: ({ userId, body, request, context }) => register(body, userId, clientIp({ request, context })),
  }),
  {
    POST: {
      summary: "Register: send a verification code",
      description: "The same answer when the address is already a member's (a sign-in code is sent instead).",
      body: RegistrationInput,
      example: {
        firstName: "Sam",
        lastName: "Lee",
        email: "sam@example.com",
        countryCode: "+44",
        phoneNumber: "7700900123",
        agreeToTerms: true,
      },
      response: CodeSentAnswer,
      responseExample: { success: true },
      errors: { 400: "Terms Required: Please agree to the terms and conditions" },
    },
  },
);

export const loader = notServed(action);
