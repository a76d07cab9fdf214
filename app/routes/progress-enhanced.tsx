import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { throttlePageWork } from "~/http/throttle.server";
import { formatDayLabel } from "~/modules/dates/calendar";
import { ENHANCED_PERIODS, PERIOD_LABELS, parsePeriod } from "~/modules/tracking/periods";
import { getEnhancedProgress } from "~/modules/tracking/progress.server";
import { progressShareText } from "~/modules/tracking/share-text";
import { counted } from "~/modules/text";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";
import { ProgressBar } from "~/ui/ProgressBar";
import { SectionTabs } from "~/ui/SectionTabs";
import { AchievementList } from "~/ui/progress/AchievementList";
import { ExportForm } from "~/ui/progress/ExportForm";
import { MacroBreakdown } from "~/ui/progress/MacroBreakdown";
import { PeriodTabs } from "~/ui/progress/PeriodTabs";
import { ShareProgress } from "~/ui/progress/ShareProgress";
import { UpgradePrompt } from "~/ui/progress/UpgradePrompt";

export const meta: MetaFunction = () => [{ title: "Progress insights — Fitplate" }];

export const loader = pageLoader("page", async ({ request, context, userId, url }) => {
  await throttlePageWork({ request, context }, userId);
  const period = parsePeriod(ENHANCED_PERIODS, url.searchParams.get("period"));
  return getEnhancedProgress(userId, period);
});

const toneStyle = {
  good: "bg-brand-50 ring-brand-100",
  watch: "bg-amber-50 ring-amber-200",
  info: "bg-slate-50 ring-slate-200",
} as const;

/** Progress analytics, the full version (spec core §2): reports for premium tiers, achievements for everyone. */
export default function ProgressEnhanced() {
  const data = useLoaderData<typeof loader>();
  const { advanced } = data;
  const periodName = PERIOD_LABELS[data.period].toLowerCase();
  const earned = data.achievements.filter((a) => a.earned).map((a) => a.title);
  const shareText = progressShareText({
    periodName,
    from: data.from,
    to: data.to,
    goal: data.goal,
    averages: advanced?.averages ?? null,
    achievements: earned,
  });

  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <SectionTabs />
      <PageHeader
        title="Progress insights"
        subtitle={`${data.from} to ${data.to}`}
        actions={
          <Link to="/progress" className={buttonClass("ghost", "text-sm")}>
            ← Progress
          </Link>
        }
      />
      <PeriodTabs periods={ENHANCED_PERIODS} current={data.period} path="/progress-enhanced" />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Link to="/profile#goals" className={buttonClass("primary")}>
          Set New Goals
        </Link>
        <a href={advanced ? "#export-data" : "/premium"} className={buttonClass("secondary")}>
          Export Data
        </a>
        <ShareProgress text={shareText} />
      </div>

      {advanced ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
          <div className="min-w-0 space-y-4">
            <Card title="Goal progress" titleId="goal-progress">
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-sm text-slate-600">Today</dt>
                  <dd className="text-xl font-bold">{advanced.goalProgress.todayCalories} kcal</dd>
                  <dd className="mt-1">
                    <ProgressBar
                      value={advanced.goalProgress.todayCalories}
                      target={data.goal}
                      label={`Today: ${advanced.goalProgress.todayPercent}% of goal`}
                    />
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">Average per logged day</dt>
                  <dd className="text-xl font-bold" data-testid="enhanced-average">
                    {advanced.averages.calories} kcal
                  </dd>
                  <dd className="mt-1">
                    <ProgressBar
                      value={advanced.averages.calories}
                      target={data.goal}
                      label={`Average: ${advanced.goalProgress.averagePercent}% of goal`}
                    />
                  </dd>
                </div>
              </dl>
              <p className="mt-3 text-sm text-slate-700">
                {advanced.goalProgress.daysOnTarget} of {counted(advanced.goalProgress.loggedDays, "logged day")} within 80–120 % of your{" "}
                {data.goal} kcal goal ({advanced.goalProgress.days} days in the period).
              </p>
              <h3 className="mt-3 font-semibold">Macros, average per logged day</h3>
              <div className="mt-1">
                <MacroBreakdown macros={advanced.macros} />
              </div>
            </Card>
            <Card title="Insights" titleId="insights">
              <ul className="space-y-2" data-testid="insights">
                {advanced.insights.map((insight) => (
                  <li key={insight.id} className={`rounded-xl p-3 text-sm ring-1 ${toneStyle[insight.tone]}`}>
                    {insight.text}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-600">Worked out from your own logged days by fixed rules: nothing is guessed.</p>
            </Card>
            <Card title="Weekly summary" titleId="weekly-summary">
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 font-medium">
                      Week
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Logged
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Avg kcal
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      On target
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {advanced.weeks.map((week) => (
                    <tr key={week.weekOf}>
                      <th scope="row" className="py-2 font-medium">
                        {week.label}
                      </th>
                      <td className="py-2 text-right">{week.loggedDays} d</td>
                      <td className="py-2 text-right">{week.averageCalories}</td>
                      <td className="py-2 text-right">{week.daysOnTarget} d</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          </div>
          <div className="min-w-0 space-y-4">
            <Card title="Daily breakdown" titleId="daily-breakdown">
              <div className="max-h-[28rem] overflow-y-auto">
                <table className="w-full text-left text-sm">
                  <thead className="sticky top-0 bg-white text-xs text-slate-600">
                    <tr>
                      <th scope="col" className="py-1 font-medium">
                        Day
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        kcal
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        P
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        C
                      </th>
                      <th scope="col" className="py-1 text-right font-medium">
                        F
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {advanced.daily.map((day) => (
                      <tr key={day.date} className={day.totalCalories > 0 ? "" : "text-slate-600"}>
                        <th scope="row" className="py-2 font-medium">
                          <Link to={`/diary?date=${day.date}`} className="text-brand-700 underline-offset-2 hover:underline">
                            {formatDayLabel(day.date, data.to)}
                          </Link>
                        </th>
                        <td className="py-2 text-right">{day.totalCalories}</td>
                        <td className="py-2 text-right">{day.totalProtein} g</td>
                        <td className="py-2 text-right">{day.totalCarbs} g</td>
                        <td className="py-2 text-right">{day.totalFat} g</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
            <AchievementList achievements={data.achievements} />
            <Card title="Export Data" titleId="export-data" className="scroll-mt-4">
              <div id="export-data-form">
                <ExportForm from={data.from} to={data.to} />
              </div>
            </Card>
          </div>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
          <UpgradePrompt text="Weekly summaries, goal progress, a daily breakdown, insights from your own data and exports of your meals and workouts as CSV or JSON are part of Premium." />
          <AchievementList achievements={data.achievements} />
        </div>
      )}
    </div>
  );
}
