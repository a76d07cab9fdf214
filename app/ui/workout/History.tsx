import type { HistoryItem } from "~/modules/workout/history.server";
import { formatDuration } from "~/modules/workout/timer";
import { Card } from "~/ui/Card";

/** Finished workouts, newest first: date, duration, sets, volume and the exercises. */
export function WorkoutHistory({ items }: { items: HistoryItem[] }) {
  return (
    <Card title="History" titleId="history">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Finished workouts show up here with their duration and total volume.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} data-testid="history-item" className="py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="font-semibold">
                  {new Date(item.endTime).toLocaleDateString("en-US", {
                    weekday: "short",
                    month: "short",
                    day: "numeric",
                    timeZone: "UTC",
                  })}
                </p>
                <p className="text-sm tabular-nums text-slate-700">
                  {formatDuration(item.durationSeconds)} · {item.completedSets} sets ·{" "}
                  <span data-testid="history-volume">{item.totalVolume.toLocaleString("en-US")} kg</span>
                </p>
              </div>
              <p className="text-sm break-words text-slate-600">{item.exercises.join(", ")}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
