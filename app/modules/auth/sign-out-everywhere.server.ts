import { z } from "zod";
import { db } from "~/db.server";
import { validate } from "~/modules/validate";
import { endAllSessions } from "./session.server";

/** The form's "Also revoke API tokens" checkbox ("on" when ticked, absent when not) or a JSON boolean. */
export const SignOutEverywhereInput = z.object({
  revokeTokens: z
    .union([z.literal("on"), z.boolean()])
    .optional()
    .transform((value) => value === true || value === "on"),
});

type SignedOutEverywhere = { sessionsEnded: number; tokensRevoked: number; tokensLeft: number };

/**
 * "Sign out everywhere": every session of the member ends (this one included) and, when asked, every
 * API token is revoked too. Tokens are separate credentials (a script's), so they stay unless asked;
 * the answer counts what ended and what still works, for the page to say.
 */
export async function signOutEverywhere(userId: number, rawInput: unknown): Promise<SignedOutEverywhere> {
  const { revokeTokens } = validate(SignOutEverywhereInput, rawInput);
  const sessionsEnded = await endAllSessions(userId);
  const live = { userId, revokedAt: null };
  const tokensRevoked = revokeTokens ? (await db.apiToken.updateMany({ where: live, data: { revokedAt: new Date() } })).count : 0;
  const tokensLeft = revokeTokens ? 0 : await db.apiToken.count({ where: live });
  return { sessionsEnded, tokensRevoked, tokensLeft };
}
