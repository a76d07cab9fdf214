import { env } from "~/env.server";
import APP_CSS from "~/styles/app.css?inline";
import STYLESHEET_URL from "~/styles/app.css?url";

// The stylesheet is written into a visitor's first page, so that page paints from its HTML alone
// (docs/decisions/0031-page-load.md), and the page prefetches the hashed file. A cookie naming
// that file says the browser has it: later pages link it (from the HTTP cache, or the service
// worker's precache) instead of carrying its 40 KB again in every document.
const COOKIE = "fp_css";
const version = STYLESHEET_URL.slice(STYLESHEET_URL.lastIndexOf("/") + 1);
const attributes = `Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${env.COOKIE_SECURE ? "; Secure" : ""}`;

/** The stylesheet text to inline in this response ("" to link the file), and the cookie to send with it. */
export function stylesheetFor(request: Request): { css: string; setCookie: string | null } {
  const cookies = request.headers.get("Cookie") ?? "";
  const linked = cookies.split(/;\s*/).includes(`${COOKIE}=${version}`);
  return linked ? { css: "", setCookie: null } : { css: APP_CSS, setCookie: `${COOKIE}=${version}; ${attributes}` };
}
