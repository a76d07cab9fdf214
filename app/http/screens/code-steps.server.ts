import { redirect } from "@remix-run/node";
import { EmailInput } from "~/modules/auth/account-input";
import { requestSignInCode, resendCode } from "~/modules/auth/accounts.server";
import { submitForm } from "../form.server";
import { clientIp } from "../throttle.server";
import { redirectWithToast } from "../toast.server";
import type { FormDoor } from "../write-policy.server";

// The "send me a code" steps the sign-in, kiosk and registration screens share: each hands the
// client's IP to the module, which counts the e-mail per address and per IP before anything else.

/** Where the code step is for an address, e.g. `/login?step=code&email=…`. */
type CodeStepUrl = (email: string) => string;

/** /login's and /kiosk's e-mail step: a sign-in code (or the "no account yet" note), then the code step. */
export function sendSignInCode({ formData, request, context }: FormDoor<unknown>, intent: string, codeStep: CodeStepUrl) {
  return submitForm(
    formData,
    intent,
    EmailInput,
    async (input) => (await requestSignInCode(input, clientIp({ request, context })), input.email),
    (email) => redirect(codeStep(email)),
  );
}

/** A resend step (/login, /registration): a new code for the address's latest request, then the code step again. */
export function resendSignInCode({ formData, request, context }: FormDoor<unknown>, intent: string, codeStep: CodeStepUrl) {
  return submitForm(
    formData,
    intent,
    EmailInput,
    async (input) => (await resendCode(input, clientIp({ request, context })), input.email),
    (email) => redirectWithToast(codeStep(email), { title: "Code sent", description: "A new code is on its way." }),
  );
}
