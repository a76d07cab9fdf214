import { Form } from "@remix-run/react";
import { CODE_LENGTH } from "~/modules/auth/account-input";
import { Button } from "~/ui/Button";
import { inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";

/**
 * The code step of /registration, /login and /kiosk: six digits, sent to `email`; resend below. The
 * server checks the code (no `pattern`/`required`: the browser's own words would stand in for the
 * spec's "Invalid OTP: Please enter a valid 6-digit code.").
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
