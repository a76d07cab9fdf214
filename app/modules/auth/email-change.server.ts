import { db } from "~/db.server";
import { DomainError } from "~/modules/errors";
import { MessengerError, queueMessage, sendMessage } from "~/modules/messenger/messenger.server";
import { UPDATE_FAILED } from "~/modules/user/profile-fields";
import { messageLink } from "~/public-url.server";
import { EmailInput, VERIFICATION_FAILED, VerifyCodeInput, said } from "./account-input";
import { parseAccountForm, underTitle } from "./accounts.server";
import { countCodeMail } from "./code-mail-limits.server";
import { consumeCode, issueCode } from "./one-time-code.server";

// Changing the e-mail of an account (issue 25 item 3): a code goes to the NEW address, entering it
// switches the address, and a member's OLD address is told. A guest adds or changes the profile's
// e-mail the same way (issue 37 item 5: an address typed straight in told whether it had an
// account). Refusals read "Update Failed: …" (core spec §8) for the request and
// "Verification Failed: …" / "Invalid OTP: …" (commercial spec §5, §8) for the code.

const IN_USE = `${UPDATE_FAILED.title}: ${UPDATE_FAILED.description} That e-mail is already in use.`;
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

async function accountOf(userId: number): Promise<{ email: string | null; isGuest: boolean }> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { isGuest: true, email: true } });
  if (!user) throw new DomainError(404, "User not found");
  return user;
}

const takenByOther = async (email: string, userId: number) =>
  (await db.user.count({ where: { email, isGuest: false, NOT: { id: userId } } })) > 0;

/**
 * Profile's "change e-mail" step and POST /api/auth/change-email {email}: e-mails a code to the new
 * address. Counted (countCodeMail: per address, per IP) before the address is looked up; an address
 * another member signs in with gets a note instead of a code, and the same answer: the caller
 * learns nothing of whose it is.
 */
export async function requestEmailChange(userId: number, rawInput: unknown, ip: string): Promise<{ success: true; email: string }> {
  const { email } = parseAccountForm(EmailInput, rawInput, UPDATE_FAILED.title);
  return underTitle(UPDATE_FAILED.title, async () => {
    const account = await accountOf(userId);
    if (email === account.email) throw new DomainError(400, "That is already your e-mail");
    await countCodeMail(email, ip);
    if (await takenByOther(email, userId))
      await queueMessage({
        channel: "email",
        to: email,
        subject: "Someone asked to use this e-mail on Fitplate",
        text: `Someone asked to move a Fitplate account to this address, which already has an account of its own, so nothing was changed. To use that account, sign in at ${messageLink("/login")}. If it was not you, ignore this e-mail.`,
        purpose: "sign-in-code",
      });
    else await issueCode(email, "change-email", userId);
    return { success: true as const, email };
  });
}

/**
 * The code step and POST /api/auth/change-email/verify {email, otpCode}: a right code, asked for by
 * this account, switches its e-mail; a member's old address is told. Any other code gets the same
 * "Verification Failed" as a wrong one.
 */
export async function confirmEmailChange(userId: number, rawInput: unknown): Promise<{ success: true; email: string }> {
  const { email, otpCode } = parseAccountForm(VerifyCodeInput, rawInput, VERIFICATION_FAILED.title);
  const account = await accountOf(userId);
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
  // A guest's earlier address signed nothing in: there is nobody to warn.
  if (!account.isGuest && account.email) await tellOldAddress(account.email, email);
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
