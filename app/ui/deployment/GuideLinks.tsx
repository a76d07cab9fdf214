import type { GuideLink } from "~/modules/deployment/guides";

/** Links of a guide: store and build-tool sites open in a new tab (spec §2.14), this app's pages in place. */
export function GuideLinks({ links }: { links: GuideLink[] }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => {
        const external = /^https?:\/\//.test(link.url);
        return (
          <li key={link.url}>
            <a
              href={link.url}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="inline-flex min-h-touch items-center font-medium text-brand-700 underline"
            >
              {link.title}
              {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
