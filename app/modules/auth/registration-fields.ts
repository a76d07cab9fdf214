import { z } from "zod";
import { emailText, MISSING_INFORMATION, said, TERMS_REQUIRED, text } from "./account-input";
import { COUNTRY_CODES } from "./country-codes";

// The registration form as the browser checks it (commercial spec §3, §5; pure).

const checked = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/**
 * The registration step's fields (commercial spec §3): every field but marketing is required. The
 * browser checks these; the server's RegistrationInput (registration-input.ts) adds the number's
 * length for its country, so the page does not ship libphonenumber's metadata.
 */
export const RegistrationFields = z
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
  });
