import { z } from "zod";
import { MEAL_SLOT_FIELDS, WEEKDAYS } from "./settings";

// The notification settings' schema (issue 43): the screens' forms and PUT /api/notification-settings
// parse with it. Pure.

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
