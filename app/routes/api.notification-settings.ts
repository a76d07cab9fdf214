import { jsonFrom } from "~/http/json.server";
import { apiLoader } from "~/http/read-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { apiAction } from "~/http/write-policy.server";
import { NotificationSettingsInput } from "~/modules/notifications/settings-input";
import { getNotificationSettings, saveNotificationSettings } from "~/modules/notifications/settings.server";

const example = {
  mealReminders: true,
  breakfastAt: null,
  lunchAt: "12:30",
  dinnerAt: "19:00",
  snackAt: null,
  workoutReminders: true,
  workoutAt: "18:00",
  progressUpdates: true,
  progressDay: "sunday",
  progressAt: "18:00",
  aiInsights: false,
  aiInsightsAt: "09:00",
  quietFrom: "22:00",
  quietTo: "07:00",
} as const;

/** GET /api/notification-settings: your reminders and updates (issue 43). */
export const loader = apiLoader("user", ({ userId }) => jsonFrom(() => getNotificationSettings(userId)));

/** PUT /api/notification-settings: replaces them (a field left out takes its default). */
export const action = describeRoute(
  apiAction({
    methods: ["PUT"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    body: "json",
    run: ({ userId, body }) => saveNotificationSettings(userId, body),
  }),
  {
    GET: {
      guard: "user",
      summary: "Your notification settings",
      description:
        "Meal reminders (a time per meal slot, sent only when that slot is still empty that day), workout notifications (on your usual workout days, when none is logged), the weekly progress update (a day and time) and the daily AI insight, with quiet hours. Times are HH:MM in your time zone. Never saved: everything is off.",
      response: NotificationSettingsInput,
      responseExample: example,
    },
    PUT: {
      summary: "Save your notification settings",
      description:
        "Replaces every setting: a field left out takes its default (off, or the default time). Quiet hours need both ends and may wrap midnight; meal reminders need at least one slot's time.",
      body: NotificationSettingsInput,
      example,
      response: NotificationSettingsInput,
      responseExample: example,
    },
  },
);
