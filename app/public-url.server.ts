import { env } from "./env.server";

// Every absolute URL the app hands to someone else (Stripe's return URLs, links in e-mails and
// WhatsApp texts) starts with publicOrigin, so a Host header nobody checked never reaches one.

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The app's public origin: APP_URL when set (server/security.js `validHost` then refuses every
 * request for another Host). Unset, only a local run's own address: the request's origin when its
 * host is loopback (localhost, 127.0.0.1, [::1]); any other host is one nobody checked → null.
 */
export function publicOrigin(request?: Request): string | null {
  if (env.APP_URL) return env.APP_URL;
  if (!request) return null;
  const url = new URL(request.url);
  return LOOPBACK_HOSTS.has(url.hostname) ? url.origin : null;
}

/** A link to `path` in an e-mail or a text: absolute on APP_URL, else the bare path (a local run, as before). */
export function messageLink(path: string): string {
  return `${publicOrigin() ?? ""}${path}`;
}
