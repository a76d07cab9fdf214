// Spec core §6: the JSON reads of stats, meals and exercises fail with 'Failed to fetch stats',
// 'Failed to fetch meals' and 'Failed to fetch exercises' (issue 37 item 11), keeping the status the
// house answers while the database is unreachable (503 + Retry-After, app/db-unavailable.server.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { DatabaseUnavailable } from "~/db-unavailable.server";
import { localDateOf } from "~/modules/dates/calendar";
import { loader as exercisesLoader } from "~/routes/api.exercises";
import { loader as mealsLoader } from "~/routes/api.meals.$userId";
import { loader as statsLoader } from "~/routes/api.stats.$userId";
import { newGuest, request, respond } from "../helpers/requests";

const down = () => Promise.reject(new DatabaseUnavailable(new Error("the database went away")));

afterEach(() => {
  vi.restoreAllMocks();
});

async function expectReadFailure(response: Response, message: string) {
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("5");
  expect(await response.json()).toEqual({ error: message });
}

describe("a JSON read whose database read fails", () => {
  it("GET /api/stats/{userId} → 503 'Failed to fetch stats'", async () => {
    const { userId, cookie } = await newGuest();
    vi.spyOn(db.meal, "groupBy").mockImplementation(down as never);
    const response = await respond(() =>
      statsLoader({
        request: request(`/api/stats/${userId}?startDate=${localDateOf(new Date(), "UTC")}`, { cookie }),
        params: { userId: String(userId) },
        context: {},
      }),
    );
    await expectReadFailure(response, "Failed to fetch stats");
  });

  it("GET /api/meals/{userId} → 503 'Failed to fetch meals'", async () => {
    const { userId, cookie } = await newGuest();
    vi.spyOn(db.meal, "findMany").mockImplementation(down as never);
    const response = await respond(() =>
      mealsLoader({ request: request(`/api/meals/${userId}`, { cookie }), params: { userId: String(userId) }, context: {} }),
    );
    await expectReadFailure(response, "Failed to fetch meals");
  });

  it("GET /api/exercises → 503 'Failed to fetch exercises'", async () => {
    vi.spyOn(db.exercise, "findMany").mockImplementation(down as never);
    const response = await respond(() => exercisesLoader({ request: request("/api/exercises"), params: {}, context: {} }));
    await expectReadFailure(response, "Failed to fetch exercises");
  });

  it("still answers the reads when the database is there", async () => {
    const { userId, cookie } = await newGuest();
    const stats = await respond(() =>
      statsLoader({
        request: request(`/api/stats/${userId}?startDate=${localDateOf(new Date(), "UTC")}`, { cookie }),
        params: { userId: String(userId) },
        context: {},
      }),
    );
    expect(stats.status).toBe(200);
    expect((await respond(() => exercisesLoader({ request: request("/api/exercises"), params: {}, context: {} }))).status).toBe(200);
  });
});
