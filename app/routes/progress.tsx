import { pageLoader } from "~/http/read-policy.server";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { throttlePageWork } from "~/http/throttle.server";
import { PERIOD_LABELS, PROGRESS_PERIODS, parsePeriod } from "~/modules/tracking/periods";
import { getProgress } from "~/modules/tracking/progress.server";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { PageHeader } from "~/ui/PageHeader";
import { ProgressBar } from "~/ui/ProgressBar";
import { SectionTabs } from "~/ui/SectionTabs";
import { AchievementList } from "~/ui/progress/AchievementList";
import { CalorieChart } from "~/ui/progress/CalorieChart";
import { MacroBreakdown } from "~/ui/progress/MacroBreakdown";
import { PeriodTabs } from "~/ui/progress/PeriodTabs";
import { UpgradePrompt } from "~/ui/progress/UpgradePrompt";
import { TrendSummary } from "~/ui/weight/TrendSummary";

export const meta: MetaFunction = () => [{ title: "Progress — Fitplate" }];

export const loader = pageLoader("page", async ({ request, context, userId, url }) => {
  await throttlePageWork({ request, context }, userId);
  const period = parsePeriod(PROGRESS_PERIODS, url.searchParams.get("period"));
  return getProgress(userId, period);
});

/** Progress analytics (spec core §2): today against the goal, the period's averages, macros, a chart and the achievements. */
export default function Progress() {
  const progress = useLoaderData<typeof loader>();
  const { averages } = progress;
  const periodName = PERIOD_LABELS[progress.period].toLowerCase();
  return (
    <div className="mx-auto max-w-3xl space-y-4 lg:max-w-none">
      <SectionTabs />
      <PageHeader
        title="Progress"
        subtitle={`${progress.from} to ${progress.to}`}
        actions={
          <Link to="/progress-enhanced" className={buttonClass("ghost", "text-sm")}>
            Insights →
          </Link>
        }
      />
      <PeriodTabs periods={PROGRESS_PERIODS} current={progress.period} path="/progress" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-4">
          <Card title="Today" titleId="today">
            <p className="whitespace-nowrap">
              <span className="text-4xl font-bold tracking-tight" data-testid="today-calories">
                {progress.today.calories}
              </span>
              <span className="text-slate-600"> / {progress.goal} kcal</span>
            </p>
            <div className="mt-2">
              <ProgressBar
                value={progress.today.calories}
                target={progress.goal}
                label={`Calories today: ${progress.today.percent}% of goal`}
              />
            </div>
            <p className="mt-1 text-sm text-slate-700" data-testid="today-percent">
              {progress.today.percent} % of your daily goal
            </p>
          </Card>
          <Card title={`Average per logged day (${periodName})`} titleId="average">
            <p>
              <span className="text-3xl font-bold tracking-tight" data-testid="average-calories">
                {averages.calories}
              </span>
              <span className="text-slate-600"> kcal a day</span>
            </p>
            <p className="text-sm text-slate-600" data-testid="logged-days">
              {averages.loggedDays === 0
                ? "Nothing logged in this period yet."
                : `Over ${averages.loggedDays} logged ${averages.loggedDays === 1 ? "day" : "days"}; days with nothing logged are left out.`}
            </p>
            <h3 className="mt-3 font-semibold">Macros against your targets</h3>
            <div className="mt-1">
              <MacroBreakdown macros={progress.macros} />
            </div>
          </Card>
          <Card
            title="Weight"
            titleId="weight"
            actions={
              <Link to="/weight" className="inline-flex min-h-touch items-center font-semibold text-brand-700">
                Weight log →
              </Link>
            }
          >
            <TrendSummary trend={progress.weight} units={progress.units} />
          </Card>
          <Card title="Daily calories" titleId="chart">
            <CalorieChart
              bars={progress.bars}
              goal={progress.goal}
              caption={
                progress.period === "year"
                  ? "Average calories per logged day of each month; the dashed line is your daily goal."
                  : "Calories per day; the dashed line is your daily goal, amber bars are over it."
              }
            />
          </Card>
        </div>
        <div className="min-w-0 space-y-4">
          <AchievementList achievements={progress.achievements} />
          {progress.premium ? null : (
            <UpgradePrompt text="Premium adds weekly summaries, insights from your own data, a daily breakdown and exports of your data as CSV or JSON." />
          )}
        </div>
      </div>
    </div>
  );
}
