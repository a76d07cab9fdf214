const links = [
  { to: "/navigation", label: "All pages" },
  { to: "/colors", label: "Colors" },
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
] as const;

/**
 * The shell's last line: the pages every screen should reach but the bottom navigation has no room
 * for. Plain anchors: these pages are read rarely, a document load suits them, and a router link
 * costs every page's render more than an anchor.
 */
export function AppFooter() {
  return (
    <footer className="mt-8 border-t border-slate-200 pt-3">
      <nav aria-label="More">
        {/* A column each from the start: a centered row moved the links already painted as the next
            one was parsed (issue 44). */}
        <ul className="mx-auto grid max-w-md grid-cols-4 justify-items-center text-sm">
          {links.map((link) => (
            <li key={link.to}>
              <a href={link.to} className="inline-flex min-h-touch items-center px-2 text-slate-700 underline-offset-2 hover:underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
