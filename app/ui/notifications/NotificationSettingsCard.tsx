import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { MEAL_SLOT_FIELDS, NOTIFICATION_LABELS, NOTIFICATION_SETTINGS_INTENT, WEEKDAYS } from "~/modules/notifications/settings";
import type { NotificationSettings } from "~/modules/notifications/settings-input";
import { Button } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { FormAlert } from "~/ui/FormAlert";
import { inputClass } from "~/ui/Field";
import { DateTimeInput } from "~/ui/DateTimeInput";
import { PushDevice } from "./PushDevice";

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function Toggle({ name, checked, children }: { name: keyof typeof NOTIFICATION_LABELS; checked: boolean; children?: ReactNode }) {
  return (
    <fieldset className="space-y-2 py-3">
      <label className="flex min-h-touch items-center gap-3 font-medium">
        <input type="checkbox" name={name} defaultChecked={checked} className="h-5 w-5 accent-brand-700" />
        {NOTIFICATION_LABELS[name]}
      </label>
      {children ? <div className="flex flex-wrap gap-3 pl-8">{children}</div> : null}
    </fieldset>
  );
}

function Time({ name, label, value }: { name: string; label: string; value: string | null }) {
  return (
    <label className="flex min-w-28 flex-col text-sm text-slate-700">
      {label}
      <DateTimeInput type="time" name={name} defaultValue={value ?? ""} className={inputClass} />
    </label>
  );
}

/**
 * The four kinds of notification, each on or off with its times, and quiet hours: one plain form
 * (no JavaScript needed) posted to the screen it is on (`action`), times in the member's time zone.
 */
export function NotificationSettingsCard({
  settings,
  timeZone,
  action,
  error,
  busy,
  push,
  children,
}: {
  settings: NotificationSettings;
  /** The VAPID public key (null: Web Push not configured) and how many browsers of the member's get push. */
  push: { publicKey: string | null; devices: number };
  timeZone: string;
  action?: string;
  error: string | null;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <Card title="Notifications" titleId="notification-settings" belowTheFold>
      <Form method="post" action={action} className="divide-y divide-slate-100" data-testid="notification-settings">
        <input type="hidden" name="intent" value={NOTIFICATION_SETTINGS_INTENT} />
        <Toggle name="mealReminders" checked={settings.mealReminders}>
          {Object.entries(MEAL_SLOT_FIELDS).map(([slot, field]) => (
            <Time key={field} name={field} label={capitalised(slot)} value={settings[field]} />
          ))}
        </Toggle>
        <Toggle name="workoutReminders" checked={settings.workoutReminders}>
          <Time name="workoutAt" label="On your usual days at" value={settings.workoutAt} />
        </Toggle>
        <Toggle name="progressUpdates" checked={settings.progressUpdates}>
          <label className="flex min-w-28 flex-col text-sm text-slate-700">
            Day
            <select name="progressDay" defaultValue={settings.progressDay} className={inputClass}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {capitalised(day)}
                </option>
              ))}
            </select>
          </label>
          <Time name="progressAt" label="At" value={settings.progressAt} />
        </Toggle>
        <Toggle name="aiInsights" checked={settings.aiInsights}>
          <Time name="aiInsightsAt" label="At" value={settings.aiInsightsAt} />
        </Toggle>
        <fieldset className="py-3">
          <legend className="font-medium">Quiet hours</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            <Time name="quietFrom" label="From" value={settings.quietFrom} />
            <Time name="quietTo" label="To" value={settings.quietTo} />
          </div>
        </fieldset>
        <div className="pt-3">
          <p className="mb-2 text-xs text-slate-600">
            Times are {timeZone} time. A meal reminder comes only when that meal is still empty; nothing comes in quiet hours. Sent by push
            to each device where you turn it on below, else by e-mail to a registered member.
          </p>
          <Button disabled={busy}>Save notifications</Button>
        </div>
      </Form>
      <FormAlert message={error} className="mt-2" />
      <PushDevice publicKey={push.publicKey} devices={push.devices} />
      {children}
    </Card>
  );
}
