import { getInputProps, useForm } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { formErrorOf, replyFor, titleOf, type FormReply } from "~/shared/form-reply";
import { CALL_REQUEST_INTENT, WHATSAPP_TEST_FAILED, WHATSAPP_TEST_INTENT } from "~/modules/support/ticket-fields";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { useToast } from "~/ui/ToastArea";

type Props = {
  reply: FormReply | undefined;
  busyIntent: string | null;
  supportEmail: string;
  whatsappConfigured: boolean;
  phoneSupport: boolean;
};

/**
 * The three ways to reach us (commercial spec §2.3): the chat around the clock with replies on
 * WhatsApp, e-mail, phone call-backs (premium only, enforced by requestCall on the server).
 */
export function Channels({ reply, busyIntent, supportEmail, whatsappConfigured, phoneSupport }: Props) {
  return (
    <Card title="Contact us" titleId="contact-us">
      <ul className="space-y-4 text-sm">
        <li>
          <h3 className="font-semibold">WhatsApp chat · 24/7</h3>
          <p className="text-slate-700">
            The support chat answers at any hour. Give your WhatsApp number on a ticket and our team replies there too; send yourself a test
            message to check the number.
            {whatsappConfigured ? null : " WhatsApp is not configured on this server: test messages are kept in its outbox, not sent."}
          </p>
          <WhatsAppTestForm reply={reply} />
        </li>
        <li>
          <h3 className="font-semibold">E-mail · answered within 24 hours</h3>
          <p className="text-slate-700">
            Write to{" "}
            <a className="break-all font-medium text-brand-700 underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
        </li>
        <li>
          <h3 className="font-semibold">
            Phone support <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Premium</span>
          </h3>
          {phoneSupport ? (
            <CallRequestForm reply={reply} busy={busyIntent === CALL_REQUEST_INTENT} />
          ) : (
            <>
              {/* A refusal (e.g. the plan ended after this page was loaded) shows here, next to the way to Premium. */}
              <FormAlert message={formErrorOf(reply, CALL_REQUEST_INTENT)} className="my-2" />
              <p className="text-slate-700">
                A person calls you back, for Premium members.{" "}
                <Link to="/premium" className="font-medium text-brand-700 underline">
                  See Premium
                </Link>
              </p>
            </>
          )}
        </li>
      </ul>
    </Card>
  );
}

/**
 * The messaging test. Without JavaScript a plain form post (the page re-renders with the reply);
 * with it a fetcher, so a slow send is not a page navigation (the chat's Send Message stays
 * usable). Success redirects with a toast either way; "WhatsApp Test Failed" is also a toast with
 * JavaScript.
 */
function WhatsAppTestForm({ reply }: { reply: FormReply | undefined }) {
  const fetcher = useFetcher<FormReply>();
  const showToast = useToast();
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/support/ticket-input"),
    ({ WhatsAppTestInput }, formData, parseWithZod) => parseWithZod(formData, { schema: WhatsAppTestInput }),
  );
  const [form, fields] = useForm({
    id: "whatsapp-test",
    lastResult: fetcher.data?.result ?? replyFor(reply, WHATSAPP_TEST_INTENT),
    shouldValidate: "onSubmit",
    onValidate,
  });
  const busy = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" ? (formErrorOf(fetcher.data) ?? formErrorOf(reply, WHATSAPP_TEST_INTENT)) : null;
  const serviceFailed = fetcher.state === "idle" && titleOf(fetcher.data) === WHATSAPP_TEST_FAILED.title;
  useEffect(() => {
    if (serviceFailed) showToast({ ...WHATSAPP_TEST_FAILED, variant: "error" });
  }, [serviceFailed, fetcher.data, showToast]);
  return (
    <fetcher.Form method="post" {...formProps(form)} className="mt-2">
      <input type="hidden" name="intent" value={WHATSAPP_TEST_INTENT} />
      <Field label="Your WhatsApp number" meta={fields.phoneNumber} description="Include the country code, e.g. +44 7700 900123.">
        {(control) => (
          <input {...getInputProps(fields.phoneNumber, { type: "tel" })} {...control} autoComplete="tel" className={inputClass} />
        )}
      </Field>
      <FormAlert message={failure} className="mb-2" />
      <Button variant="secondary" disabled={busy} className="w-full">
        {busy ? "Sending…" : "Send a test message"}
      </Button>
    </fetcher.Form>
  );
}

function CallRequestForm({ reply, busy }: { reply: FormReply | undefined; busy: boolean }) {
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/support/ticket-input"),
    ({ CallRequestInput }, formData, parseWithZod) => parseWithZod(formData, { schema: CallRequestInput }),
  );
  const [form, fields] = useForm({
    id: "request-call",
    lastResult: replyFor(reply, CALL_REQUEST_INTENT),
    shouldValidate: "onSubmit",
    onValidate,
  });
  return (
    <Form method="post" {...formProps(form)} className="mt-2">
      <input type="hidden" name="intent" value={CALL_REQUEST_INTENT} />
      <Field label="Number to call" meta={fields.phoneNumber} description="We call within one working day.">
        {(control) => (
          <input {...getInputProps(fields.phoneNumber, { type: "tel" })} {...control} autoComplete="tel" className={inputClass} />
        )}
      </Field>
      <FormAlert message={formErrorOf(reply, CALL_REQUEST_INTENT)} className="mb-2" />
      <Button variant="secondary" disabled={busy} className="w-full">
        {busy ? "Sending…" : "Request a call"}
      </Button>
    </Form>
  );
}
