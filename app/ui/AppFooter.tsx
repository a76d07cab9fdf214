import { Link } from "@remix-run/react";

const links = [
  { to: "/navigation", label: "All pages" },
  { to: "/colors", label: "Colours" },
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
] as const;

/** The shell's last line: the pages every screen should reach but the bottom navigation has no room for. */
export function AppFooter() {
  return (
    <footer className="mt-8 border-t border-slate-200 pt-3">
      <nav aria-label="More">
        <ul className="flex flex-wrap justify-center gap-x-1 text-sm">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                prefetch="none"
                className="inline-flex min-h-touch items-center px-2 text-slate-700 underline-offset-2 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
