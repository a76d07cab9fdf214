import { Link } from "@remix-run/react";
import type { AdvancedDashboard } from "~/modules/dashboard/dashboard.server";
import { counted } from "~/modules/text";
import { Card } from "~/ui/Card";

const onOff = (on: boolean) => (on ? "On" : "Off");

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-sm font-semibold wrap-anywhere">{value}</dd>
    </div>
  );
}

/** Security, privacy and notification settings of this account, as they are (change them on /account and /profile). */
export function AdvancedTab({ account }: { account: AdvancedDashboard["account"] }) {
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
      <Card title="Notifications" titleId="notifications">
        <dl className="divide-y divide-slate-100" data-testid="notifications">
          <Row label="Marketing e-mails" value={onOff(account.marketingOptIn)} />
        </dl>
        <p className="mt-2 text-xs text-slate-600">Chosen when you registered. Sign-in codes and support replies are always sent.</p>
      </Card>
    </div>
  );
}
