// A member's notification settings (issue 43): the spec's four, each on or off, with their times in
// the member's time zone, and quiet hours. Their schema is settings-input.ts, apart so that the
// screens' scripts do not build it (issue 44). Pure.

import type { NotificationSettings } from "./settings-input";

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The meal slots a reminder can be set for, and the settings field of each. */
export const MEAL_SLOT_FIELDS = { breakfast: "breakfastAt", lunch: "lunchAt", dinner: "dinnerAt", snack: "snackAt" } as const;

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
