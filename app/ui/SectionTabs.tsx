import { Link, useLocation } from "@remix-run/react";

// The tabbed home shell of spec core §2: Home, Nutrition, Workout, Progress, Support, Profile, as
// plain links (no JavaScript needed). Six do not fit one row on a 360 px phone: two rows of three there.
const tabs = [
  { to: "/", label: "Home", paths: ["/", "/fitplate"] },
  { to: "/diary", label: "Nutrition", paths: ["/diary", "/foods"] },
  { to: "/workout", label: "Workout", paths: ["/workout", "/workout-enhanced"] },
  { to: "/progress", label: "Progress", paths: ["/progress", "/progress-enhanced", "/weight", "/measurements"] },
  { to: "/support", label: "Support", paths: ["/support"] },
  { to: "/profile", label: "Profile", paths: ["/profile"] },
] as const;

export function SectionTabs() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Sections">
      <ul className="grid grid-cols-3 gap-0.5 rounded-2xl bg-slate-100 p-1 sm:flex">
        {tabs.map((tab) => {
          const current = (tab.paths as readonly string[]).includes(pathname);
          return (
            <li key={tab.to} className="flex-1">
              <Link
                to={tab.to}
                prefetch="none"
                aria-current={current ? "page" : undefined}
                className={[
                  "flex min-h-touch items-center justify-center rounded-xl px-1 text-[13px] font-semibold sm:px-3 sm:text-sm",
                  current ? "bg-white text-brand-700 shadow-sm" : "text-slate-700 hover:bg-white/60",
                ].join(" ")}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
