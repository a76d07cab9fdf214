import { z } from "zod";
import { withJsonBody } from "~/http/body.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { authenticator } from "~/modules/auth/accounts.server";
import { rotateSession } from "~/modules/auth/session.server";
import { describeRoute } from "~/http/openapi/describe";
import { VerifyCodeInput } from "~/modules/auth/account-input";

const VerifiedAnswer = z.object({ success: z.literal(true), user: z.object({ id: z.number().int() }) });

/**
 * POST /api/auth/verify-otp {email, otpCode} → `{ success: true, user: { id } }` and a new session
 * cookie (remix-auth's one-time-code strategy, app/modules/auth/accounts.server.ts, given the body
 * the write policy read).
 */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "session",
    throttle: "write",
    body: "json",
    run: async ({ request, body }) => {
      const { userId } = await authenticator.authenticate("one-time-code", withJsonBody(request, body));
      const setCookie = await rotateSession(request, userId);
      const answer: z.infer<typeof VerifiedAnswer> = { success: true, user: { id: userId } };
      return Response.json(answer, { headers: { "Set-Cookie": setCookie } });
    },
  }),
  {
    POST: {
      summary: "Verify the code and sign in",
      description: "Sets a new session cookie; the caller's guest account, if any, is upgraded in place. The 5th wrong try ends the code.",
      body: VerifyCodeInput,
      example: { email: "sam@example.com", otpCode: "123456" },
      response: VerifiedAnswer,
      responseExample: { success: true, user: { id: 42 } },
      errors: { 400: "Verification Failed: Invalid OTP code. Please try again." },
    },
  },
);

export const loader = notServed(action);
