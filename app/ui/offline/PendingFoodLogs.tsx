import { mealTypeTitle } from "~/modules/meal/meal-types";
import { Card } from "~/ui/Card";
import { usePendingFoodLogs } from "./usePendingFoodLogs";

/** Foods logged while offline, marked Pending until the server has them (nothing shows when none wait). */
export function PendingFoodLogs({ owner }: { owner: number }) {
  const logs = usePendingFoodLogs(owner);
  if (logs.length === 0) return null;
  return (
    <Card title="Waiting for a connection" titleId="pending-logs">
      <p className="mb-2 text-sm text-slate-600">Saved on this device; sent as soon as you are back online.</p>
      <ul className="divide-y divide-slate-100" aria-labelledby="pending-logs">
        {logs.map((log) => (
          <li key={log.id} className="flex items-center justify-between gap-3 py-1.5" data-testid="pending-log">
            <div className="min-w-0">
              <p className="break-words text-sm font-medium">{log.foodName}</p>
              <p className="text-xs text-slate-600">
                {log.quantity} g{log.portionLabel ? ` (${log.portionLabel})` : ""} · {mealTypeTitle(log.mealType)} · {log.date}
              </p>
            </div>
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Pending</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
