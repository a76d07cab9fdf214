import { pageLoader } from "~/http/read-policy.server";
import { getInputProps, useForm } from "@conform-to/react";
import { redirect, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { clientIp } from "~/http/throttle.server";
import { redirectWithToast } from "~/http/toast.server";
import { formAction, stepOf, type FormDoor } from "~/http/write-policy.server";
import { EmailInput } from "~/modules/auth/account-input";
import { confirmEmailChange, requestEmailChange } from "~/modules/auth/email-change.server";
import { PROFILE_UPDATED } from "~/modules/user/profile-fields";
import { getProfile } from "~/modules/user/profile.server";
import { Button } from "~/ui/Button";
import { CodeStep } from "~/ui/account/CodeStep";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { useLazyValidation } from "~/ui/useLazyValidation";

export const meta: MetaFunction = () => [{ title: "Change e-mail — Fitplate" }];

// New address → code sent there → entered here: the e-mail switches (issue 25 item 3), a member's
// sign-in e-mail or a guest's profile e-mail (issue 37 item 5).
const STEPS = { email: "email", code: "code", resend: "resend" } as const;
const codeStep = (email: string) => `/profile/email?step=${STEPS.code}&email=${encodeURIComponent(email)}`;

export const loader = pageLoader("page", async ({ userId, url }) => {
  const profile = await getProfile(userId);
  if (!profile) throw redirect("/profile");
  const email = EmailInput.safeParse({ email: url.searchParams.get("email") });
  const step = url.searchParams.get("step");
  // A refused resend answers on its own URL: the code step still shows, with the refusal.
  const newEmail = (step === STEPS.code || step === STEPS.resend) && email.success ? email.data.email : null;
  return { current: profile.email, isGuest: profile.isGuest, newEmail };
});

const sendCode = (
  { userId, formData, intent, request, context }: FormDoor<number>,
  done: (email: string) => Response | Promise<Response>,
) =>
  submitForm(
    formData,
    intent,
    EmailInput,
    async (input) => (await requestEmailChange(userId, input, clientIp({ request, context }))).email,
    done,
  );

export const action = formAction({
  guard: "page",
  throttle: "write",
  intent: { fromUrl: (url) => stepOf(url, [STEPS.code, STEPS.resend], STEPS.email) },
  intents: {
    [STEPS.email]: (door) => sendCode(door, (email) => redirect(codeStep(email))),
    [STEPS.resend]: (door) =>
      sendCode(door, (email) => redirectWithToast(codeStep(email), { title: "Code sent", description: "A new code is on its way." })),
    [STEPS.code]: async ({ userId, formData }) => {
      const { email } = await confirmEmailChange(userId, Object.fromEntries(formData));
      return redirectWithToast("/profile", { title: PROFILE_UPDATED, description: `Your e-mail is now ${email}.` });
    },
  },
});

export default function ChangeEmail() {
  const { current, isGuest, newEmail } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/auth/account-input"),
    ({ EmailInput }, formData, parseWithZod) => parseWithZod(formData, { schema: EmailInput }),
  );
  const [form, fields] = useForm({
    id: "change-email",
    lastResult: replyFor(reply, STEPS.email),
    shouldValidate: "onSubmit",
    onValidate,
  });
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageHeader
        title={isGuest ? "Change e-mail" : "Change sign-in e-mail"}
        subtitle="We e-mail a code to the new address; entering it makes the switch."
      />
      <Card>
        <p className="mb-3 text-sm text-slate-700">
          {isGuest ? (
            current ? (
              <>
                Your profile’s e-mail is <span className="break-all font-medium">{current}</span>.
              </>
            ) : (
              "Your profile has no e-mail yet."
            )
          ) : (
            <>
              You sign in with <span className="break-all font-medium">{current}</span>. We will tell that address when it changes.
            </>
          )}
        </p>
        {newEmail ? (
          <CodeStep
            email={newEmail}
            verifyAction={codeStep(newEmail)}
            resendAction={`/profile/email?step=${STEPS.resend}&email=${encodeURIComponent(newEmail)}`}
            error={formErrorOf(reply, STEPS.code) ?? formErrorOf(reply, STEPS.resend)}
            busy={busy}
          />
        ) : (
          <Form method="post" action={`/profile/email?step=${STEPS.email}`} {...formProps(form)}>
            <Field label="New e-mail" meta={fields.email}>
              {(control) => (
                <input {...getInputProps(fields.email, { type: "email" })} {...control} autoComplete="email" className={inputClass} />
              )}
            </Field>
            <FormAlert message={formErrorOf(reply, STEPS.email)} className="mb-2" />
            <Button disabled={busy} className="w-full">
              {busy ? "Sending…" : "Send a code to the new address"}
            </Button>
          </Form>
        )}
      </Card>
      <p className="text-center text-sm text-slate-700">
        <Link to="/profile" className="font-medium text-brand-700 underline">
          Back to Profile
        </Link>
      </p>
    </div>
  );
}
