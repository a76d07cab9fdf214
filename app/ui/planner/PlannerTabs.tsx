import { Link } from "@remix-run/react";

const TABS = [
  { tab: "preferences", label: "Preferences" },
  { tab: "meal-plan", label: "Meal Plan" },
  { tab: "shopping", label: "Shopping" },
] as const;

/** The planner's three tabs (spec commercial §2.10), as links: each works without JavaScript. */
export function PlannerTabs({ current }: { current: string }) {
  return (
    <nav aria-label="Meal planner">
      <ul className="grid grid-cols-3 gap-0.5 rounded-2xl bg-slate-100 p-1">
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              to={`?tab=${tab}`}
              aria-current={current === tab ? "page" : undefined}
              className={[
                "flex min-h-touch items-center justify-center rounded-xl px-1 text-sm font-semibold",
                current === tab ? "bg-white text-brand-700 shadow-sm" : "text-slate-700 hover:bg-white/60",
              ].join(" ")}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
