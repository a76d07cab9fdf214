import { Card } from "~/ui/Card";
import { AUTHOR_LABELS, type SupportAuthor } from "./authors";

export type MemberTicket = { id: number; subject: string; status: string; createdAt: string; answered: boolean };
export type TicketEntry = { id: number; ticketId: number; author: SupportAuthor; body: string; createdAt: string };

function statusOf(ticket: MemberTicket): { label: string; look: string } {
  if (ticket.status === "closed") return { label: "Closed", look: "bg-slate-200 text-slate-800" };
  if (ticket.answered) return { label: "Answered", look: "bg-emerald-100 text-emerald-900" };
  return { label: "Open", look: "bg-amber-100 text-amber-900" };
}

/**
 * The member's tickets, newest first, each with its status and whole conversation (their message,
 * the automatic or AI answer, every reply from the team). A ticket whose last word is the team's
 * is shown open, so a new reply is seen without a tap (and without JavaScript).
 */
export function TicketList({ tickets, entries }: { tickets: MemberTicket[]; entries: TicketEntry[] }) {
  if (tickets.length === 0) return null;
  const threads = new Map<number, TicketEntry[]>();
  for (const entry of entries) threads.set(entry.ticketId, [...(threads.get(entry.ticketId) ?? []), entry]);
  return (
    <Card title="Your tickets" titleId="your-tickets">
      <ul className="space-y-2">
        {tickets.map((ticket) => {
          const thread = threads.get(ticket.id) ?? [];
          const status = statusOf(ticket);
          return (
            <li key={ticket.id} data-testid="member-ticket">
              <details className="group rounded-xl bg-slate-50 px-3" open={thread.at(-1)?.author === "staff"}>
                <summary className="flex min-h-touch cursor-pointer items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block break-words font-medium">
                      #{ticket.id} {ticket.subject}
                    </span>
                    <span className="text-xs text-slate-600">
                      {ticket.createdAt.slice(0, 10)} · {thread.length} {thread.length === 1 ? "message" : "messages"}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.look}`}>{status.label}</span>
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className="h-4 w-4 text-slate-600 transition-transform group-open:rotate-180"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={2}
                    >
                      <path d="M5 8l5 5 5-5" />
                    </svg>
                  </span>
                </summary>
                <ol className="space-y-2 pb-3" aria-label={`Messages of ticket #${ticket.id}`}>
                  {thread.map((entry) => (
                    <li
                      key={entry.id}
                      className={`rounded-xl px-3 py-2 text-sm ${entry.author === "staff" ? "bg-emerald-50 ring-1 ring-emerald-200" : "bg-white"}`}
                    >
                      <p className="text-xs font-semibold text-slate-700">
                        {AUTHOR_LABELS[entry.author]} · {entry.createdAt}
                      </p>
                      <p className="whitespace-pre-wrap break-words">{entry.body}</p>
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
