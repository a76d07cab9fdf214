import { db, type Prisma } from "~/db.server";
import { isDue, type LocalClock } from "./clock";
import { MEAL_SLOT_FIELDS, type NotificationSettings } from "./settings";
import { settingsOfRow } from "./settings.server";

// What is sent, as a table: each kind names who may be due (a query on members), which periods are
// due now for one of them, and the message (null: nothing to say, e.g. lunch was logged). A new kind
// is one entry here; the scheduler (scheduler.server.ts) claims and delivers them all alike.

/** What every kind reads of a member. */
export const MEMBER_SELECT = {
  id: true,
  email: true,
  isGuest: true,
  timeZone: true,
  notificationSettings: true,
  _count: { select: { pushSubscriptions: true } },
} as const satisfies Prisma.UserSelect;

type MemberRow = Prisma.UserGetPayload<{ select: typeof MEMBER_SELECT }>;
export type Member = Omit<MemberRow, "notificationSettings"> & { settings: NotificationSettings | null };

export const memberOf = ({ notificationSettings, ...row }: MemberRow): Member => ({
  ...row,
  settings: notificationSettings ? settingsOfRow(notificationSettings) : null,
});

/** A notification's words and the screen a tap opens. */
export type NotificationMessage = { title: string; body: string; url: string };

export type NotificationKind = {
  /** the members who may be due: a filter the database applies */
  candidates: Prisma.UserWhereInput;
  /** the periods due now for this member (each sent at most once), in their local clock */
  due: (member: Member, clock: LocalClock) => string[];
  /** the message for a due period, or null when there is nothing to say */
  compose: (member: Member, period: string, now: Date) => Promise<NotificationMessage | null>;
};

/** Whether a meal slot of a day has at least one food that was not deleted. */
async function slotLogged(userId: number, localDate: string, mealType: string): Promise<boolean> {
  const food = await db.mealFood.findFirst({
    where: { deletedAt: null, meal: { userId, localDate, mealType } },
    select: { id: true },
  });
  return food !== null;
}

export const NOTIFICATION_KINDS = {
  "meal-reminder": {
    candidates: { notificationSettings: { mealReminders: true } },
    due: (member, clock) =>
      Object.entries(MEAL_SLOT_FIELDS).flatMap(([slot, field]) => {
        const time = member.settings?.[field];
        return time && isDue(clock, time) ? [`${clock.date}:${slot}`] : [];
      }),
    compose: async (member, period) => {
      const [date = "", slot = ""] = period.split(":");
      if (await slotLogged(member.id, date, slot)) return null;
      return { title: `Time to log your ${slot}`, body: `Nothing is logged for ${slot} today yet.`, url: `/diary?date=${date}` };
    },
  },
} satisfies Record<string, NotificationKind>;

export type NotificationKindName = keyof typeof NOTIFICATION_KINDS;
