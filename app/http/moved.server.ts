import { pageLoader } from "./read-policy.server";
import { redirect } from "@remix-run/node";
import { everyMethod } from "./write-policy.server";

// A path that moved for good (the spec's dead links, e.g. /food-scan → /scan), query kept.
const target = (to: string, request: Request) => `${to}${new URL(request.url).search}`;

/** The loader of a moved path: a GET answers 301. */
export function movedLoader(to: string) {
  return pageLoader("none", ({ request }) => redirect(target(to, request), 301));
}

/** The action of a moved path: any other method answers 308, so a client repeats its method at the new place. */
export function movedAction(to: string) {
  return everyMethod(({ request }) => redirect(target(to, request), 308));
}
