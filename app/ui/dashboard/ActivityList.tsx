import type { Activity } from "~/modules/dashboard/activities";

const badges: Record<Activity["type"], string> = {
  meal: "Meal",
  workout: "Workout",
  analysis: "Scan",
  achievement: "Achievement",
};

/** Meals, workouts, scans and achievements, newest first, with how long ago. */
export function ActivityList({ activities }: { activities: Activity[] }) {
  if (activities.length === 0)
    return (
      <p className="text-sm text-slate-600">Nothing yet in this period: log a meal, scan one or finish a workout and it shows here.</p>
    );
  return (
    <ul className="divide-y divide-slate-100" data-testid="activities">
      {activities.map((activity) => (
        <li key={`${activity.type}-${activity.at}-${activity.title}`} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <span className="text-xs font-semibold uppercase tracking-wide text-brand-800">{badges[activity.type]}</span>
            <p className="text-sm wrap-anywhere">{activity.title}</p>
          </div>
          <time dateTime={activity.at} className="shrink-0 text-xs text-slate-600">
            {activity.when}
          </time>
        </li>
      ))}
    </ul>
  );
}
