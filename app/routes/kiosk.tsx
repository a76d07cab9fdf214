import { pageLoader } from "~/http/read-policy.server";
import { getInputProps, useForm } from "@conform-to/react";
import { redirect, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { withJsonBody } from "~/http/body.server";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { codeStepEmail, forgetCodeStepEmail, sendSignInCode } from "~/http/screens/code-steps.server";
import { authenticator } from "~/modules/auth/accounts.server";
import { CLEAR_SITE_DATA, isKioskRequest, MARK_KIOSK, UNMARK_KIOSK } from "~/modules/auth/kiosk.server";
import { endSession, rotateSession } from "~/modules/auth/session.server";
import { Button } from "~/ui/Button";
import { CodeStep } from "~/ui/account/CodeStep";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { formAction, stepOf } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "Gym kiosk — Fitplate" }];

// A shared gym screen: a member signs in with e-mail + code; the session lives in this browser
// session only and ends after 2 idle minutes (server-enforced) or on Done.
const STEPS = { email: "email", code: "code", done: "done", idle: "idle", leave: "leave" } as const;

/** Done, or the kiosk bar's idle countdown at 0: the session ends whoever asks (nothing to throttle or read). */
const endKioskSession = (ended: "done" | "idle") => ({
  guard: "none" as const,
  throttle: false as const,
  read: false,
  run: async ({ request }: { request: Request }) => {
    const headers = new Headers(CLEAR_SITE_DATA);
    headers.append("Set-Cookie", await endSession(request));
    headers.append("Set-Cookie", await forgetCodeStepEmail());
    // The screen stays a kiosk (its marker stays): the next member's session is a kiosk one too.
    return redirect(`/kiosk?ended=${ended}`, { headers });
  },
});

/** "Leave kiosk mode": this browser is no shared screen after all (a member tried the kiosk on their phone). */
const leaveKiosk = {
  guard: "none" as const,
  throttle: false as const,
  read: false,
  run: async ({ request }: { request: Request }) => {
    const headers = new Headers(CLEAR_SITE_DATA);
    headers.append("Set-Cookie", await endSession(request));
    headers.append("Set-Cookie", UNMARK_KIOSK);
    return redirect("/", { headers });
  },
};

export const loader = pageLoader("session", async ({ request, url, userId }) => {
  const email = await codeStepEmail(request);
  const ended = url.searchParams.get("ended");
  return {
    step: url.searchParams.get("step") === STEPS.code && email ? STEPS.code : STEPS.email,
    email,
    ended: ended === "idle" || ended === "done" ? ended : null,
    // A member still signed in here (another tab, or the Back button) is shown Done, not their data.
    signedIn: userId !== null,
    kioskScreen: isKioskRequest(request),
  };
});

export const action = formAction({
  guard: "session",
  throttle: "write",
  intent: { fromUrl: (url) => stepOf(url, [STEPS.done, STEPS.idle, STEPS.leave, STEPS.code], STEPS.email) },
  intents: {
    [STEPS.done]: endKioskSession("done"),
    [STEPS.idle]: endKioskSession("idle"),
    [STEPS.leave]: leaveKiosk,
    [STEPS.code]: async ({ request, formData }) => {
      const { userId } = await authenticator.authenticate("one-time-code", withJsonBody(request, Object.fromEntries(formData)));
      const headers = new Headers();
      headers.append("Set-Cookie", await rotateSession(request, userId, { kiosk: true }));
      headers.append("Set-Cookie", MARK_KIOSK);
      headers.append("Set-Cookie", await forgetCodeStepEmail());
      return redirect("/", { headers });
    },
    [STEPS.email]: (door) => sendSignInCode(door, STEPS.email, () => `/kiosk?step=${STEPS.code}`),
  },
});

export default function Kiosk() {
  const { step, email, ended, signedIn, kioskScreen } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/auth/account-input"),
    ({ EmailInput }, formData, parseWithZod) => parseWithZod(formData, { schema: EmailInput }),
  );
  const [form, fields] = useForm({
    id: "kiosk-email",
    lastResult: replyFor(reply, STEPS.email),
    shouldValidate: "onSubmit",
    onValidate,
  });
  return (
    <div className="mx-auto max-w-xl space-y-4 text-lg">
      <PageHeader title="Gym kiosk" subtitle="Sign in for this visit. You are signed out after 2 idle minutes or when you tap Done." />
      {ended ? (
        <p role="status" className="rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-900">
          {ended === "idle" ? "Signed out after 2 idle minutes." : "Signed out. See you next time!"}
        </p>
      ) : null}
      <Card>
        {signedIn ? (
          <Form method="post" action={`/kiosk?step=${STEPS.done}`} replace className="space-y-3">
            <p>Someone is still signed in on this screen.</p>
            <Button className="w-full">Done</Button>
          </Form>
        ) : step === STEPS.code && email ? (
          <CodeStep
            email={email}
            verifyAction={`/kiosk?step=${STEPS.code}`}
            resendAction={`/kiosk?step=${STEPS.email}`}
            error={formErrorOf(reply, STEPS.code)}
            busy={busy}
          />
        ) : (
          <Form method="post" action={`/kiosk?step=${STEPS.email}`} {...formProps(form)}>
            <Field label="Your e-mail" meta={fields.email} description="We e-mail you a one-time code.">
              {(control) => (
                <input
                  {...getInputProps(fields.email, { type: "email" })}
                  {...control}
                  autoComplete="off"
                  className={`${inputClass} text-xl`}
                />
              )}
            </Field>
            <FormAlert message={formErrorOf(reply, STEPS.email)} className="mb-2" />
            <Button disabled={busy} className="w-full text-xl">
              Send me a code
            </Button>
          </Form>
        )}
      </Card>
      {kioskScreen && !signedIn ? (
        <Form method="post" action={`/kiosk?step=${STEPS.leave}`} replace className="text-center">
          <Button variant="ghost" className="text-base">
            Not a shared screen? Leave kiosk mode
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
