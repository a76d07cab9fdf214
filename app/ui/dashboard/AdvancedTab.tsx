import { Link } from "@remix-run/react";
import type { AdvancedDashboard } from "~/modules/dashboard/dashboard.server";
import { counted } from "~/modules/text";
import type { NotificationSettings } from "~/modules/notifications/settings-input";
import { Card } from "~/ui/Card";
import { NotificationSettingsCard } from "~/ui/notifications/NotificationSettingsCard";
import { SentNotifications, type SentRow } from "~/ui/notifications/SentNotifications";

const onOff = (on: boolean) => (on ? "On" : "Off");

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-sm font-semibold wrap-anywhere">{value}</dd>
    </div>
  );
}

/** Security and privacy of this account, as they are (change them on /account and /profile), and its notification settings (changed here). */
export function AdvancedTab({
  account,
  notifications,
  formPath,
  error,
  busy,
}: {
  account: AdvancedDashboard["account"];
  notifications: { settings: NotificationSettings; sent: SentRow[]; push: { publicKey: string | null; devices: number } };
  formPath: string;
  error: string | null;
  busy: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <Card title="Security and privacy" titleId="security">
        <dl className="divide-y divide-slate-100" data-testid="security">
          <Row
            label="Account"
            value={account.registered ? `Registered (${account.email ?? "no e-mail"})` : "Guest: register to keep your data"}
          />
          <Row label="Sign-in" value={account.registered ? "One-time code by e-mail" : "This browser only"} />
          <Row label="Signed-in sessions" value={counted(account.activeSessions, "session")} />
          <Row label="Active API tokens" value={counted(account.activeApiTokens, "token")} />
          <Row label="Calorie tracking" value={onOff(account.trackCalories)} />
          <Row label="Workout tracking" value={onOff(account.trackWorkouts)} />
          <Row label="Time zone" value={account.timeZone} />
        </dl>
        <p className="mt-2 text-sm">
          <Link to="/account" className="font-semibold text-brand-700 underline underline-offset-2">
            Sessions and API tokens
          </Link>{" "}
          ·{" "}
          <Link to="/profile" className="font-semibold text-brand-700 underline underline-offset-2">
            Tracking settings
          </Link>
        </p>
      </Card>
      <NotificationSettingsCard
        settings={notifications.settings}
        push={notifications.push}
        timeZone={account.timeZone}
        action={formPath}
        error={error}
        busy={busy}
      >
        <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-100" data-testid="notifications">
          <Row label="Marketing e-mails" value={onOff(account.marketingOptIn)} />
        </dl>
        <p className="mt-2 text-xs text-slate-600">Chosen when you registered. Sign-in codes and support replies are always sent.</p>
      </NotificationSettingsCard>
      <SentNotifications sent={notifications.sent} timeZone={account.timeZone} />
    </div>
  );
}
