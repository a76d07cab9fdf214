import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { readFormData } from "~/http/form-data.server";
import { formErrorOf, replyFor, type FormReply } from "~/http/form-reply";
import { submitForm } from "~/http/form.server";
import { throttleFormWrite } from "~/http/throttle.server";
import { redirectWithToast } from "~/http/toast.server";
import { EmailInput } from "~/modules/auth/account-input";
import { authenticator, requestSignInCode, resendCode } from "~/modules/auth/accounts.server";
import { getSessionUserId, rotateSession } from "~/modules/auth/session.server";
import { DomainError, domainErrorHeaders } from "~/modules/errors";
import { Button } from "~/ui/Button";
import { CodeStep } from "~/ui/account/CodeStep";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Sign in — Fitplate" }];

// Sign in by code: e-mail → code → signed in (a new session; the guest one, if any, ends).
const STEPS = { email: "email", code: "code", resend: "resend" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = EmailInput.safeParse({ email: url.searchParams.get("email") });
  return url.searchParams.get("step") === STEPS.code && email.success
    ? { step: STEPS.code, email: email.data.email }
    : { step: STEPS.email, email: null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const step = new URL(request.url).searchParams.get("step") ?? STEPS.email;
  const limited = await throttleFormWrite({ request, context }, await getSessionUserId(request), step);
  if (limited) return limited;
  if (step === STEPS.code) {
    try {
      const { userId } = await authenticator.authenticate("one-time-code", request);
      const setCookie = await rotateSession(request, userId);
      return redirectWithToast("/", { title: "Signed in", description: "Welcome back!" }, { "Set-Cookie": setCookie });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return data<FormReply>(
        { intent: STEPS.code, result: { status: "error", error: { "": [error.message] } } },
        { status: error.status, headers: domainErrorHeaders(error) },
      );
    }
  }
  const formData = await readFormData(request);
  const toCode = () => `/login?step=${STEPS.code}&email=${encodeURIComponent(String(formData.get("email")).trim().toLowerCase())}`;
  if (step === STEPS.resend) {
    return submitForm(formData, STEPS.code, EmailInput, resendCode, () =>
      redirectWithToast(toCode(), { title: "Code sent", description: "A new code is on its way." }),
    );
  }
  return submitForm(formData, STEPS.email, EmailInput, requestSignInCode, () => redirect(toCode()));
}

export default function Login() {
  const { step, email } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "login",
    lastResult: replyFor(reply, STEPS.email),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailInput }),
  });
  return (
    <div className="mx-auto max-w-lg space-y-4">
      <PageHeader title="Sign in" subtitle="No password: we e-mail you a one-time code." />
      <Card>
        {step === STEPS.code && email ? (
          <CodeStep
            email={email}
            verifyAction={`/login?step=${STEPS.code}&email=${encodeURIComponent(email)}`}
            resendAction={`/login?step=${STEPS.resend}`}
            error={formErrorOf(reply, STEPS.code)}
            busy={busy}
          />
        ) : (
          <Form method="post" action={`/login?step=${STEPS.email}`} {...getFormProps(form)}>
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
