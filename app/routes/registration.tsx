import { pageLoader } from "~/http/read-policy.server";
import { getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { redirect, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { withJsonBody } from "~/http/body.server";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { resendSignInCode } from "~/http/screens/code-steps.server";
import { clientIp } from "~/http/throttle.server";
import { redirectWithToast } from "~/http/toast.server";
import { EmailInput } from "~/modules/auth/account-input";
import { COUNTRY_CODES } from "~/modules/auth/country-codes";
import { RegistrationInput } from "~/modules/auth/registration-input";
import { authenticator, register, sendWelcomeEmail } from "~/modules/auth/accounts.server";
import { rotateSession } from "~/modules/auth/session.server";
import { getProfile } from "~/modules/user/profile.server";
import { buttonClass, Button } from "~/ui/Button";
import { CodeStep } from "~/ui/account/CodeStep";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { formAction, stepOf } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "Register — Fitplate" }];

// Three steps (commercial spec §2.8, §4): registration → otp → complete, each a server form.
const STEPS = { registration: "registration", otp: "otp", resend: "resend", complete: "complete" } as const;

export const loader = pageLoader("session", async ({ url, userId }) => {
  const step = url.searchParams.get("step");
  if (step === STEPS.complete) {
    const profile = userId === null ? null : await getProfile(userId);
    if (!profile || profile.isGuest) throw redirect("/registration");
    return { step: STEPS.complete, email: profile.email, firstName: profile.firstName };
  }
  const email = EmailInput.safeParse({ email: url.searchParams.get("email") });
  // A refused resend answers on its own URL: the code step still shows, with the refusal.
  if ((step === STEPS.otp || step === STEPS.resend) && email.success) return { step: STEPS.otp, email: email.data.email, firstName: null };
  return { step: STEPS.registration, email: null, firstName: null };
});

export const action = formAction({
  guard: "session",
  throttle: "write",
  intent: { fromUrl: (url) => stepOf(url, [STEPS.otp, STEPS.resend], STEPS.registration) },
  intents: {
    [STEPS.otp]: async ({ request, formData }) => {
      const signedIn = await authenticator.authenticate("one-time-code", withJsonBody(request, Object.fromEntries(formData)));
      const setCookie = await rotateSession(request, signedIn.userId);
      if (!signedIn.registered)
        return redirectWithToast("/", { title: "Signed in", description: "Welcome back!" }, { "Set-Cookie": setCookie });
      const profile = await getProfile(signedIn.userId);
      // Spec §4: after verification the welcome e-mail is requested; a failure to send it does not undo the registration.
      await sendWelcomeEmail(signedIn.userId, { email: profile?.email, firstName: profile?.firstName }).catch((error: unknown) =>
        console.warn("registration: the welcome e-mail was not sent:", error instanceof Error ? error.message : error),
      );
      return redirect(`/registration?step=${STEPS.complete}`, { headers: { "Set-Cookie": setCookie } });
    },
    [STEPS.resend]: (door) =>
      resendSignInCode(door, STEPS.otp, (email) => `/registration?step=${STEPS.otp}&email=${encodeURIComponent(email)}`),
    [STEPS.registration]: ({ userId, formData, intent, request, context }) =>
      submitForm(
        formData,
        intent,
        RegistrationInput,
        (input) => register(input, userId, clientIp({ request, context })),
        () => redirect(`/registration?step=${STEPS.otp}&email=${encodeURIComponent(String(formData.get("email")).trim().toLowerCase())}`),
      ),
  },
});

export default function Registration() {
  const { step, email, firstName } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageHeader title="Create your account" subtitle="Keep everything you log, on every device." />
      <ol className="flex gap-2 text-xs font-semibold" aria-label="Steps">
        {(["Your details", "Code", "Done"] as const).map((label, index) => {
          const current = [STEPS.registration, STEPS.otp, STEPS.complete].indexOf(step) === index;
          return (
            <li
              key={label}
              aria-current={current ? "step" : undefined}
              className={`flex-1 rounded-full px-3 py-1 text-center ${current ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700"}`}
            >
              {index + 1}. {label}
            </li>
          );
        })}
      </ol>
      <Card>
        {step === STEPS.complete ? (
          <div className="space-y-3 text-center">
            <h2 className="text-xl font-bold">You&apos;re all set{firstName ? `, ${firstName}` : ""}!</h2>
            <p className="text-sm text-slate-700">
              Your account is <span className="break-all font-medium">{email}</span>. Everything you logged as a guest is still here. Sign
              in on any device with your e-mail and a one-time code.
            </p>
            <Link to="/onboarding" className={buttonClass("primary", "w-full")}>
              Start Your Journey
            </Link>
          </div>
        ) : step === STEPS.otp && email ? (
          <CodeStep
            email={email}
            verifyAction={`/registration?step=${STEPS.otp}&email=${encodeURIComponent(email)}`}
            resendAction={`/registration?step=${STEPS.resend}&email=${encodeURIComponent(email)}`}
            error={formErrorOf(reply, STEPS.otp)}
            busy={busy}
          />
        ) : (
          <RegistrationForm reply={reply} busy={busy} />
        )}
      </Card>
      <p className="text-center text-sm text-slate-700">
        Already registered?{" "}
        <Link to="/login" className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}

function RegistrationForm({ reply, busy }: { reply: FormReply | undefined; busy: boolean }) {
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/auth/registration-fields"),
    ({ RegistrationFields }, formData, parseWithZod) => parseWithZod(formData, { schema: RegistrationFields }),
  );
  const [form, fields] = useForm({
    id: "registration",
    lastResult: replyFor(reply, STEPS.registration),
    shouldValidate: "onSubmit",
    onValidate,
  });
  return (
    <Form method="post" action={`/registration?step=${STEPS.registration}`} {...formProps(form)}>
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
        <Field label="First name" meta={fields.firstName}>
          {(control) => (
            <input {...getInputProps(fields.firstName, { type: "text" })} {...control} autoComplete="given-name" className={inputClass} />
          )}
        </Field>
        <Field label="Last name" meta={fields.lastName}>
          {(control) => (
            <input {...getInputProps(fields.lastName, { type: "text" })} {...control} autoComplete="family-name" className={inputClass} />
          )}
        </Field>
      </div>
      <Field label="E-mail" meta={fields.email}>
        {(control) => (
          <input {...getInputProps(fields.email, { type: "email" })} {...control} autoComplete="email" className={inputClass} />
        )}
      </Field>
      <div className="grid grid-cols-[7rem_1fr] gap-x-3">
        <Field label="Country code" meta={fields.countryCode}>
          {(control) => (
            <select
              {...getSelectProps(fields.countryCode)}
              {...control}
              defaultValue={typeof fields.countryCode.initialValue === "string" ? fields.countryCode.initialValue : "+1"}
              className={inputClass}
            >
              {COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Phone (digits only)" meta={fields.phoneNumber}>
          {(control) => (
            <input
              {...getInputProps(fields.phoneNumber, { type: "tel" })}
              {...control}
              inputMode="numeric"
              autoComplete="tel-national"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="space-y-2 py-2 text-sm">
        <label className="flex min-h-touch items-center gap-3">
          <input {...getInputProps(fields.agreeToTerms, { type: "checkbox" })} className="h-6 w-6 accent-brand-700" />
          <span>
            I agree to the{" "}
            <Link to="/terms" className="font-semibold text-brand-700 underline">
              Terms of Service
            </Link>
          </span>
        </label>
        <p id={fields.agreeToTerms.errorId} className="min-h-5 text-xs text-red-700">
          {fields.agreeToTerms.errors?.join(" ") ?? ""}
        </p>
        <label className="flex min-h-touch items-center gap-3">
          <input {...getInputProps(fields.agreeToMarketing, { type: "checkbox" })} className="h-6 w-6 accent-brand-700" />
          <span>Send me tips and offers (optional)</span>
        </label>
      </div>
      <FormAlert message={formErrorOf(reply, STEPS.registration) ?? form.errors?.join(" ")} className="mb-2" />
      <Button disabled={busy} className="w-full">
        {busy ? "Sending…" : "Create Account"}
      </Button>
    </Form>
  );
}
