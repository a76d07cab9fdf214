import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader as meals } from "~/routes/api.meals.$userId";
import { loader as stats } from "~/routes/api.stats.$userId";
import { loader as tracking } from "~/routes/api.tracking.$userId.$date";
import { loader as user } from "~/routes/api.user.$userId";
import { newGuest, request, respond } from "../helpers/requests";

// Every /api/.../{userId} route: the id must be the signed-in user.
const routes: {
  name: string;
  loader: (args: LoaderFunctionArgs) => Promise<Response>;
  path: (id: number) => string;
  params: (id: number) => Record<string, string>;
}[] = [
  { name: "GET /api/user/{userId}", loader: user, path: (id) => `/api/user/${id}`, params: (id) => ({ userId: String(id) }) },
  { name: "GET /api/meals/{userId}", loader: meals, path: (id) => `/api/meals/${id}`, params: (id) => ({ userId: String(id) }) },
  {
    name: "GET /api/tracking/{userId}/{date}",
    loader: tracking,
    path: (id) => `/api/tracking/${id}/2026-11-22`,
    params: (id) => ({ userId: String(id), date: "2026-11-22" }),
  },
  {
    name: "GET /api/stats/{userId}",
    loader: stats,
    path: (id) => `/api/stats/${id}?startDate=2026-11-20`,
    params: (id) => ({ userId: String(id) }),
  },
];

describe.each(routes)("$name", ({ loader, path, params }) => {
  const call = (cookie: string | undefined, id: number) =>
    respond(() => loader({ request: request(path(id), { cookie }), params: params(id), context: {} }));

  it("answers the user themself, 403 for another user, 401 without a session", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    expect((await call(owner.cookie, owner.userId)).status).not.toBeGreaterThanOrEqual(401);
    const forbidden = await call(other.cookie, owner.userId);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: "You can only access your own account" });
    const anonymous = await call(undefined, owner.userId);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Not signed in" });
  });
});
