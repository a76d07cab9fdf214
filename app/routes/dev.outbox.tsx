import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { env } from "~/env.server";
import { messengerSetup } from "~/modules/messenger/messenger.server";
import { latestOutboxMessages } from "~/modules/messenger/outbox.server";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Outbox (development) — Fitplate" }];

// The local outbox: the messages a development machine kept instead of sending (one-time codes
// included), newest first. It exists only when NODE_ENV=development; elsewhere it is a 404.
export const loader = pageLoader("none", async () => {
  if (env.NODE_ENV !== "development") throw new Response("Not Found", { status: 404 });
  const messages = await latestOutboxMessages();
  return {
    setup: messengerSetup(),
    messages: messages.map(({ id, channel, to, subject, body, purpose, createdAt }) => ({
      id,
      channel,
      to,
      subject,
      body,
      purpose,
      createdAt: createdAt.toISOString(),
    })),
  };
});

export default function Outbox() {
  const { setup, messages } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <PageHeader
        title="Outbox"
        subtitle={`Development only. E-mail: ${setup.email === "outbox" ? "kept here" : setup.email}; WhatsApp: ${setup.whatsapp === "outbox" ? "kept here" : setup.whatsapp}.`}
      />
      {messages.length === 0 ? (
        <Card>
          <p>
            No messages yet. One-time codes, welcome e-mails, receipts and support replies appear here when no mail or WhatsApp service is
            configured.
          </p>
        </Card>
      ) : (
        messages.map((message) => (
          <Card key={message.id} title={message.subject ?? `WhatsApp to ${message.to}`} titleId={`message-${message.id}`}>
            <p className="text-sm text-slate-600">
              {message.channel} to <span className="break-all">{message.to}</span> · {message.purpose} · {message.createdAt}
            </p>
            <pre className="mt-2 whitespace-pre-wrap break-words font-sans">{message.body}</pre>
          </Card>
        ))
      )}
    </main>
  );
}
