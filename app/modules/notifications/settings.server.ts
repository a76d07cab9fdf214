import { db } from "~/db.server";
import { DEFAULT_NOTIFICATION_SETTINGS, WEEKDAYS } from "./settings";
import { NotificationSettingsInput, type NotificationSettings } from "./settings-input";

type SettingsRow = NonNullable<Awaited<ReturnType<typeof db.notificationSettings.findUnique>>>;

/** A stored row as the settings the screens and the API show (the weekday by name). */
export function settingsOfRow(row: SettingsRow): NotificationSettings {
  const { userId: _userId, updatedAt: _updatedAt, progressDay, ...rest } = row;
  return { ...rest, progressDay: WEEKDAYS[progressDay] ?? "sunday" };
}

/** The member's notification settings, or the defaults (all off) when they never saved any. */
export async function getNotificationSettings(userId: number): Promise<NotificationSettings> {
  const row = await db.notificationSettings.findUnique({ where: { userId } });
  return row ? settingsOfRow(row) : DEFAULT_NOTIFICATION_SETTINGS;
}

/** Replaces the member's notification settings (PUT semantics: a field left out takes its default). */
export async function saveNotificationSettings(userId: number, input: unknown): Promise<NotificationSettings> {
  const { progressDay, ...rest } = NotificationSettingsInput.parse(input);
  const data = { ...rest, progressDay: WEEKDAYS.indexOf(progressDay) };
  const row = await db.notificationSettings.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return settingsOfRow(row);
}
