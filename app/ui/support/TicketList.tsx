import { Card } from "~/ui/Card";

export type MemberTicket = { id: number; subject: string; status: string; createdAt: string; answered: boolean };

/** The member's tickets, newest first, with their state; replies are in the conversation above. */
export function TicketList({ tickets }: { tickets: MemberTicket[] }) {
  if (tickets.length === 0) return null;
  return (
    <Card title="Your tickets" titleId="your-tickets">
      <ul className="divide-y divide-slate-100">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="flex items-start justify-between gap-3 py-2 text-sm" data-testid="member-ticket">
            <span className="min-w-0">
              <span className="block break-words font-medium">
                #{ticket.id} {ticket.subject}
              </span>
              <span className="text-xs text-slate-600">{ticket.createdAt.slice(0, 10)}</span>
            </span>
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
                ticket.status === "closed"
                  ? "bg-slate-200 text-slate-800"
                  : ticket.answered
                    ? "bg-emerald-100 text-emerald-900"
                    : "bg-amber-100 text-amber-900"
              }`}
            >
              {ticket.status === "closed" ? "Closed" : ticket.answered ? "Answered" : "Open"}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
