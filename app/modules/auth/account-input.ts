import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { cleanText } from "~/modules/text";
import { describeIssues } from "~/modules/validate";

// Registration and sign-in forms (commercial spec §3, §5, §8; pure: shared by both doors, the
// browser and the unit tests).

export const COUNTRY_CODES = [
  "+1",
  "+44",
  "+33",
  "+49",
  "+39",
  "+34",
  "+81",
  "+82",
  "+86",
  "+91",
  "+55",
  "+61",
  "+7",
  "+52",
  "+27",
] as const;

export const CODE_LENGTH = 6;

const MISSING_INFORMATION = { title: "Missing Information", description: "Please fill in all required fields." } as const;
const TERMS_REQUIRED = { title: "Terms Required", description: "Please agree to the Terms of Service to continue." } as const;
const INVALID_OTP = { title: "Invalid OTP", description: "Please enter a valid 6-digit code." } as const;
export const REGISTRATION_FAILED = { title: "Registration Failed", description: "An error occurred during registration." } as const;
export const VERIFICATION_FAILED = { title: "Verification Failed", description: "Invalid OTP code. Please try again." } as const;
export const FAILED_TO_RESEND = "Failed to Resend";

export const said = (words: { title: string; description: string }) => `${words.title}: ${words.description}`;

/** The rules §5 words with a title of their own: their message stands alone, without a field name. */
const TITLED_RULES = new Set([said(MISSING_INFORMATION), said(TERMS_REQUIRED), said(INVALID_OTP)]);

/**
 * A refused account form in the spec's words (commercial §5, §8): a titled rule alone ("Invalid
 * OTP: Please enter a valid 6-digit code."), else what is wrong under the door's failure title
 * ("Registration Failed: phoneNumber: …").
 */
export function accountRefusal(error: z.ZodError, failureTitle: string): string {
  const titled = error.issues.find((issue) => TITLED_RULES.has(issue.message));
  return titled ? titled.message : `${failureTitle}: ${describeIssues(error)}`;
}

/** "+447700900123" for a number that is possible for its country (its length), else null. */
export function phoneInE164(international: string): string | null {
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isPossible() ? parsed.number : null;
}

/** Text from a form or JSON: cleaned, trimmed, "" when missing or not text. */
const text = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? cleanText(value) : ""))
    .refine((value) => value.length <= max, `At most ${max} characters`);

/** An e-mail address, lower-cased; "" when missing (required-ness is checked by the form). */
const emailText = text(254)
  .transform((value) => value.toLowerCase())
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid e-mail address");

const checked = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** The registration step (commercial spec §3): every field but marketing is required. */
export const RegistrationInput = z
  .object({
    firstName: text(60),
    lastName: text(60),
    email: emailText,
    countryCode: z
      .unknown()
      .optional()
      .transform((value) => ((COUNTRY_CODES as readonly unknown[]).includes(value) ? (value as string) : "+1")),
    phoneNumber: text(20).refine((value) => /^\d*$/.test(value), "Digits only"),
    agreeToTerms: checked,
    agreeToMarketing: checked,
  })
  .superRefine((input, ctx) => {
    const missing = (["firstName", "lastName", "email", "phoneNumber"] as const).filter((field) => input[field] === "");
    for (const field of missing) ctx.addIssue({ code: "custom", path: [field], message: "Required" });
    if (missing.length > 0) ctx.addIssue({ code: "custom", path: [], message: said(MISSING_INFORMATION) });
    else if (!input.agreeToTerms) ctx.addIssue({ code: "custom", path: ["agreeToTerms"], message: said(TERMS_REQUIRED) });
    if (/^\d+$/.test(input.phoneNumber) && !phoneInE164(`${input.countryCode}${input.phoneNumber}`))
      ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: `Enter a phone number that is possible for ${input.countryCode}` });
  })
  .transform(({ phoneNumber, countryCode, ...input }) => ({
    ...input,
    countryCode,
    phoneNumber,
    fullPhoneNumber: phoneInE164(`${countryCode}${phoneNumber}`) ?? `${countryCode}${phoneNumber}`,
  }));
export type RegistrationInput = z.output<typeof RegistrationInput>;

/** A six-digit code, digits only (commercial spec §5). */
const CodeSchema = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : ""))
  .refine((value) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value), said(INVALID_OTP));

/** The code step: { email, otpCode }. */
export const VerifyCodeInput = z.object({
  email: emailText.refine((value) => value !== "", "Enter your e-mail address"),
  otpCode: CodeSchema,
});

/** Asking for a code (sign-in, resend): { email }. */
export const EmailInput = z.object({ email: emailText.refine((value) => value !== "", "Enter your e-mail address") });

/**
 * A new code (commercial spec §7): `{ phoneNumber }`, the pending registration's number in
 * international form (or national digits with `countryCode`), or `{ email }`.
 */
export const ResendInput = z
  .object({ email: emailText, phoneNumber: text(24), countryCode: z.unknown().optional() })
  .transform((input, ctx): { email: string } | { phoneNumber: string } => {
    if (input.email !== "") return { email: input.email };
    const international = input.phoneNumber.startsWith("+") ? input.phoneNumber : `${String(input.countryCode ?? "")}${input.phoneNumber}`;
    const phoneNumber = input.phoneNumber === "" ? null : phoneInE164(international);
    if (phoneNumber) return { phoneNumber };
    ctx.addIssue({ code: "custom", path: [], message: "Enter your e-mail address or the phone number you registered with" });
    return z.NEVER;
  });

/** The welcome e-mail after registering: { email, firstName? }. */
export const WelcomeInput = z.object({ email: emailText, firstName: text(60).optional() });
