import { localDateTimeOf } from "~/modules/dates/calendar";
import type { SentNotification } from "~/modules/notifications/sent.server";
import { Card } from "~/ui/Card";

/** A sent notification as the loader hands it over (its date as a string). */
export type SentRow = Omit<SentNotification, "createdAt"> & { createdAt: string | Date };

const CHANNELS: Record<string, string> = { push: "by push", email: "by e-mail", failed: "not delivered: the service failed" };

/** What the scheduler sent this member lately, newest first. */
export function SentNotifications({ sent, timeZone }: { sent: SentRow[]; timeZone: string }) {
  return (
    <Card title="Sent to you" titleId="sent-notifications">
      {sent.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="sent-notifications">
          {sent.map((row) => (
            <li key={row.id} className="py-2 text-sm">
              <p className="font-semibold wrap-anywhere">{row.title}</p>
              <p className="text-slate-700 wrap-anywhere">{row.body}</p>
              <p className="text-xs text-slate-600">
                {localDateTimeOf(new Date(row.createdAt), timeZone)} · {CHANNELS[row.channel] ?? row.channel}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
