import { Link } from "@remix-run/react";
import { DASHBOARD_TABS, type DashboardTab } from "~/modules/dashboard/tabs";

const labels: Record<DashboardTab, string> = {
  overview: "Overview",
  "ai-features": "AI features",
  integrations: "Integrations",
  activities: "Activities",
  advanced: "Advanced",
};

/** The five tabs, as links (?tab=…) that keep the period: no JavaScript needed. */
export function DashboardTabs({ current, period }: { current: DashboardTab; period: string }) {
  return (
    <nav aria-label="Dashboard sections">
      <ul className="flex gap-1 overflow-x-auto rounded-2xl bg-slate-100 p-1">
        {DASHBOARD_TABS.map((tab) => (
          <li key={tab} className="shrink-0 grow">
            <Link
              to={`/advanced-dashboard?period=${period}&tab=${tab}`}
              preventScrollReset
              aria-current={tab === current ? "page" : undefined}
              className={[
                "flex min-h-touch items-center justify-center whitespace-nowrap rounded-xl px-3 text-sm font-semibold",
                tab === current ? "bg-white text-brand-700 shadow-sm" : "text-slate-700 hover:bg-white/60",
              ].join(" ")}
            >
              {labels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
