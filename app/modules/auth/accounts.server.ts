import { Authenticator } from "remix-auth";
import { Strategy } from "remix-auth/strategy";
import { z } from "zod";
import { db } from "~/db.server";
import { DomainError, underTitle as titled } from "~/modules/errors";
import { MessengerError, queueMessage, sendMessage } from "~/modules/messenger/messenger.server";
import { validate } from "~/modules/validate";
import { messageLink } from "~/public-url.server";
import {
  accountRefusal,
  EmailInput,
  FAILED_TO_RESEND,
  REGISTRATION_FAILED,
  said,
  VERIFICATION_FAILED,
  VerifyCodeInput,
  WelcomeInput,
} from "./account-input";
import { RegistrationInput, ResendInput } from "./registration-input";
import { checkAddress, countCodeMail } from "./code-mail-limits.server";
import { consumeCode, issueCode, type CodePurpose } from "./one-time-code.server";
import { getSessionUserId } from "./session.server";

// Registration, sign-in by code and the welcome e-mail (issue 12, ADR 0014). Every answer to "send
// me a code" is the same whether or not the address has an account: each door counts the e-mail
// (countCodeMail: per address and per client IP) before it looks the address up, and the e-mail is
// queued (queueMessage), sent after the answer, so the answer's time does not tell either.

/** A code is on its way (register, resend): the same answer whether or not the address is known. */
export const CodeSentAnswer = z.object({ success: z.literal(true) });
type CodeSent = z.infer<typeof CodeSentAnswer>;
export const WelcomeSentAnswer = z.object({ sent: z.literal(true) });
type Registration = { firstName: string; lastName: string; phoneNumber: string; marketing: boolean };

/** A messenger failure as a 503 in plain words; anything else passes on. */
function couldNotSend(error: unknown): never {
  if (error instanceof MessengerError) {
    console.warn("accounts: a code could not be sent:", error.message);
    throw new DomainError(503, "We could not send the code just now. Please try again in a minute.");
  }
  throw error;
}

/** An account form's input, or a 400 in the spec's words (`accountRefusal`). */
export function parseAccountForm<S extends z.ZodType>(schema: S, input: unknown, failureTitle: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError(400, accountRefusal(result.error, failureTitle));
  return result.data;
}

/** The work's refusals under the door's failure title (commercial spec §8), with their status and Retry-After. */
export async function underTitle<T>(title: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof DomainError ? titled(error, title) : error;
  }
}

/**
 * POST /api/auth/register and the registration step: sends a registration code, or, when the
 * address already belongs to a member, a sign-in code for that account. `guestId` (the caller's
 * guest account, if any) is upgraded in place on verification, so nothing logged is lost. `ip`: the
 * client's address, for the per-IP limit of code e-mails.
 */
export async function register(rawInput: unknown, guestId: number | null, ip: string): Promise<CodeSent> {
  const input = parseAccountForm(RegistrationInput, rawInput, REGISTRATION_FAILED.title);
  return underTitle(REGISTRATION_FAILED.title, async () => {
    await countCodeMail(input.email, ip);
    return sendRegistrationCode(input, guestId);
  });
}

async function sendRegistrationCode(input: z.output<typeof RegistrationInput>, guestId: number | null): Promise<CodeSent> {
  const member = await db.user.findFirst({ where: { email: input.email, isGuest: false }, select: { id: true } });
  if (member) await issueCode(input.email, "sign-in", member.id);
  else {
    const guest = guestId === null ? null : await db.user.findFirst({ where: { id: guestId, isGuest: true }, select: { id: true } });
    const registration: Registration = {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.fullPhoneNumber,
      marketing: input.agreeToMarketing,
    };
    await issueCode(input.email, "register", guest?.id ?? null, registration, input.fullPhoneNumber);
  }
  return { success: true };
}

/** /login: a sign-in code for a member's address; for any other address, an e-mail saying how to register. */
export async function requestSignInCode(rawInput: unknown, ip: string): Promise<CodeSent> {
  const { email } = validate(EmailInput, rawInput);
  await countCodeMail(email, ip);
  const member = await db.user.findFirst({ where: { email, isGuest: false }, select: { id: true } });
  if (member) await issueCode(email, "sign-in", member.id);
  else
    await queueMessage({
      channel: "email",
      to: email,
      subject: "Signing in to Fitplate",
      text: `Someone asked to sign in to Fitplate with this address, which has no account yet. To create one, register at ${messageLink("/registration")}. If it was not you, ignore this e-mail.`,
      purpose: "sign-in-code",
    });
  return { success: true };
}

/**
 * POST /api/auth/resend-otp: a new code for the latest request of the address, or of the pending
 * registration with that phone number (same purpose); the same answer either way. Refusals read
 * "Failed to Resend: …". Counted before the look-up (countCodeMail: by address, or by phone number),
 * and a number's pending registration then by its address too.
 */
export async function resendCode(rawInput: unknown, ip: string): Promise<CodeSent> {
  const input = parseAccountForm(ResendInput, rawInput, FAILED_TO_RESEND);
  return underTitle(FAILED_TO_RESEND, async () => {
    await countCodeMail("email" in input ? input.email : null, ip, "phoneNumber" in input ? input.phoneNumber : null);
    const latest = await db.oneTimeCode.findFirst({
      where: "email" in input ? { email: input.email } : { phoneNumber: input.phoneNumber, purpose: "register" },
      orderBy: { id: "desc" },
    });
    const email = "email" in input ? input.email : latest?.email;
    const newest = "email" in input || !email ? latest : await db.oneTimeCode.findFirst({ where: { email }, orderBy: { id: "desc" } });
    if (!email || !newest) return { success: true };
    if (!("email" in input)) await checkAddress(email);
    await issueCode(
      email,
      newest.purpose as CodePurpose,
      newest.userId,
      newest.payload ? JSON.parse(newest.payload) : undefined,
      newest.phoneNumber,
    );
    return { success: true };
  });
}

type SignedIn = { userId: number; firstName: string | null; registered: boolean };

/**
 * Checks the code and returns the account to sign in: the member who owns the address, or for a
 * registration the guest of the browser that entered the code (`verifierId`), upgraded in place,
 * else a new member. Never the guest that asked for the code: someone who typed another person's
 * address must not end up sharing the account its owner verifies.
 */
async function verifyCode(rawInput: unknown, verifierId: number | null = null): Promise<SignedIn> {
  const { email, otpCode } = parseAccountForm(VerifyCodeInput, rawInput, VERIFICATION_FAILED.title);
  const code = await consumeCode(email, otpCode);
  // A code that confirms a new address (email-change.server.ts) signs no one in.
  if (code.purpose === "change-email") throw new DomainError(400, said(VERIFICATION_FAILED));
  const member = await db.user.findFirst({ where: { email, isGuest: false }, select: { id: true, firstName: true } });
  if (member) return { userId: member.id, firstName: member.firstName, registered: false };
  if (code.purpose !== "register" || !code.payload) throw new DomainError(400, said(VERIFICATION_FAILED));
  const details = JSON.parse(code.payload) as Registration;
  const data = {
    isGuest: false,
    email,
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber,
    marketingOptIn: details.marketing,
    termsAcceptedAt: new Date(),
  };
  // The address is now proven theirs: a guest who merely typed it on a profile lets it go.
  await db.user.updateMany({
    where: { email, isGuest: true, ...(verifierId === null ? {} : { NOT: { id: verifierId } }) },
    data: { email: null },
  });
  // Upgraded in place: every meal, food and workout of the verifying browser's guest stays theirs.
  const upgraded = verifierId === null ? { count: 0 } : await db.user.updateMany({ where: { id: verifierId, isGuest: true }, data });
  if (upgraded.count === 1) return { userId: verifierId!, firstName: details.firstName, registered: true };
  const created = await db.user.create({ data: { ...data, dietaryRestrictions: [] }, select: { id: true } });
  return { userId: created.id, firstName: details.firstName, registered: true };
}

/** POST /api/auth/send-welcome-email: only to the signed-in member's own address. */
export async function sendWelcomeEmail(userId: number, rawInput: unknown): Promise<z.infer<typeof WelcomeSentAnswer>> {
  const { email, firstName } = validate(WelcomeInput, rawInput);
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, isGuest: true, firstName: true } });
  if (!user || user.isGuest || user.email !== email)
    throw new DomainError(403, "The welcome e-mail goes only to your own, verified address");
  const name = firstName || user.firstName || "there";
  try {
    await sendMessage({
      channel: "email",
      to: email,
      subject: "Welcome to Fitplate",
      text: `Hi ${name},\n\nWelcome to Fitplate! Log what you eat from Home, track workouts set by set, and see your progress week by week.\nSign in on any device with your e-mail and a one-time code.\n\nThe Fitplate team`,
      purpose: "welcome",
    });
  } catch (error) {
    couldNotSend(error);
  }
  return { sent: true };
}

/**
 * remix-auth's strategy for the code step: reads { email, otpCode } from a form or JSON body (the
 * doors hand it the body the write policy already read, as JSON: app/http/body.server.ts withJsonBody).
 */
class OneTimeCodeStrategy extends Strategy<SignedIn, { email: unknown; otpCode: unknown; verifierId: number | null }> {
  name = "one-time-code";
  async authenticate(request: Request): Promise<SignedIn> {
    const type = request.headers.get("Content-Type") ?? "";
    const body: unknown = type.includes("json")
      ? await request.json().catch(() => {
          throw new DomainError(400, "Body must be JSON");
        })
      : Object.fromEntries(
          await request.formData().catch(() => {
            throw new DomainError(400, "Malformed form body");
          }),
        );
    const { email, otpCode } = (body ?? {}) as { email?: unknown; otpCode?: unknown };
    return this.verify({ email, otpCode, verifierId: await getSessionUserId(request) });
  }
}

export const authenticator = new Authenticator<SignedIn>().use(
  new OneTimeCodeStrategy(({ verifierId, ...input }) => verifyCode(input, verifierId)),
);
