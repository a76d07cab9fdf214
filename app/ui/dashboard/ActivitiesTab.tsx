import type { AdvancedDashboard } from "~/modules/dashboard/dashboard.server";
import { Card } from "~/ui/Card";

/** Workout history (name, date, duration, intensity) and the nutrition timeline (meal, food, time, calories) of the period. */
export function ActivitiesTab({ workouts, timeline }: Pick<AdvancedDashboard, "workouts" | "timeline">) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
      <Card title="Workout history" titleId="workout-history">
        {workouts.length === 0 ? (
          <p className="text-sm text-slate-600">No finished workout in this period.</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="workout-history">
            {workouts.map((workout) => (
              <li key={workout.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">{workout.name}</p>
                  <p className="text-xs text-slate-600">
                    {workout.date} · {workout.durationMinutes} min · {workout.volumeKg.toLocaleString("en-US")} kg
                  </p>
                </div>
                <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                  {workout.intensity}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-slate-600">
          Intensity is the pace of your sets: one every 2.5 min or faster is High, every 5 min Medium.
        </p>
      </Card>
      <Card title="Nutrition timeline" titleId="nutrition-timeline">
        {timeline.length === 0 ? (
          <p className="text-sm text-slate-600">No meal logged in this period.</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="nutrition-timeline">
            {timeline.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="text-xs font-semibold text-slate-600">
                    {item.meal} · {item.time}
                  </p>
                  <p className="text-sm wrap-anywhere">{item.food}</p>
                </div>
                <span className="shrink-0 text-sm font-semibold">{item.calories} kcal</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
