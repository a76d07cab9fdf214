import { submitForm } from "~/http/form.server";
import { redirectWithToast } from "~/http/toast.server";
import { NOTIFICATION_SETTINGS_INTENT } from "~/modules/notifications/settings";
import { NotificationSettingsInput } from "~/modules/notifications/settings-input";
import { saveNotificationSettings } from "~/modules/notifications/settings.server";

// The notification settings form of Profile and of the advanced dashboard's Advanced tab: the same
// schema and function as PUT /api/notification-settings; each screen comes back to itself.

export function saveNotificationSettingsFromForm(userId: number, formData: FormData, back: string) {
  return submitForm(
    formData,
    NOTIFICATION_SETTINGS_INTENT,
    NotificationSettingsInput,
    (input) => saveNotificationSettings(userId, input),
    (settings) => {
      const on = [settings.mealReminders, settings.workoutReminders, settings.progressUpdates, settings.aiInsights].filter(Boolean).length;
      return redirectWithToast(back, {
        title: "Notifications saved",
        description: on === 0 ? "Nothing will be sent to you." : `${on} of 4 kinds are on; times follow your time zone.`,
      });
    },
  );
}
