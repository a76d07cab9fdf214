import { Link, useLocation } from "@remix-run/react";
import { Icon } from "~/ui/Icon";

// Spec core §2: five entries, the active one highlighted (its icon bolder, Premium's star filled),
// Premium in gold. The bar is on every page, so it stays a few elements: plain links with the
// active entry worked out here (a NavLink resolves its path again).
const entries = [
  { to: "/", label: "Home", also: ["/fitplate", "/diary", "/foods"] },
  { to: "/scan", label: "Scan", also: ["/scan-enhanced"] },
  { to: "/progress", label: "Progress", also: ["/progress-enhanced"] },
  { to: "/premium", label: "Premium", also: ["/premium-enhanced"], gold: true },
  { to: "/profile", label: "Profile" },
] as const;

/** The page at `path` or one below it ("/" is only itself: no path starts with "//"). */
function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Screens reached from Home (the diary, your foods) keep Home highlighted. */
function isUnder(entry: (typeof entries)[number], pathname: string): boolean {
  return "also" in entry && entry.also.some((path) => isWithin(pathname, path));
}

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="bottom-bar">
      {/* Five columns from the start, each entry's icon at its top: painted with its entries half
          parsed, a flex row gave the ones already there the whole width, and an icon centered alone
          rose when its label came (issue 44). */}
      <ul className="mx-auto grid max-w-3xl grid-cols-5">
        {entries.map((entry) => {
          // The entry's own page (what a NavLink marks aria-current), or a screen reached from it.
          const exact = isWithin(pathname, entry.to);
          const isActive = exact || isUnder(entry, pathname);
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                prefetch="none"
                aria-current={exact ? "page" : undefined}
                className={[
                  "flex min-h-touch flex-col items-center gap-0.5 px-1 py-2 font-medium",
                  "gold" in entry ? "text-gold-700" : isActive ? "text-brand-700" : "text-slate-600",
                  isActive ? "bg-brand-50/70 font-semibold" : "",
                  isActive && "gold" in entry ? "[&_svg]:fill-current" : "",
                ].join(" ")}
              >
                <Icon name={entry.label} strokeWidth={isActive ? 2.2 : 1.8} />
                {entry.label}
                {isActive ? <span className="sr-only">(current page)</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
