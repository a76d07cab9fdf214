import { db, detached } from "~/db.server";
import { inQuietHours, localClockOf } from "./clock";
import { deliver, reachable } from "./deliver.server";
import { MEMBER_SELECT, memberOf, NOTIFICATION_KINDS, type NotificationKind, type NotificationMessage } from "./kinds.server";

// One scheduler, safe on many servers (ADR 0048): every server ticks; a due notification is claimed
// by inserting its (member, kind, period) row, which the unique key lets only one insert win, on
// SQLite and PostgreSQL alike. A period is due only within GRACE_MINUTES of its time, so after
// downtime past-due reminders are skipped, not sent in a burst.

/** At most this many notifications are sent per tick; the rest wait for the next tick (still within their grace). */
export const TICK_BATCH = 200;
export const TICK_EVERY_MS = 60_000;

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === "P2002";

/** Inserts the claim row; null when another scheduler (or an earlier tick) has it already. */
async function claim(userId: number, kind: string, period: string, message: NotificationMessage) {
  try {
    return await db.notificationSent.create({ data: { userId, kind, period, ...message }, select: { id: true } });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** One tick at `now`: claims and sends what is due, at most `batch`. Returns how many this call sent. */
export async function runNotificationTick(now = new Date(), batch = TICK_BATCH): Promise<number> {
  let sent = 0;
  for (const [kind, spec] of Object.entries(NOTIFICATION_KINDS) as [string, NotificationKind][]) {
    const rows = await db.user.findMany({ where: spec.candidates, select: MEMBER_SELECT, orderBy: { id: "asc" } });
    for (const member of rows.map(memberOf)) {
      if (!reachable(member)) continue;
      const clock = localClockOf(now, member.timeZone);
      if (inQuietHours(clock, member.settings?.quietFrom ?? null, member.settings?.quietTo ?? null)) continue;
      for (const period of spec.due(member, clock, now)) {
        if (sent >= batch) return sent;
        const key = { userId_kind_period: { userId: member.id, kind, period } };
        if (await db.notificationSent.findUnique({ where: key, select: { id: true } })) continue;
        const message = await spec.compose(member, period, now);
        if (!message) continue;
        const row = await claim(member.id, kind, period, message);
        if (!row) continue;
        sent++;
        await db.notificationSent.update({ where: { id: row.id }, data: { channel: await deliver(member, message) } });
      }
    }
  }
  return sent;
}

let timer: NodeJS.Timeout | null = null;

/** Starts the minute tick of this server process (server.js; off in tests, which run ticks themselves). */
export function startNotificationScheduler(): void {
  if (timer) return;
  const tick = () =>
    detached(() => runNotificationTick()).catch((error: unknown) => console.error("notifications: the tick failed:", error));
  timer = setInterval(tick, TICK_EVERY_MS);
  timer.unref();
}

export function stopNotificationScheduler(): void {
  if (timer) clearInterval(timer);
  timer = null;
}
