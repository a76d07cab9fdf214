// What the readiness checks read: this deployment's answers over HTTP, from its public origin, as
// a visitor's browser (or Bubblewrap, or Play's reviewer) gets them.

export type SiteAnswer = { status: number; contentType: string; body: Buffer };

/** One GET on the site; a string says why there is no answer (no origin, refused, timed out). */
export type Site = { get: (path: string) => Promise<SiteAnswer | string> };

/** How long one check waits for the site. */
const SITE_TIMEOUT_MS = 3000;

/** The site at `origin` (null: the public address is unknown, so nothing can be fetched). */
export function siteAt(origin: string | null, timeoutMs = SITE_TIMEOUT_MS): Site {
  return {
    get: async (path) => {
      if (origin === null) return "the public address is unknown: set APP_URL";
      try {
        const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
        return {
          status: response.status,
          contentType: response.headers.get("Content-Type") ?? "",
          body: Buffer.from(await response.arrayBuffer()),
        };
      } catch (error) {
        return `no answer from ${origin}${path} (${(error as Error).message})`;
      }
    },
  };
}

export type CheckState = "pass" | "fail" | "todo";
/** One readiness check: pass (green), fail (red: it really fails) or todo (not set up yet). */
export type CheckResult = { id: string; title: string; state: CheckState; detail: string };

/** The answer to `path` when it is a 200, else why not (for a failing check's detail). */
export async function fetchOk(site: Site, path: string): Promise<SiteAnswer | string> {
  const answer = await site.get(path);
  if (typeof answer === "string") return answer;
  return answer.status === 200 ? answer : `${path} answers ${answer.status}`;
}

/** A check's result maker: `const result = resultOf("https", "HTTPS"); return result("pass", "…")`. */
export function resultOf(id: string, title: string) {
  return (state: CheckState, detail: string): CheckResult => ({ id, title, state, detail });
}
