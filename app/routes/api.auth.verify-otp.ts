import { withJsonBody } from "~/http/body.server";
import { apiAction, notServed } from "~/http/write-policy.server";
import { authenticator } from "~/modules/auth/accounts.server";
import { rotateSession } from "~/modules/auth/session.server";

/**
 * POST /api/auth/verify-otp {email, otpCode} → `{ success: true, user: { id } }` and a new session
 * cookie (remix-auth's one-time-code strategy, app/modules/auth/accounts.server.ts, given the body
 * the write policy read).
 */
export const action = apiAction({
  methods: ["POST"],
  guard: "session",
  throttle: "write",
  body: "json",
  run: async ({ request, body }) => {
    const { userId } = await authenticator.authenticate("one-time-code", withJsonBody(request, body));
    const setCookie = await rotateSession(request, userId);
    return Response.json({ success: true, user: { id: userId } }, { headers: { "Set-Cookie": setCookie } });
  },
});

export const loader = notServed(action);
