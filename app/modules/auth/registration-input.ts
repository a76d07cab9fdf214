import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { emailText, text } from "./account-input";
import { RegistrationFields } from "./registration-fields";

// The registration form and the resend by phone number as the server checks them (commercial spec §3,
// §5, §7; pure: shared by both doors and the tests), with the phone numbers' rules of libphonenumber.

/** "+447700900123" for a number that is possible for its country (its length), else null. */
export function phoneInE164(international: string): string | null {
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isPossible() ? parsed.number : null;
}

/** The registration step: its fields, and a phone number that is possible for its country code, in E.164. */
export const RegistrationInput = RegistrationFields.superRefine((input, ctx) => {
  if (/^\d+$/.test(input.phoneNumber) && !phoneInE164(`${input.countryCode}${input.phoneNumber}`))
    ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: `Enter a phone number that is possible for ${input.countryCode}` });
}).transform(({ phoneNumber, countryCode, ...input }) => ({
  ...input,
  countryCode,
  phoneNumber,
  fullPhoneNumber: phoneInE164(`${countryCode}${phoneNumber}`) ?? `${countryCode}${phoneNumber}`,
}));
export type RegistrationInput = z.output<typeof RegistrationInput>;

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
