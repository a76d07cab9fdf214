import { z } from "zod";
import { cleanText } from "~/modules/text";

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

const said = (words: { title: string; description: string }) => `${words.title}: ${words.description}`;

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
  })
  .transform(({ phoneNumber, countryCode, ...input }) => ({
    ...input,
    countryCode,
    phoneNumber,
    fullPhoneNumber: `${countryCode}${phoneNumber}`,
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

/** The welcome e-mail after registering: { email, firstName? }. */
export const WelcomeInput = z.object({ email: emailText, firstName: text(60).optional() });
