import { Link } from "@remix-run/react";
import { PERIOD_LABELS, type Period } from "~/modules/tracking/periods";

/**
 * The period selector: links (?period=…), so it works without JavaScript; the chosen one is marked
 * current. `keep`: other query parameters the links carry (the dashboard's tab).
 */
export function PeriodTabs<P extends Period>({
  periods,
  current,
  path,
  keep = "",
}: {
  periods: readonly P[];
  current: P;
  path: string;
  keep?: string;
}) {
  return (
    <nav aria-label="Period">
      <ul className="flex gap-1 rounded-2xl bg-slate-100 p-1">
        {periods.map((period) => (
          <li key={period} className="flex-1">
            <Link
              to={`${path}?period=${period}${keep}`}
              preventScrollReset
              aria-current={period === current ? "page" : undefined}
              className={[
                "flex min-h-touch items-center justify-center rounded-xl px-2 text-sm font-semibold",
                period === current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-white",
              ].join(" ")}
            >
              {PERIOD_LABELS[period]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
