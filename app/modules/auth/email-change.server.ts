import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { MessengerError, sendMessage } from "~/modules/messenger/messenger.server";
import { UPDATE_FAILED } from "~/modules/user/profile-input";
import { EmailInput, VERIFICATION_FAILED, VerifyCodeInput, said } from "./account-input";
import { couldNotSend, parseAccountForm, underTitle } from "./accounts.server";
import { countCodeMail } from "./code-mail-limits.server";
import { consumeCode, issueCode } from "./one-time-code.server";

// Changing a member's sign-in e-mail (issue 25 item 3): a code goes to the NEW address, entering it
// switches the address, and the OLD address is told. Refusals read "Update Failed: …" (core spec §8)
// for the request and "Verification Failed: …" / "Invalid OTP: …" (commercial spec §5, §8) for the code.

const IN_USE = `${UPDATE_FAILED.title}: ${UPDATE_FAILED.description} That e-mail is already in use.`;
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

async function memberOf(userId: number): Promise<{ email: string }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { isGuest: true, email: true } });
  if (!user) throw new DomainError(404, "User not found");
  // A guest has no sign-in e-mail: the profile's field is theirs to edit freely.
  if (user.isGuest || !user.email) throw new DomainError(403, "Only a registered account signs in with an e-mail: register first");
  return { email: user.email };
}

const takenByOther = async (email: string, userId: number) =>
  (await db.user.count({ where: { email, isGuest: false, NOT: { id: userId } } })) > 0;

/**
 * Profile's "change e-mail" step and POST /api/auth/change-email {email}: e-mails a code to the new
 * address. Counted (countCodeMail: per address, per IP) before the address is looked up or mailed.
 */
export async function requestEmailChange(userId: number, rawInput: unknown, ip: string): Promise<{ success: true; email: string }> {
  const { email } = parseAccountForm(EmailInput, rawInput, UPDATE_FAILED.title);
  return underTitle(UPDATE_FAILED.title, async () => {
    const member = await memberOf(userId);
    if (email === member.email) throw new DomainError(400, "That is already your sign-in e-mail");
    await countCodeMail(email, ip);
    if (await takenByOther(email, userId)) throw new DomainError(409, IN_USE);
    try {
      await issueCode(email, "change-email", userId);
    } catch (error) {
      couldNotSend(error);
    }
    return { success: true as const, email };
  });
}

/**
 * The code step and POST /api/auth/change-email/verify {email, otpCode}: a right code, asked for by
 * this member, switches the sign-in e-mail; the old address is told. Any other code gets the same
 * "Verification Failed" as a wrong one.
 */
export async function confirmEmailChange(userId: number, rawInput: unknown): Promise<{ success: true; email: string }> {
  const { email, otpCode } = parseAccountForm(VerifyCodeInput, rawInput, VERIFICATION_FAILED.title);
  const member = await memberOf(userId);
  const code = await consumeCode(email, otpCode);
  if (code.purpose !== "change-email" || code.userId !== userId) throw new DomainError(400, said(VERIFICATION_FAILED));
  if (await takenByOther(email, userId)) throw new DomainError(409, IN_USE);
  try {
    await db.$transaction([
      // The address is now proven theirs: a guest who merely typed it on a profile lets it go.
      db.user.updateMany({ where: { email, isGuest: true }, data: { email: null } }),
      db.user.update({ where: { id: userId }, data: { email } }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, IN_USE);
    throw error;
  }
  await tellOldAddress(member.email, email);
  return { success: true, email };
}

async function tellOldAddress(oldEmail: string, newEmail: string): Promise<void> {
  try {
    await sendMessage({
      channel: "email",
      to: oldEmail,
      subject: "Your Fitplate sign-in e-mail changed",
      text: `The e-mail you sign in to Fitplate with was changed from this address to ${newEmail}. If it was not you, write to support at once: someone may be using your account.`,
      purpose: "email-changed",
    });
  } catch (error) {
    // The change is made and cannot wait on the mail service; the log keeps the missed notice.
    if (!(error instanceof MessengerError)) throw error;
    console.warn("email-change: the old address could not be told:", error.message);
  }
}
