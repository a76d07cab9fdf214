import { z } from "zod";
import { cleanText, fitsText } from "~/modules/text";
import { describeIssues } from "~/modules/validate";
import { CODE_LENGTH } from "./one-time-code";

// The account forms' shared words and fields: codes, e-mail addresses (commercial spec §5, §8; pure:
// shared by both doors, the browser and the tests). The phone-number rules are in
// registration-input.ts, so that only the registration screen ships libphonenumber's metadata.

export const MISSING_INFORMATION = { title: "Missing Information", description: "Please fill in all required fields." } as const;
export const TERMS_REQUIRED = { title: "Terms Required", description: "Please agree to the Terms of Service to continue." } as const;
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

/** Text from a form or JSON: cleaned, trimmed, "" when missing or not text. */
export const text = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? cleanText(value) : ""))
    .refine((value) => fitsText(value, max), `At most ${max} characters`);

/** An e-mail address, lower-cased; "" when missing (required-ness is checked by the form). */
export const emailText = text(254)
  .transform((value) => value.toLowerCase())
  .refine((value) => value === "" || z.email().safeParse(value).success, "Enter a valid e-mail address");

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

/** The welcome e-mail after registering: { email, firstName? }. */
export const WelcomeInput = z.object({ email: emailText, firstName: text(60).optional() });
