import { Form } from "@remix-run/react";
import { CODE_LENGTH } from "~/modules/auth/one-time-code";
import { Button } from "~/ui/Button";
import { inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";

/**
 * The code step of /registration, /login and /kiosk: six digits, sent to `email`; resend below. The
 * field takes digits only (a numeric keypad, `pattern` for the browser, letters dropped as typed with
 * JavaScript); the server checks the code again and says the spec's "Invalid OTP: Please enter a
 * valid 6-digit code." for anything else.
 */
export function CodeStep({
  email,
  verifyAction,
  resendAction,
  error,
  busy,
}: {
  email: string;
  verifyAction: string;
  resendAction: string;
  error: string | null;
  busy: boolean;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        We sent a {CODE_LENGTH}-digit code to <span className="break-all font-medium">{email}</span>. It works once, for 10 minutes.
      </p>
      <Form method="post" action={verifyAction} className="space-y-2">
        <input type="hidden" name="email" value={email} />
        <label htmlFor="otp-code" className="block text-sm font-medium text-slate-800">
          Code
        </label>
        <input
          id="otp-code"
          name="otpCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          pattern={`[0-9]{${CODE_LENGTH}}`}
          title={`The ${CODE_LENGTH} digits from the e-mail`}
          onInput={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, "");
            if (digits !== event.currentTarget.value) event.currentTarget.value = digits;
          }}
          aria-describedby={error ? "otp-error" : undefined}
          className={`${inputClass} text-center text-2xl tracking-[0.5em]`}
        />
        <div id="otp-error">
          <FormAlert message={error} />
        </div>
        <Button disabled={busy} className="w-full">
          Verify
        </Button>
      </Form>
      <Form method="post" action={resendAction}>
        <input type="hidden" name="email" value={email} />
        <Button variant="ghost" disabled={busy} className="w-full">
          Send a new code
        </Button>
      </Form>
    </div>
  );
}
