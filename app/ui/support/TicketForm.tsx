import { getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect } from "react";
import { formErrorOf, replyFor, titleOf, type FormReply } from "~/shared/form-reply";
import {
  FILE_TICKET_INTENT,
  MAX_MESSAGE_CHARS,
  MAX_SUBJECT_CHARS,
  SUPPORT_CATEGORIES,
  TICKET_FAILED,
} from "~/modules/support/ticket-fields";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { useToast } from "~/ui/ToastArea";

const CATEGORY_LABELS: Record<(typeof SUPPORT_CATEGORIES)[number], string> = {
  general: "General",
  technical: "Technical",
  billing: "Billing",
  "feature-request": "Feature request",
};

/** The full ticket form (commercial spec §3): the same schema as POST /api/support/ticket. */
export function TicketForm({ reply, busy, formKey }: { reply: FormReply | undefined; busy: boolean; formKey: number }) {
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/support/ticket-input"),
    ({ TicketInput }, formData, parseWithZod) => parseWithZod(formData, { schema: TicketInput }),
  );
  const [form, fields] = useForm({
    id: `support-ticket-${formKey}`,
    lastResult: replyFor(reply, FILE_TICKET_INTENT),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // A new form id (a ticket was filed, e.g. by the chat) resets the fields to these: Category too.
    defaultValue: { category: "general" },
    onValidate,
  });
  const failure = formErrorOf(reply, FILE_TICKET_INTENT);
  // Spec §8: "Failed to Create Ticket" when the ticket could not be stored (the form keeps its text).
  const notFiled = failure !== null && titleOf(reply, FILE_TICKET_INTENT) === TICKET_FAILED.title;
  const showToast = useToast();
  useEffect(() => {
    if (notFiled) showToast({ ...TICKET_FAILED, variant: "error" });
  }, [reply, notFiled, showToast]);
  return (
    <Card title="Open a ticket" titleId="ticket-form">
      <Form method="post" {...formProps(form)}>
        <input type="hidden" name="intent" value={FILE_TICKET_INTENT} />
        <Field label="Subject (optional)" meta={fields.subject}>
          {(control) => (
            <input {...getInputProps(fields.subject, { type: "text" })} {...control} maxLength={MAX_SUBJECT_CHARS} className={inputClass} />
          )}
        </Field>
        <Field label="Category" meta={fields.category}>
          {(control) => (
            <select {...getSelectProps(fields.category)} {...control} className={inputClass}>
              {SUPPORT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Message" meta={fields.message} description={`Up to ${MAX_MESSAGE_CHARS} characters.`}>
          {(control) => (
            <textarea
              {...getTextareaProps(fields.message)}
              {...control}
              rows={4}
              maxLength={MAX_MESSAGE_CHARS}
              className={`${inputClass} py-2`}
            />
          )}
        </Field>
        <Field label="Phone number (optional)" meta={fields.phoneNumber} description="We reply on WhatsApp when you give one.">
          {(control) => (
            <input {...getInputProps(fields.phoneNumber, { type: "tel" })} {...control} autoComplete="tel" className={inputClass} />
          )}
        </Field>
        <Field label="E-mail (optional)" meta={fields.email} description="Otherwise we reply here and to your account's e-mail.">
          {(control) => (
            <input {...getInputProps(fields.email, { type: "email" })} {...control} autoComplete="email" className={inputClass} />
          )}
        </Field>
        <FormAlert message={failure} className="mb-2" />
        <Button disabled={busy} className="w-full">
          {busy ? "Sending…" : "Submit Ticket"}
        </Button>
      </Form>
    </Card>
  );
}
