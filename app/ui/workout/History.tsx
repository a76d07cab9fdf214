import { Link } from "@remix-run/react";
import type { HistoryItem } from "~/modules/workout/history.server";
import { formatLoad, type LoadUnit } from "~/modules/workout/load";
import { formatDuration } from "~/modules/workout/timer";
import { Card } from "~/ui/Card";

/** Finished workouts, newest first: name, date, duration, sets, volume and the exercises; each opens. */
export function WorkoutHistory({ items, unit }: { items: HistoryItem[]; unit: LoadUnit }) {
  return (
    <Card title="History" titleId="history">
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Finished workouts show up here with their duration and total volume.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} data-testid="history-item">
              <Link to={`/workout/history/${item.id}`} className="block min-h-touch rounded-xl py-2 hover:bg-slate-50">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold">
                    <span className="text-brand-700" data-testid="history-name">
                      {item.name}
                    </span>{" "}
                    <span className="text-sm font-normal text-slate-600">
                      {new Date(item.endTime).toLocaleDateString("en-US", {
                        weekday: "short",
                        month: "short",
                        day: "numeric",
                        timeZone: "UTC",
                      })}
                    </span>
                  </span>
                  <span className="text-sm tabular-nums text-slate-700">
                    {formatDuration(item.durationSeconds)} · {item.completedSets} sets ·{" "}
                    <span data-testid="history-volume">{formatLoad(item.totalVolume, unit)}</span>
                  </span>
                </span>
                <span className="block text-sm break-words text-slate-600">{item.exercises.join(", ")}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
