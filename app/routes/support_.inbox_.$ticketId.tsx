import { pageLoader } from "~/http/read-policy.server";
import { getTextareaProps, useForm } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { formErrorOf, replyFor, type FormReply } from "~/shared/form-reply";
import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { DomainError } from "~/modules/errors";
import { getStaffTicket, replyToTicket, setTicketStatus } from "~/modules/support/inbox.server";
import { StaffReplyInput, TicketStatusInput } from "~/modules/support/staff-input";
import { CLOSE_TICKET_INTENT, MAX_MESSAGE_CHARS, REOPEN_TICKET_INTENT, STAFF_REPLY_INTENT } from "~/modules/support/ticket-fields";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { formAction, type FormDoor } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "Ticket — Support inbox — Fitplate" }];

const DELIVERY: Record<string, string> = {
  whatsapp: "sent to the member on WhatsApp",
  email: "sent by e-mail to the member's verified account address",
  outbox: "kept in the outbox (no mail or WhatsApp service is configured)",
  "not-sent":
    "not sent: the ticket has no usable phone number and the member has no verified e-mail address; the member sees it on /support",
};

export const loader = pageLoader("staff", async ({ params }) => {
  try {
    const ticket = await getStaffTicket(params.ticketId);
    return {
      ticket: {
        ...ticket,
        createdAt: ticket.createdAt.toISOString(),
        conversation: ticket.conversation.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      },
    };
  } catch (error) {
    if (error instanceof DomainError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
});

export const action = formAction({
  guard: "staff",
  throttle: "write",
  intents: {
    [STAFF_REPLY_INTENT]: ({ params, formData, intent }) =>
      submitForm(
        formData,
        intent,
        StaffReplyInput,
        (input) => replyToTicket(params.ticketId, input),
        ({ delivered }) =>
          redirectWithToast(ticketPath(params.ticketId), { title: "Reply saved", description: `The reply was ${DELIVERY[delivered]}.` }),
      ),
    [CLOSE_TICKET_INTENT]: setStatus,
    [REOPEN_TICKET_INTENT]: setStatus,
  },
});

const ticketPath = (ticketId: string | undefined) => `/support/inbox/${encodeURIComponent(ticketId ?? "")}`;

function setStatus({ params, formData, intent }: FormDoor<number>) {
  return submitForm(
    formData,
    intent,
    TicketStatusInput,
    () => setTicketStatus(params.ticketId, intent === CLOSE_TICKET_INTENT ? "closed" : "open"),
    ({ ticketId, status }) =>
      redirectWithToast(status === "closed" ? "/support/inbox" : ticketPath(params.ticketId), {
        title: `Ticket #${ticketId} ${status === "closed" ? "closed" : "reopened"}`,
      }),
  );
}

const AUTHORS: Record<string, string> = { member: "Member", assistant: "AI assistant", system: "Acknowledgement", staff: "Staff" };

export default function StaffTicket() {
  const { ticket } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/support/staff-input"),
    ({ StaffReplyInput }, formData, parseWithZod) => parseWithZod(formData, { schema: StaffReplyInput }),
  );
  const [form, fields] = useForm({
    id: `staff-reply-${ticket.conversation.length}`,
    lastResult: replyFor(reply, STAFF_REPLY_INTENT),
    shouldValidate: "onSubmit",
    onValidate,
  });
  const closed = ticket.status === "closed";
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title={`Ticket #${ticket.id}`}
        subtitle={`${ticket.category} · ${closed ? "closed" : "open"} · ${ticket.createdAt.slice(0, 16).replace("T", " ")} UTC`}
        actions={
          <Link to="/support/inbox" className={buttonClass("ghost", "text-sm")}>
            Inbox
          </Link>
        }
      />
      <Card title={ticket.subject} titleId="ticket-subject">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Phone</dt>
          <dd className="break-all">{ticket.phoneNumber ?? "not given"}</dd>
          <dt className="text-slate-600">E-mail (as typed, not verified)</dt>
          <dd className="break-all">{ticket.email ?? "not given"}</dd>
        </dl>
        <ol className="mt-3 space-y-2" aria-label="Conversation">
          {ticket.conversation.map((entry) => (
            <li key={entry.id} className={`rounded-xl px-3 py-2 text-sm ${entry.author === "member" ? "bg-slate-100" : "bg-brand-50"}`}>
              <p className="text-xs font-semibold text-slate-700">
                {AUTHORS[entry.author] ?? entry.author} · {entry.createdAt.slice(0, 16).replace("T", " ")} UTC
              </p>
              <p className="whitespace-pre-wrap break-words">{entry.body}</p>
            </li>
          ))}
        </ol>
      </Card>
      <Card title="Reply" titleId="staff-reply">
        <Form method="post" {...formProps(form)}>
          <input type="hidden" name="intent" value={STAFF_REPLY_INTENT} />
          <Field
            label="Your reply"
            meta={fields.message}
            description="The member sees it on /support and gets it on WhatsApp or by e-mail."
          >
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
          <FormAlert message={formErrorOf(reply, STAFF_REPLY_INTENT)} className="mb-2" />
          <Button disabled={busy} className="w-full">
            Send reply
          </Button>
        </Form>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value={closed ? REOPEN_TICKET_INTENT : CLOSE_TICKET_INTENT} />
          <Button variant="secondary" disabled={busy} className="w-full">
            {closed ? "Reopen ticket" : "Close ticket"}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
