import { db, type Prisma } from "~/db.server";
import { addDays, localDateTimeOf } from "~/modules/dates/calendar";
import { checkInDue } from "~/modules/energy/check-in.server";
import { dailyInsights } from "~/modules/tracking/progress.server";
import { weeklyProgressText } from "~/modules/tracking/weekly-update";
import { weeklyProgress } from "~/modules/tracking/weekly-update.server";
import { isUnits } from "~/modules/units/units";
import { finishedWorkoutDates, workoutStartedOn } from "~/modules/workout/days.server";
import { isUsualWorkoutDay, USUAL_DAY_WEEKS } from "~/modules/workout/usual-days";
import { isDue, type LocalClock } from "./clock";
import { MEAL_SLOT_FIELDS, WEEKDAYS } from "./settings";
import type { NotificationSettings } from "./settings-input";
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
  units: true,
  notificationSettings: true,
  trialEndsAt: true,
  cancelAtPeriodEnd: true,
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
  due: (member: Member, clock: LocalClock, now: Date) => string[];
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

/** Whether `date` is one of the member's usual workout days (usual-days.ts) and no workout was started on it. */
async function workoutMissed(member: Member, date: string): Promise<boolean> {
  const history = await finishedWorkoutDates(member.id, member.timeZone, addDays(date, -7 * USUAL_DAY_WEEKS), addDays(date, -1));
  return isUsualWorkoutDay(history, date) && !(await workoutStartedOn(member.id, member.timeZone, date));
}

/** The one period of a kind sent once a day at the member's `time`: their local date, while due. */
const dailyAt = (clock: LocalClock, time: string | undefined) => (time && isDue(clock, time) ? [clock.date] : []);

const HOUR_MS = 3_600_000;
/** The trial's reminder comes once its end is this near (issue 43: "a reminder 2 days before it ends")… */
export const TRIAL_REMINDER_HOURS = 48;
/** …in the member's daytime (9:00–21:00), unless the end is nearer than the night is long. */
const DAYTIME = { from: 9 * 60, to: 21 * 60 };

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
  "workout-reminder": {
    candidates: { notificationSettings: { workoutReminders: true } },
    due: (member, clock) => dailyAt(clock, member.settings?.workoutAt),
    compose: async (member, date) =>
      (await workoutMissed(member, date))
        ? { title: "Time for your workout", body: "You usually work out today, and no workout is logged yet.", url: "/workout" }
        : null,
  },
  "weekly-progress": {
    candidates: { notificationSettings: { progressUpdates: true } },
    due: (member, clock) =>
      member.settings && WEEKDAYS.indexOf(member.settings.progressDay) === clock.weekday ? dailyAt(clock, member.settings.progressAt) : [],
    // A due check-in is named in the update, which then opens it: the week's one reminder of it.
    compose: async (member, date) => {
      const [progress, checkIn] = await Promise.all([weeklyProgress(member.id, date), checkInDue(member.id, date)]);
      return {
        ...weeklyProgressText(progress, isUnits(member.units) ? member.units : "metric", checkIn),
        url: checkIn ? "/check-in" : "/progress",
      };
    },
  },
  // Once a day per member: the period is the local date, so the claim row allows one.
  "daily-insight": {
    candidates: { notificationSettings: { aiInsights: true } },
    due: (member, clock) => dailyAt(clock, member.settings?.aiInsightsAt),
    compose: async (member, date) => {
      const texts = await dailyInsights(member.id, date);
      return texts ? { title: "Your insight for today", body: texts.join(" "), url: "/progress-enhanced" } : null;
    },
  },
  // A notice about the member's own billing, not an opt-in reminder: sent to every trialing member.
  "trial-ending": {
    candidates: { subscriptionStatus: "trialing", trialSubscriptionId: { not: null }, trialEndsAt: { not: null } },
    due: (member, clock, now) => {
      const left = (member.trialEndsAt?.getTime() ?? 0) - now.getTime();
      if (left <= 0 || left > TRIAL_REMINDER_HOURS * HOUR_MS) return [];
      const daytime = clock.minutes >= DAYTIME.from && clock.minutes < DAYTIME.to;
      return daytime || left < 12 * HOUR_MS ? [member.trialEndsAt!.toISOString()] : [];
    },
    compose: async (member) => {
      const ends = localDateTimeOf(member.trialEndsAt!, member.timeZone);
      return {
        title: "Your free trial ends in 2 days",
        body: member.cancelAtPeriodEnd
          ? `Your 7-day free trial ends on ${ends}. You cancelled, so nothing is charged: Premium ends then.`
          : `Your 7-day free trial ends on ${ends}, when your first payment is charged. Cancel before then and nothing is charged.`,
        url: "/billing",
      };
    },
  },
} satisfies Record<string, NotificationKind>;

export type NotificationKindName = keyof typeof NOTIFICATION_KINDS;
