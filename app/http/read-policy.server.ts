import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSessionUserId } from "~/modules/auth/session.server";
import { requireApiSelf, requireApiUser, requirePageUser, requireStaffPage } from "./guards.server";

// The read side of the write policy (issue 38 item 5): every route module's `loader` names its
// guard here, as its action does in write-policy.server.ts, and gets the user it let in.
// tests/integration/write-policy.test.ts fails when a route's loader is written any other way.

const READ_POLICY = Symbol.for("fitplate.read-policy");

/**
 * Who may read a screen: `page` (a member or guest, else a redirect to the start page that comes
 * back), `staff` (a page user who is staff, else the Page Not Found screen), `session` (the
 * session's user or null: the start, sign-in and registration screens), `none` (public pages).
 */
export type PageGuard = "page" | "staff" | "session" | "none";
/** Who may read an /api path: `user` (token or cookie, else 401), `self` (`params.userId` must be the caller: 400/401/403), `none`. */
export type ApiReadGuard = "user" | "self" | "none";

type UserOf<G> = G extends "session" ? number | null : G extends "none" ? null : number;
export type ReadDoor<U> = LoaderFunctionArgs & { userId: U; url: URL };

async function pageUser(guard: PageGuard, request: Request): Promise<number | null> {
  if (guard === "none") return null;
  if (guard === "session") return getSessionUserId(request);
  const userId = await requirePageUser(request);
  if (guard === "staff") await requireStaffPage(userId);
  return userId;
}

async function apiUser(guard: ApiReadGuard, { request, params }: LoaderFunctionArgs): Promise<number | null> {
  if (guard === "none") return null;
  return guard === "self" ? requireApiSelf(request, params.userId) : requireApiUser(request);
}

function marked<T>(guard: string, read: (args: LoaderFunctionArgs) => Promise<T>) {
  Object.defineProperty(read, READ_POLICY, { value: guard, enumerable: false });
  return read;
}

/** A screen's loader: its guard first, then `load` with the user it let in and the parsed URL. */
export function pageLoader<G extends PageGuard, T>(guard: G, load: (door: ReadDoor<UserOf<G>>) => T | Promise<T>) {
  return marked(guard, async (args: LoaderFunctionArgs): Promise<T> => {
    const userId = (await pageUser(guard, args.request)) as UserOf<G>;
    return load({ ...args, userId, url: new URL(args.request.url) });
  });
}

/** An /api route's GET: its guard first (a JSON 400/401/403 refusal), then `load`. */
export function apiLoader<G extends ApiReadGuard, T>(guard: G, load: (door: ReadDoor<UserOf<G>>) => T | Promise<T>) {
  return marked(`api-${guard}`, async (args: LoaderFunctionArgs): Promise<T> => {
    const userId = (await apiUser(guard, args)) as UserOf<G>;
    return load({ ...args, userId, url: new URL(args.request.url) });
  });
}

/** The guard a loader was built with, or null for one written by hand. */
export function readPolicyOf(loader: unknown): string | null {
  if (typeof loader !== "function") return null;
  return ((loader as unknown as Record<symbol, unknown>)[READ_POLICY] as string | undefined) ?? null;
}
