// Issue 37 item 10: one-tap re-log and the log panel always picked Snack. A log without a chosen
// slot goes to the slot of the member's local time of day, and the panel's select starts on it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { loadLogPanel } from "~/http/screens/log-panel.server";
import { action as homeAction } from "~/routes/_index";
import { action as foodLog } from "~/routes/api.food-log";
import { formPost, newGuest, ORIGIN, request, respond } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const BANANA = 9040;
// 19:00 in Los Angeles (PDT), 04:00 the next day in Paris.
const LA_DINNER_TIME = new Date("2026-06-11T02:00:00Z");

afterEach(() => vi.useRealTimers());

describe("the meal slot of a log without one", () => {
  it("is the member's time of day: a one-tap re-log at 19:00 in Los Angeles goes to dinner", async () => {
    const { userId, cookie } = await newGuest("America/Los_Angeles");
    vi.useFakeTimers({ toFake: ["Date"], now: LA_DINNER_TIME });
    const tapped = await respond(() =>
      homeAction(args(formPost("/?index", { intent: "log-food", quick: `${BANANA}:118`, idempotencyKey: "tap-1" }, cookie))),
    );
    expect(tapped.status).toBe(302);
    const meal = await db.meal.findFirstOrThrow({ where: { userId } });
    expect(meal).toMatchObject({ mealType: "dinner", localDate: "2026-06-10" });
  });

  it("follows the zone: the same instant is breakfast time in Paris, on the JSON door too", async () => {
    const { userId, cookie } = await newGuest("Europe/Paris");
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-11T06:00:00Z") }); // 08:00 in Paris
    const logged = await respond(() =>
      foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId: BANANA, quantity: 100 } }))),
    );
    expect(logged.status).toBe(201);
    expect(((await logged.json()) as { mealType: string }).mealType).toBe("breakfast");
    expect(await db.meal.count({ where: { userId, mealType: "breakfast" } })).toBe(1);
  });

  it("is what the log panel's select starts on", async () => {
    const { userId } = await newGuest("America/Los_Angeles");
    vi.useFakeTimers({ toFake: ["Date"], now: LA_DINNER_TIME });
    expect((await loadLogPanel(userId, new URL(`${ORIGIN}/`))).mealType).toBe("dinner");
  });

  it("never overrides a slot the member chose", async () => {
    const { cookie } = await newGuest("America/Los_Angeles");
    vi.useFakeTimers({ toFake: ["Date"], now: LA_DINNER_TIME });
    const logged = await respond(() =>
      foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId: BANANA, quantity: 100, mealType: "lunch" } }))),
    );
    expect(((await logged.json()) as { mealType: string }).mealType).toBe("lunch");
  });
});
