import { env } from "~/env.server";

// The kiosk marker: a browser-session cookie set when a member signs in at /kiosk. It marks the
// browser as a shared screen until the browser closes (or "Leave kiosk mode"): the layout shows
// the kiosk bar, every session started on it is a kiosk session, and with no one signed in every
// page leads back to the kiosk sign-in. It grants nothing (the Session row's kiosk flag and expiry
// are what the server enforces).
const attributes = `Path=/; HttpOnly; SameSite=Lax${env.COOKIE_SECURE ? "; Secure" : ""}`;

export function isKioskRequest(request: Request): boolean {
  return /(?:^|;\s*)__kiosk=1(?:;|$)/.test(request.headers.get("Cookie") ?? "");
}

/** No Max-Age: it goes when the browser closes, like the kiosk session's own cookie. */
export const MARK_KIOSK = `__kiosk=1; ${attributes}`;
export const UNMARK_KIOSK = `__kiosk=; Max-Age=0; ${attributes}`;

/**
 * Sent when a kiosk member is done: the browser drops this origin's cache and storage, so the
 * next member finds nothing of theirs (pages are never cached anyway: Cache-Control no-store).
 */
export const CLEAR_SITE_DATA = { "Clear-Site-Data": '"cache", "storage"' };
