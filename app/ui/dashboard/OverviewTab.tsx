import { Link } from "@remix-run/react";
import type { AdvancedDashboard } from "~/modules/dashboard/dashboard.server";
import { buttonClass } from "~/ui/Button";
import { Card } from "~/ui/Card";
import { ProgressBar } from "~/ui/ProgressBar";
import { WaterButton } from "~/ui/health/WaterCard";
import { ActivityList } from "./ActivityList";

type Overview = Pick<AdvancedDashboard, "goals" | "activities" | "weight">;

// Real routes only: the spec's /food-scan and /workout-tracker moved to /scan and /workout.
// The spec's four (its /food-scan and /workout-tracker are /scan and /workout here), then two more.
const QUICK_ACTIONS = [
  { to: "/scan", label: "Scan a meal" },
  { to: "/ai-meal-planner", label: "Plan meals" },
  { to: "/workout", label: "Start a workout" },
  { to: "/form-analysis", label: "Check your form" },
  { to: "/diary", label: "Log food" },
  { to: "/progress-enhanced", label: "Progress insights" },
] as const;

const barColors = { calories: "bar-brand-500", protein: "bar-protein", water: "bar-sky-500", exercise: "bar-amber-500" } as const;

/** Today's goal bars (with the +250 ml), quick actions and the recent activities. */
export function OverviewTab({ data, formPath, formKey }: { data: Overview; formPath: string; formKey: string }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <div className="min-w-0 space-y-4">
        <Card title="Today’s goals" titleId="water">
          <ul className="space-y-3">
            {data.goals.map((goal) => (
              <li key={goal.id} data-testid={`goal-${goal.id}`}>
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-medium">{goal.label}</span>
                  <span className="text-slate-700">{goal.text}</span>
                </div>
                <div className="mt-1">
                  <ProgressBar
                    value={goal.value}
                    target={goal.target}
                    label={`${goal.label}: ${goal.text}`}
                    className={barColors[goal.id]}
                  />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between gap-3">
            <p className="text-sm text-slate-700">Drank a glass?</p>
            <WaterButton action={formPath} formKey={formKey} />
          </div>
          {data.weight ? (
            <p className="mt-3 text-sm text-slate-700" data-testid="latest-weight">
              Latest weight: <strong>{data.weight.kg} kg</strong> on {data.weight.day}
            </p>
          ) : null}
        </Card>
        <Card title="Quick actions" titleId="quick-actions">
          <div className="grid grid-cols-2 gap-2">
            {QUICK_ACTIONS.map((action) => (
              <Link key={action.to} to={action.to} className={buttonClass("secondary", "text-sm")}>
                {action.label}
              </Link>
            ))}
          </div>
        </Card>
      </div>
      <Card title="Recent activities" titleId="recent-activities">
        <ActivityList activities={data.activities} />
      </Card>
    </div>
  );
}
