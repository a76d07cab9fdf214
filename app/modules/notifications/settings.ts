import { z } from "zod";

// A member's notification settings (issue 43): the spec's four, each on or off, with their times in
// the member's time zone, and quiet hours. Pure: the screens' forms and PUT /api/notification-settings
// parse with the same schema.

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The meal slots a reminder can be set for, and the settings field of each. */
export const MEAL_SLOT_FIELDS = { breakfast: "breakfastAt", lunch: "lunchAt", dinner: "dinnerAt", snack: "snackAt" } as const;

/** "HH:MM" on a 24-hour clock, as <input type="time"> sends it. */
export const TimeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM, e.g. 12:30");

const slotTime = TimeOfDay.nullable().default(null);

export const NotificationSettingsInput = z
  .object({
    mealReminders: z.boolean().default(false),
    breakfastAt: slotTime,
    lunchAt: slotTime,
    dinnerAt: slotTime,
    snackAt: slotTime,
    workoutReminders: z.boolean().default(false),
    workoutAt: TimeOfDay.default("18:00"),
    progressUpdates: z.boolean().default(false),
    progressDay: z.enum(WEEKDAYS, { error: "Choose a day of the week" }).default("sunday"),
    progressAt: TimeOfDay.default("18:00"),
    aiInsights: z.boolean().default(false),
    aiInsightsAt: TimeOfDay.default("09:00"),
    quietFrom: TimeOfDay.nullable().default(null),
    quietTo: TimeOfDay.nullable().default(null),
  })
  .refine((input) => (input.quietFrom === null) === (input.quietTo === null), {
    message: "Quiet hours need both a start and an end time",
    path: ["quietTo"],
  })
  .refine((input) => input.quietFrom === null || input.quietFrom !== input.quietTo, {
    message: "Quiet hours must start and end at different times",
    path: ["quietTo"],
  })
  .refine((input) => !input.mealReminders || Object.values(MEAL_SLOT_FIELDS).some((field) => input[field] !== null), {
    message: "Set a time for at least one meal to get meal reminders",
    path: ["lunchAt"],
  });

export type NotificationSettings = z.output<typeof NotificationSettingsInput>;

/** What a member who never saved settings has: everything off (nothing is sent unasked), with times ready to switch on. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  mealReminders: false,
  breakfastAt: "08:00",
  lunchAt: "12:30",
  dinnerAt: "19:00",
  snackAt: null,
  workoutReminders: false,
  workoutAt: "18:00",
  progressUpdates: false,
  progressDay: "sunday",
  progressAt: "18:00",
  aiInsights: false,
  aiInsightsAt: "09:00",
  quietFrom: null,
  quietTo: null,
};

export const NOTIFICATION_SETTINGS_INTENT = "save-notifications";

/** The spec's four labels, as the screens show them. */
export const NOTIFICATION_LABELS = {
  mealReminders: "Meal reminders",
  workoutReminders: "Workout notifications",
  progressUpdates: "Progress updates (weekly)",
  aiInsights: "AI insights (daily)",
} as const;
