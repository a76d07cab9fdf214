import { clientIp } from "~/http/throttle.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { register } from "~/modules/auth/accounts.server";

/**
 * POST /api/auth/register {firstName, lastName, email, countryCode, phoneNumber, agreeToTerms,
 * agreeToMarketing?, fullPhoneNumber?} → `{ success: true }`: a code is on its way (a sign-in code
 * when the address is already a member's; the answer is the same). The caller's guest account,
 * if any, is upgraded in place when the code is verified.
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "session",
  throttle: "write",
  body: "json",
  run: ({ userId, body, request, context }) => register(body, userId, clientIp({ request, context })),
});

export const loader = notServed(action);
