import { NavLink, useLocation } from "@remix-run/react";

// Spec core §2: five entries, the active one highlighted, Premium in gold.
const entries = [
  { to: "/", label: "Home", also: ["/fitplate", "/diary", "/foods"], icon: "M3 11l9-8 9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" },
  {
    to: "/scan",
    label: "Scan",
    also: ["/scan-enhanced"],
    icon: "M4 7V5a1 1 0 0 1 1-1h2M17 4h2a1 1 0 0 1 1 1v2M20 17v2a1 1 0 0 1-1 1h-2M7 20H5a1 1 0 0 1-1-1v-2M8 12h8",
  },
  { to: "/progress", label: "Progress", also: ["/progress-enhanced"], icon: "M4 20V10M10 20V4M16 20v-7M22 20H2" },
  {
    to: "/premium",
    label: "Premium",
    also: ["/premium-enhanced"],
    icon: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z",
    gold: true,
  },
  { to: "/profile", label: "Profile", icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" },
] as const;

/** Screens reached from Home (the diary, your foods) keep Home highlighted. */
function isUnder(entry: (typeof entries)[number], pathname: string): boolean {
  return "also" in entry && entry.also.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-3xl justify-around">
        {entries.map((entry) => (
          <li key={entry.to} className="flex-1">
            <NavLink
              to={entry.to}
              end={entry.to === "/"}
              prefetch="none"
              className={({ isActive: exact }) => {
                const isActive = exact || isUnder(entry, pathname);
                return [
                  "flex min-h-touch flex-col items-center justify-center gap-0.5 px-1 py-2 text-xs font-medium sm:text-sm",
                  "gold" in entry ? "text-gold-700" : isActive ? "text-brand-700" : "text-slate-600",
                  isActive ? "bg-brand-50/70 font-semibold" : "",
                ].join(" ");
              }}
            >
              {({ isActive: exact }) => {
                const isActive = exact || isUnder(entry, pathname);
                return (
                  <>
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="h-6 w-6"
                      fill={"gold" in entry && isActive ? "currentColor" : "none"}
                      stroke="currentColor"
                      strokeWidth={isActive ? 2.2 : 1.8}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    >
                      <path d={entry.icon} />
                    </svg>
                    <span>{entry.label}</span>
                    {isActive ? <span className="sr-only">(current page)</span> : null}
                  </>
                );
              }}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
