import { createCookie, redirect } from "@remix-run/node";
import { env, sessionSecrets } from "~/env.server";
import { EmailInput } from "~/modules/auth/account-input";
import { requestSignInCode, resendCode } from "~/modules/auth/accounts.server";
import { submitForm } from "../form.server";
import { clientIp } from "../throttle.server";
import { redirectWithToast } from "../toast.server";
import type { FormDoor } from "../write-policy.server";

// The "send me a code" steps the sign-in, kiosk and registration screens share: each hands the
// client's IP to the module, which counts the e-mail per address and per IP before anything else.

/** Where the code step is for an address, e.g. `/login?step=code` (the address rides in `codeEmailCookie`). */
type CodeStepUrl = (email: string) => string;

/**
 * The address a code was just sent to, for the code step to show: a signed cookie that lives as
 * long as the code (10 minutes), never the URL, which a shared screen's history keeps. The code
 * step's forms carry the address on in a hidden field.
 */
const codeEmailCookie = createCookie("__code_email", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.COOKIE_SECURE,
  path: "/",
  maxAge: 10 * 60,
  secrets: sessionSecrets,
});

/** The address of the code step this browser is at, or null (no code asked for here lately). */
export async function codeStepEmail(request: Request): Promise<string | null> {
  const parsed = EmailInput.safeParse({ email: await codeEmailCookie.parse(request.headers.get("Cookie")) });
  return parsed.success && parsed.data.email ? parsed.data.email : null;
}

/** The Set-Cookie that forgets the code step's address (signed in, or the screen is done). */
export const forgetCodeStepEmail = () => codeEmailCookie.serialize("", { maxAge: 0 });

const rememberedFor = async (email: string) => ({ "Set-Cookie": await codeEmailCookie.serialize(email) });

/** /login's and /kiosk's e-mail step: a sign-in code (or the "no account yet" note), then the code step. */
export function sendSignInCode({ formData, request, context }: FormDoor<unknown>, intent: string, codeStep: CodeStepUrl) {
  return submitForm(
    formData,
    intent,
    EmailInput,
    async (input) => (await requestSignInCode(input, clientIp({ request, context })), input.email),
    async (email) => redirect(codeStep(email), { headers: await rememberedFor(email) }),
  );
}

/** A resend step (/login, /registration): a new code for the address's latest request, then the code step again. */
export function resendSignInCode({ formData, request, context }: FormDoor<unknown>, intent: string, codeStep: CodeStepUrl) {
  return submitForm(
    formData,
    intent,
    EmailInput,
    async (input) => (await resendCode(input, clientIp({ request, context })), input.email),
    async (email) =>
      redirectWithToast(codeStep(email), { title: "Code sent", description: "A new code is on its way." }, await rememberedFor(email)),
  );
}
