import { apiAction, notServed } from "~/http/write-policy.server";
import { sendWelcomeEmail } from "~/modules/auth/accounts.server";

/** POST /api/auth/send-welcome-email {email, firstName?} → `{ sent: true }`, only to the caller's own verified address. */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ userId, body }) => sendWelcomeEmail(userId, body),
});

export const loader = notServed(action);
