import { pageLoader } from "~/http/read-policy.server";
import { getInputProps, useForm } from "@conform-to/react";
import { type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { withJsonBody } from "~/http/body.server";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { codeStepEmail, forgetCodeStepEmail, resendSignInCode, sendSignInCode } from "~/http/screens/code-steps.server";
import { redirectWithToast } from "~/http/toast.server";
import { authenticator } from "~/modules/auth/accounts.server";
import { rotateSession } from "~/modules/auth/session.server";
import { Button } from "~/ui/Button";
import { CodeStep } from "~/ui/account/CodeStep";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { formAction, stepOf } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "Sign in — Fitplate" }];

// Sign in by code: e-mail → code → signed in (a new session; the guest one, if any, ends).
const STEPS = { email: "email", code: "code", resend: "resend" } as const;

export const loader = pageLoader("none", async ({ request, url }) => {
  const step = url.searchParams.get("step");
  const email = await codeStepEmail(request);
  // A refused resend answers on its own URL: the code step still shows, with the refusal.
  return (step === STEPS.code || step === STEPS.resend) && email ? { step: STEPS.code, email } : { step: STEPS.email, email: null };
});

export const action = formAction({
  guard: "session",
  throttle: "write",
  intent: { fromUrl: (url) => stepOf(url, [STEPS.code, STEPS.resend], STEPS.email) },
  intents: {
    [STEPS.code]: async ({ request, formData }) => {
      const { userId } = await authenticator.authenticate("one-time-code", withJsonBody(request, Object.fromEntries(formData)));
      const headers = new Headers();
      headers.append("Set-Cookie", await rotateSession(request, userId));
      headers.append("Set-Cookie", await forgetCodeStepEmail());
      return redirectWithToast("/", { title: "Signed in", description: "Welcome back!" }, headers);
    },
    [STEPS.resend]: (door) => resendSignInCode(door, STEPS.code, codeStep),
    [STEPS.email]: (door) => sendSignInCode(door, STEPS.email, codeStep),
  },
});

const codeStep = () => `/login?step=${STEPS.code}`;

export default function Login() {
  const { step, email } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/auth/account-input"),
    ({ EmailInput }, formData, parseWithZod) => parseWithZod(formData, { schema: EmailInput }),
  );
  const [form, fields] = useForm({
    id: "login",
    lastResult: replyFor(reply, STEPS.email),
    shouldValidate: "onSubmit",
    onValidate,
  });
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageHeader title="Sign in" subtitle="No password: we e-mail you a one-time code." />
      <Card>
        {step === STEPS.code && email ? (
          <CodeStep
            email={email}
            verifyAction={`/login?step=${STEPS.code}`}
            resendAction={`/login?step=${STEPS.resend}`}
            error={formErrorOf(reply, STEPS.code)}
            busy={busy}
          />
        ) : (
          <Form method="post" action={`/login?step=${STEPS.email}`} {...formProps(form)}>
            <Field label="E-mail" meta={fields.email} description="If this address has an account, a code arrives in a minute.">
              {(control) => (
                <input {...getInputProps(fields.email, { type: "email" })} {...control} autoComplete="email" className={inputClass} />
              )}
            </Field>
            <FormAlert message={formErrorOf(reply, STEPS.email)} className="mb-2" />
            <Button disabled={busy} className="w-full">
              {busy ? "Sending…" : "Send me a code"}
            </Button>
          </Form>
        )}
      </Card>
      <p className="text-center text-sm text-slate-700">
        New here?{" "}
        <Link to="/registration" className="font-medium text-brand-700 underline">
          Create an account
        </Link>
      </p>
    </div>
  );
}
