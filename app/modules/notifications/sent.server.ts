import { db } from "~/db.server";

/** How many of the member's latest notifications the Advanced tab lists. */
export const SENT_LISTED = 10;

/** The member's latest notifications (what was sent, when, and how), newest first. */
export function recentNotifications(userId: number, take = SENT_LISTED) {
  return db.notificationSent.findMany({
    where: { userId },
    orderBy: { id: "desc" },
    take,
    select: { id: true, kind: true, title: true, body: true, channel: true, createdAt: true },
  });
}

export type SentNotification = Awaited<ReturnType<typeof recentNotifications>>[number];
