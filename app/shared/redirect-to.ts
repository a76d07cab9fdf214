/** The query parameter that carries where a visitor was going when a screen asked them to start first. */
export const REDIRECT_TO = "redirectTo";

const ORIGIN = "http://fitplate.invalid";

/**
 * A `redirectTo` value as a path on this site, or null: only a relative path that stays here
 * ("/scan?method=manual"), never another site ("//evil.example", "/\\evil.example",
 * "https://…", "javascript:…"), so the start page cannot be used to send anyone elsewhere.
 */
export function safeRedirectTo(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length > 1000 || !raw.startsWith("/") || raw.startsWith("//")) return null;
  if (/[\\\p{Cc}]/u.test(raw)) return null;
  const url = new URL(raw, ORIGIN);
  if (url.origin !== ORIGIN) return null;
  return url.pathname + url.search + url.hash;
}

/** The start page with the place to come back to (none for the start page itself). */
export function startPageFor(url: URL): string {
  url.searchParams.delete("index");
  const target = safeRedirectTo(url.pathname + url.search);
  return target === null || target === "/" ? "/" : `/?${REDIRECT_TO}=${encodeURIComponent(target)}`;
}
