import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listInbox } from "~/modules/support/inbox.server";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";

export const meta: MetaFunction = () => [{ title: "Support inbox — Fitplate" }];

export const loader = pageLoader("staff", async () => {
  const { open, openCount, closed } = await listInbox();
  const shape = (ticket: (typeof open)[number]) => ({
    ...ticket,
    createdAt: ticket.createdAt.toISOString(),
    answered: ticket.answeredAt !== null,
  });
  return { open: open.map(shape), openCount, closed: closed.map(shape) };
});

type Row = ReturnType<typeof useLoaderData<typeof loader>>["open"][number];

function Tickets({ tickets, empty }: { tickets: Row[]; empty: string }) {
  if (tickets.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {tickets.map((ticket) => (
        <li key={ticket.id} data-testid="inbox-ticket">
          <Link to={`/support/inbox/${ticket.id}`} className="flex min-h-touch items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block break-words font-medium text-brand-700 underline">
                #{ticket.id} {ticket.subject}
              </span>
              <span className="text-xs text-slate-600">
                {ticket.category} · {ticket.createdAt.slice(0, 16).replace("T", " ")} UTC · {ticket.messages} messages
              </span>
            </span>
            <span className="shrink-0 text-xs font-semibold text-slate-700">{ticket.answered ? "Answered" : "Waiting"}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The staff inbox: open tickets, the longest wait first, then the latest closed ones. */
export default function Inbox() {
  const { open, openCount, closed } = useLoaderData<typeof loader>();
  const shown = openCount > open.length ? ` (the ${open.length} oldest shown)` : "";
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        title="Support inbox"
        subtitle={`${openCount} open ${openCount === 1 ? "ticket" : "tickets"}, oldest first${shown}.`}
        actions={
          <Link to="/support" className={buttonClass("ghost", "text-sm")}>
            Support
          </Link>
        }
      />
      <Card title="Open" titleId="open-tickets">
        <Tickets tickets={open} empty="No open tickets. Nice work." />
      </Card>
      <Card title="Recently closed" titleId="closed-tickets">
        <Tickets tickets={closed} empty="Nothing closed yet." />
      </Card>
    </div>
  );
}
