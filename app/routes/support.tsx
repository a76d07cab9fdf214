import { pageLoader } from "~/http/read-policy.server";
import { getTextareaProps, useForm } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formErrorOf, replyFor, titleOf, type FormReply } from "~/shared/form-reply";
import { formError, submitForm } from "~/http/form.server";
import { clientIp } from "~/http/throttle.server";
import { redirectWithToast } from "~/http/toast.server";
import { env } from "~/env.server";
import { aiClient } from "~/modules/ai/ai.server";
import { messengerSetup } from "~/modules/messenger/messenger.server";
import { isStaff } from "~/modules/support/inbox.server";
import { fileTicket, listConversation, listMemberTickets, requestCall, sendChatMessage } from "~/modules/support/support.server";
import { serviceStatus, type ServiceState } from "~/modules/support/status.server";
import { CallRequestInput, ChatMessageInput, TicketInput, WhatsAppTestInput } from "~/modules/support/ticket-input";
import {
  CALL_REQUEST_INTENT,
  FILE_TICKET_INTENT,
  MAX_MESSAGE_CHARS,
  SUPPORT_CHAT_INTENT,
  TICKET_CREATED,
  TICKET_FAILED,
  WHATSAPP_TEST_INTENT,
} from "~/modules/support/ticket-fields";
import { sendWhatsAppTest } from "~/modules/support/whatsapp-test.server";
import { localDateTimeOf } from "~/modules/dates/calendar";
import { getProfile } from "~/modules/user/profile.server";
import { hasPhoneSupport } from "~/modules/user/tiers";
import { Button, buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { FormAlert } from "~/ui/FormAlert";
import { PageHeader } from "~/ui/PageHeader";
import { useLazyValidation } from "~/ui/useLazyValidation";
import { SectionTabs } from "~/ui/SectionTabs";
import { AUTHOR_LABELS } from "~/ui/support/authors";
import { Channels } from "~/ui/support/Channels";
import { CommonIssues } from "~/ui/support/CommonIssues";
import { TicketForm } from "~/ui/support/TicketForm";
import { TicketList } from "~/ui/support/TicketList";
import { useToast } from "~/ui/ToastArea";
import { useHydrated } from "~/ui/useHydrated";
import { formAction } from "~/http/write-policy.server";

export const meta: MetaFunction = () => [{ title: "Support — Fitplate" }];

const INTENTS = {
  send: SUPPORT_CHAT_INTENT,
  ticket: FILE_TICKET_INTENT,
  whatsapp: WHATSAPP_TEST_INTENT,
  call: CALL_REQUEST_INTENT,
} as const;
/** Spec core §8: a ticket that could not be filed. */
const CONNECTION_ERROR = { title: "Connection Error", description: "Please try again or contact support directly." } as const;

export const loader = pageLoader("page", async ({ userId }) => {
  const [conversation, tickets, profile, staff, status] = await Promise.all([
    listConversation(userId),
    listMemberTickets(userId),
    getProfile(userId),
    isStaff(userId),
    serviceStatus(aiClient()),
  ]);
  // Times as the member reads them: in their own time zone.
  const when = (instant: Date) => localDateTimeOf(instant, profile?.timeZone ?? "UTC");
  return {
    conversation: conversation.map(({ createdAt, ...entry }) => ({ ...entry, createdAt: when(createdAt) })),
    tickets: tickets.map(({ createdAt, ...ticket }) => ({ ...ticket, createdAt: when(createdAt) })),
    status,
    supportEmail: env.SUPPORT_EMAIL,
    whatsappConfigured: messengerSetup().whatsapp === "whatsapp",
    // Shown from the tier in the database; requestCall checks it again on the server.
    phoneSupport: hasPhoneSupport(profile?.tier ?? "free"),
    isStaff: staff,
  };
});

/** A ticket that could not be filed (the database refused, not the member's input): 503 with the spec's words. */
function notFiled(intent: string, error: unknown, words: { title: string; description: string }) {
  console.error("support: a ticket could not be filed:", error);
  return formError(intent, `${words.title}: ${words.description}`, 503, undefined, words);
}

export const action = formAction({
  guard: "page",
  throttle: "write",
  intents: {
    [INTENTS.send]: async ({ userId, formData, intent }) => {
      try {
        return await submitForm(
          formData,
          intent,
          ChatMessageInput,
          (input) => sendChatMessage(userId, input, aiClient()),
          ({ ticket }) =>
            redirectWithToast("/support#conversation", { title: "Message Sent!", description: `Ticket #${ticket.id} is filed.` }),
        );
      } catch (error) {
        if (error instanceof Response) throw error;
        return notFiled(intent, error, CONNECTION_ERROR);
      }
    },
    [INTENTS.ticket]: async ({ userId, formData, intent }) => {
      try {
        return await submitForm(
          formData,
          intent,
          TicketInput,
          (input) => fileTicket(userId, input, aiClient()),
          ({ ticket }) =>
            redirectWithToast("/support#conversation", {
              title: TICKET_CREATED.title,
              description: `Ticket #${ticket.id}: ${TICKET_CREATED.description}`,
            }),
        );
      } catch (error) {
        if (error instanceof Response) throw error;
        return notFiled(intent, error, TICKET_FAILED);
      }
    },
    [INTENTS.whatsapp]: ({ request, context, userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        WhatsAppTestInput,
        (input) => sendWhatsAppTest({ userId, ip: clientIp({ request, context }) }, input),
        ({ phoneNumber, delivery }) =>
          redirectWithToast("/support#contact-us", {
            title: "WhatsApp Test Sent",
            description:
              delivery === "whatsapp"
                ? `Check WhatsApp on ${phoneNumber}.`
                : `WhatsApp is not configured on this server: the greeting to ${phoneNumber} was kept in its outbox, not sent.`,
          }),
      ),
    [INTENTS.call]: ({ userId, formData, intent }) =>
      submitForm(
        formData,
        intent,
        CallRequestInput,
        (input) => requestCall(userId, input),
        ({ ticket }) =>
          redirectWithToast("/support#contact-us", {
            title: "Call Requested",
            description: `Ticket #${ticket.id}: we call you within one working day.`,
          }),
      ),
  },
});

const stateLook: Record<ServiceState, { dot: string; label: string }> = {
  up: { dot: "bg-emerald-600", label: "Up" },
  down: { dot: "bg-red-600", label: "Down" },
  "not-configured": { dot: "bg-slate-400", label: "Not configured" },
};

export default function Support() {
  const { conversation, tickets, status, supportEmail, whatsappConfigured, phoneSupport, isStaff } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const toast = useToast();
  const [text, setText] = useState("");
  const { onValidate, formProps } = useLazyValidation(
    () => import("~/modules/support/ticket-input"),
    ({ ChatMessageInput }, formData, parseWithZod) => parseWithZod(formData, { schema: ChatMessageInput }),
  );
  const [form, fields] = useForm({
    id: "support-message",
    lastResult: replyFor(reply, INTENTS.send),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate,
  });
  const failure = formErrorOf(reply, INTENTS.send);
  const connectionFailed = titleOf(reply, INTENTS.send) === CONNECTION_ERROR.title;

  useEffect(() => {
    if (connectionFailed) toast({ ...CONNECTION_ERROR, variant: "error" });
  }, [reply, connectionFailed, toast]);

  // A new message in the conversation (after the redirect) means the last one was sent: clear the input.
  const count = conversation.length;
  const [shownCount, setShownCount] = useState(count);
  if (shownCount !== count) {
    setShownCount(count);
    setText("");
  }

  const busy = navigation.state !== "idle";
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const blank = text.trim() === "";

  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <SectionTabs />
      <PageHeader
        title="Support"
        subtitle="Ask anything: every message files a ticket a person follows up."
        actions={
          isStaff ? (
            <Link to="/support/inbox" className={buttonClass("ghost", "text-sm")}>
              Inbox
            </Link>
          ) : null
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 lg:items-start">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <Card title="Support chat" titleId="conversation">
            {conversation.length === 0 ? (
              <p className="text-sm text-slate-600">No messages yet. Describe your issue or question below and we will answer here.</p>
            ) : (
              <ol className="space-y-2" aria-label="Conversation">
                {conversation.map((entry) => {
                  const mine = entry.author === "member";
                  return (
                    <li key={entry.id} className={mine ? "flex justify-end" : "flex justify-start"}>
                      <div
                        className={[
                          "max-w-[85%] rounded-2xl px-3 py-2 text-sm",
                          mine
                            ? "bg-brand-700 text-white"
                            : entry.author === "staff"
                              ? "bg-emerald-50 text-slate-900 ring-1 ring-emerald-200"
                              : "bg-slate-100 text-slate-900",
                        ].join(" ")}
                      >
                        <p className={mine ? "text-xs font-semibold text-white" : "text-xs font-semibold text-slate-700"}>
                          {AUTHOR_LABELS[entry.author]} · Ticket #{entry.ticketId}
                        </p>
                        <p className="whitespace-pre-wrap break-words">{entry.body}</p>
                        {entry.author === "assistant" ? (
                          <p className="mt-1 text-xs text-slate-700">
                            Ticket #{entry.ticketId}: a person follows up, usually within 24 hours.
                          </p>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
            <Form method="post" {...formProps(form)} className="mt-3">
              <input type="hidden" name="intent" value={INTENTS.send} />
              <Field
                label="Your message"
                meta={fields.message}
                description={`Up to ${MAX_MESSAGE_CHARS} characters. We usually reply within 24 hours.`}
              >
                {(control) => (
                  <textarea
                    {...getTextareaProps(fields.message)}
                    {...control}
                    key={count}
                    onChange={(event) => setText(event.target.value)}
                    rows={3}
                    maxLength={MAX_MESSAGE_CHARS}
                    className={`${inputClass} py-2 tabular-nums`}
                  />
                )}
              </Field>
              <FormAlert message={failure} className="mb-2" />
              <Button disabled={busy || (hydrated && blank)} className="w-full">
                {busy ? "Sending…" : "Send Message"}
              </Button>
            </Form>
          </Card>

          <TicketList tickets={tickets} entries={conversation} />
          <TicketForm reply={reply} busy={busyIntent === INTENTS.ticket} formKey={tickets.length} />
        </div>

        <div className="space-y-4">
          <Card title="Service status" titleId="service-status">
            <ul className="space-y-2">
              {status.map((service) => (
                <li key={service.service} className="flex items-start gap-2 text-sm">
                  <span aria-hidden className={`mt-1.5 inline-block h-2.5 w-2.5 shrink-0 rounded-full ${stateLook[service.state].dot}`} />
                  <span>
                    <span className="font-medium">{service.service}</span>: {stateLook[service.state].label}
                    <span className="block text-xs text-slate-600">{service.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
          <Channels
            reply={reply}
            busyIntent={busyIntent}
            supportEmail={supportEmail}
            whatsappConfigured={whatsappConfigured}
            phoneSupport={phoneSupport}
          />
          <CommonIssues />
          <Card title="Our promise" titleId="support-promise">
            <p className="text-sm text-slate-700">
              Every message becomes a numbered ticket for the Fitplate support team, who usually respond within 24 hours. We never pass off
              an automatic answer as a person&apos;s, and we only see what you write to us.
            </p>
          </Card>
        </div>
      </div>
    </div>
  );
}
