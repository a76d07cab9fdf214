import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { replyFor, type FormReply } from "~/shared/form-reply";
import { saveNotificationSettingsFromForm } from "~/http/screens/notification-settings-form.server";
import { NOTIFICATION_SETTINGS_INTENT } from "~/modules/notifications/settings";
import { getNotificationSettings } from "~/modules/notifications/settings.server";
import { recentNotifications } from "~/modules/notifications/sent.server";
import { pushDevices } from "~/modules/notifications/push.server";
import { deleteWaterFromForm, logWaterFromForm } from "~/http/screens/water-form.server";
import { throttlePageWork } from "~/http/throttle.server";
import { formAction } from "~/http/write-policy.server";
import { getAdvancedDashboard } from "~/modules/dashboard/dashboard.server";
import { DASHBOARD_PERIODS } from "~/modules/dashboard/periods";
import { parseTab } from "~/modules/dashboard/tabs";
import { DomainError } from "~/modules/errors";
import { DELETE_WATER_INTENT, LOG_WATER_INTENT } from "~/modules/health/water";
import { parsePeriod } from "~/modules/tracking/periods";
import { buttonClass } from "~/ui/Button";
import { ActivitiesTab } from "~/ui/dashboard/ActivitiesTab";
import { AdvancedTab } from "~/ui/dashboard/AdvancedTab";
import { AiFeaturesTab } from "~/ui/dashboard/AiFeaturesTab";
import { DashboardTabs } from "~/ui/dashboard/DashboardTabs";
import { IntegrationsTab } from "~/ui/dashboard/IntegrationsTab";
import { MetricCards } from "~/ui/dashboard/MetricCards";
import { OverviewTab } from "~/ui/dashboard/OverviewTab";
import { PageHeader } from "~/ui/PageHeader";
import { PeriodTabs } from "~/ui/progress/PeriodTabs";
import { UpgradePrompt } from "~/ui/progress/UpgradePrompt";

export const meta: MetaFunction = () => [{ title: "Advanced dashboard — Fitplate" }];

/** The dashboard's own address with its period and tab: where its forms post and come back to. */
const pathOf = (period: string, tab: string) => `/advanced-dashboard?period=${period}&tab=${tab}`;

/** The period and tab a form was posted from (unknown ones read as the defaults). */
const screenOf = (url: URL) =>
  pathOf(parsePeriod(DASHBOARD_PERIODS, url.searchParams.get("period")), parseTab(url.searchParams.get("tab")));

export const loader = pageLoader("page", async ({ request, context, userId, url }) => {
  await throttlePageWork({ request, context }, userId);
  const query = url.searchParams;
  const period = parsePeriod(DASHBOARD_PERIODS, query.get("period"));
  const tab = parseTab(query.get("tab"));
  try {
    const dashboard = await getAdvancedDashboard(userId, period);
    const notifications =
      tab === "advanced"
        ? { settings: await getNotificationSettings(userId), sent: await recentNotifications(userId), push: await pushDevices(userId) }
        : null;
    return { locked: null, tab, formKey: crypto.randomUUID(), dashboard, notifications };
  } catch (error) {
    // A free member sees what Premium adds instead (the figures are never computed for them).
    if (error instanceof DomainError && error.status === 403)
      return { locked: error.message, tab, formKey: null, dashboard: null, notifications: null };
    throw error;
  }
});

export const action = formAction({
  guard: "page",
  throttle: "write",
  idempotent: [LOG_WATER_INTENT],
  intents: {
    [LOG_WATER_INTENT]: ({ userId, formData, url }) => logWaterFromForm(userId, formData, screenOf(url)),
    [DELETE_WATER_INTENT]: ({ userId, formData, url }) => deleteWaterFromForm(userId, formData, screenOf(url)),
    [NOTIFICATION_SETTINGS_INTENT]: ({ userId, formData, url }) => saveNotificationSettingsFromForm(userId, formData, screenOf(url)),
  },
});

/** The advanced dashboard (commercial spec §2.13), every figure from your own data; premium. */
export default function AdvancedDashboardPage() {
  const { locked, tab, formKey, dashboard, notifications } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const busy = useNavigation().state !== "idle";
  const back = (
    <Link to="/progress-enhanced" className={buttonClass("ghost", "text-sm")}>
      Progress insights
    </Link>
  );
  if (!dashboard) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <PageHeader title="Advanced dashboard" actions={back} />
        <UpgradePrompt
          text={`${locked ?? ""} Your energy, protein, workouts, sleep, water and steps over a week, a month or a year, with trends, goal bars and your activity history.`}
        />
      </div>
    );
  }
  const formPath = pathOf(dashboard.period, tab);
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <PageHeader
        title="Advanced dashboard"
        subtitle={`${dashboard.from} to ${dashboard.to}, compared with ${dashboard.previous.from} to ${dashboard.previous.to}`}
        actions={back}
      />
      <PeriodTabs periods={DASHBOARD_PERIODS} current={dashboard.period} path="/advanced-dashboard" keep={`&tab=${tab}`} />
      <MetricCards metrics={dashboard.metrics} />
      <DashboardTabs current={tab} period={dashboard.period} />
      {tab === "overview" ? <OverviewTab data={dashboard} formPath={formPath} formKey={formKey ?? ""} /> : null}
      {tab === "ai-features" ? <AiFeaturesTab features={dashboard.aiFeatures} /> : null}
      {tab === "integrations" ? <IntegrationsTab integrations={dashboard.integrations} sources={dashboard.sources} /> : null}
      {tab === "activities" ? <ActivitiesTab workouts={dashboard.workouts} timeline={dashboard.timeline} /> : null}
      {tab === "advanced" && notifications ? (
        <AdvancedTab
          account={dashboard.account}
          notifications={notifications}
          formPath={formPath}
          error={
            Object.values(replyFor(reply, NOTIFICATION_SETTINGS_INTENT)?.error ?? {})
              .flat()
              .join(" ") || null
          }
          busy={busy}
        />
      ) : null}
    </div>
  );
}
