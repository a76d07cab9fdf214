// Idempotency-Key on every create (issue 7, item 11): a retried POST gets the first answer and
// logs nothing twice, even when both copies arrive at once.
import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { QUANTITY_TOO_LARGE } from "~/modules/food/nutrition";
import { idempotentForm } from "~/http/idempotency.server";
import { mealSlotFor } from "~/modules/meal/meal-slot";
import { action as foodLog } from "~/routes/api.food-log";
import { action as foodsRoute } from "~/routes/api.foods";
import { action as mealsRoute } from "~/routes/api.meals";
import { action as mealFoods } from "~/routes/api.meals.$mealId.foods";
import { action as diaryAction } from "~/routes/diary";
import { action as homeAction } from "~/routes/_index";
import { formPost, newGuest, ORIGIN, respond, respondPage } from "../helpers/requests";

type Door = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => Promise<Response>;

function post(door: Door, path: string, cookie: string, json: unknown, key?: string, params: Record<string, string> = {}) {
  const headers = new Headers({ Cookie: cookie, "Content-Type": "application/json" });
  if (key !== undefined) headers.set("Idempotency-Key", key);
  return respond(() =>
    door({ request: new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: JSON.stringify(json) }), params, context: {} }),
  );
}

const LOG = { foodId: 9040, quantity: 120, mealType: "lunch" };

describe("Idempotency-Key on JSON creates", () => {
  it("replays the first answer to a retry of POST /api/food-log and logs once", async () => {
    const { userId, cookie } = await newGuest();
    const first = await post(foodLog, "/api/food-log", cookie, LOG, "retry-1");
    const second = await post(foodLog, "/api/food-log", cookie, LOG, "retry-1");
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(await db.mealFood.count({ where: { meal: { userId } } })).toBe(1);
    // Without a key (or with another) each POST logs.
    await post(foodLog, "/api/food-log", cookie, LOG);
    await post(foodLog, "/api/food-log", cookie, LOG, "retry-2");
    expect(await db.mealFood.count({ where: { meal: { userId } } })).toBe(3);
  });

  it("runs a create once when copies with one key arrive in parallel, and answers each copy alike", async () => {
    const { userId, cookie } = await newGuest();
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(foodLog, "/api/food-log", cookie, LOG, "parallel-key")));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await db.meal.count({ where: { userId } })).toBe(1);
    expect(await db.idempotencyKey.findUniqueOrThrow({ where: { userId_key: { userId, key: "parallel-key" } } })).toMatchObject({
      route: "POST /api/food-log",
      status: 201,
    });
  });

  it("covers POST /api/meals, /api/meals/{mealId}/foods and /api/foods", async () => {
    const { userId, cookie } = await newGuest();
    const meal = { name: "Scanned", mealType: "dinner", totalCalories: 500, totalProtein: 20, totalCarbs: 60, totalFat: 15 };
    const [m1, m2] = await Promise.all([
      post(mealsRoute, "/api/meals", cookie, meal, "m"),
      post(mealsRoute, "/api/meals", cookie, meal, "m"),
    ]);
    const { id: mealId } = (await m1.json()) as { id: number };
    expect(((await m2.json()) as { id: number }).id).toBe(mealId);
    expect(await db.meal.count({ where: { userId } })).toBe(1);

    const add = () =>
      post(mealFoods, `/api/meals/${mealId}/foods`, cookie, { foodId: 9040, quantity: 50 }, "add", { mealId: String(mealId) });
    await Promise.all([add(), add(), add()]);
    expect(await db.mealFood.count({ where: { mealId } })).toBe(1);

    const food = { name: "Keyed bar", category: "snacks", caloriesPer100g: 400, proteinPer100g: 20, carbsPer100g: 50, fatPer100g: 12 };
    const f1 = await post(foodsRoute, "/api/foods", cookie, food, "food");
    const f2 = await post(foodsRoute, "/api/foods", cookie, food, "food");
    expect([f1.status, f2.status]).toEqual([201, 201]); // not 409 "already have": the retry gets the first answer
    expect(await db.food.count({ where: { ownerId: userId } })).toBe(1);
  });

  it("does not keep refusals, refuses a key reused on another route, and checks the key's shape", async () => {
    const { userId, cookie } = await newGuest();
    const bad = await post(foodLog, "/api/food-log", cookie, { foodId: 99999999, quantity: 100 }, "fix-and-retry");
    expect(bad.status).toBe(404);
    const good = await post(foodLog, "/api/food-log", cookie, LOG, "fix-and-retry");
    expect(good.status).toBe(201);
    expect(good.headers.get("Idempotent-Replayed")).toBeNull();

    const other = await post(
      mealsRoute,
      "/api/meals",
      cookie,
      { name: "X", mealType: "snack", totalCalories: 1, totalProtein: 0, totalCarbs: 0, totalFat: 0 },
      "fix-and-retry",
    );
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: "This Idempotency-Key was already used for another request" });

    const malformed = await post(foodLog, "/api/food-log", cookie, LOG, "has space");
    expect(malformed.status).toBe(400);
    expect(await db.meal.count({ where: { userId } })).toBe(1);
  });

  it("keys are per user: another user's key of the same value runs", async () => {
    const a = await newGuest();
    const b = await newGuest();
    await post(foodLog, "/api/food-log", a.cookie, LOG, "shared-value");
    const other = await post(foodLog, "/api/food-log", b.cookie, LOG, "shared-value");
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await db.meal.count({ where: { userId: b.userId } })).toBe(1);
  });
});

describe("idempotencyKey on the log-food form", () => {
  it("logs once when the same form post is sent twice (and the helper runs plainly without a key)", async () => {
    const { userId, cookie } = await newGuest();
    const send = (fields: Record<string, string>) =>
      respond(() =>
        diaryAction({
          request: new Request(`${ORIGIN}/diary`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "log-food", foodId: "9040", quantity: "100", mealType: "lunch", ...fields }).toString(),
          }),
          params: {},
          context: {},
        }),
      );
    const [one, two] = await Promise.all([send({ idempotencyKey: "form-1" }), send({ idempotencyKey: "form-1" })]);
    expect([one.status, two.status]).toEqual([302, 302]);
    expect(await db.meal.count({ where: { userId } })).toBe(1);
    await send({});
    expect(await db.meal.count({ where: { userId } })).toBe(2);
  });

  it("replays a form's first success (its redirect, cookie and reply), never a refusal", async () => {
    const { userId } = await newGuest();
    let runs = 0;
    const redirectOnce = async () => {
      runs++;
      return new Response(null, {
        status: 302,
        headers: [
          ["Location", `/diary?run=${runs}`],
          ["Set-Cookie", "a=1"],
          ["Set-Cookie", "b=2"],
        ],
      });
    };
    const first = (await idempotentForm(userId, "direct", "test-redirect", redirectOnce)) as Response;
    const again = (await idempotentForm(userId, "direct", "test-redirect", redirectOnce)) as Response;
    expect(runs).toBe(1);
    expect([again.status, again.headers.get("Location"), again.headers.getSetCookie()]).toEqual([302, "/diary?run=1", ["a=1", "b=2"]]);
    expect(first.headers.get("Location")).toBe("/diary?run=1");

    let tries = 0;
    const refuseThenReply = async () => (++tries === 1 ? data({ error: "no" }, { status: 400 }) : data({ ok: tries }, { status: 200 }));
    await idempotentForm(userId, "refused", "test-reply", refuseThenReply);
    const ok = (await idempotentForm(userId, "refused", "test-reply", refuseThenReply)) as { data: unknown };
    const replayed = (await idempotentForm(userId, "refused", "test-reply", refuseThenReply)) as { data: unknown; init: ResponseInit };
    expect(tries).toBe(2);
    expect([ok.data, replayed.data, replayed.init.status]).toEqual([{ ok: 2 }, { ok: 2 }, 200]);
  });
});

describe("the quick foods' one form on Home", () => {
  const tap = (cookie: string, quick: string, idempotencyKey = "page-1-quick") =>
    respondPage(() =>
      homeAction({ request: formPost("/?index", { intent: "log-food", idempotencyKey, quick }, cookie), params: {}, context: {} }),
    );

  it("logs the tapped food with its grams and portion, once per food however often it is retried", async () => {
    const { userId, cookie } = await newGuest();
    const banana = '9040:118:1 medium (7" to 7-7/8" long)';
    const [one, two] = await Promise.all([tap(cookie, banana), tap(cookie, banana)]);
    expect([one.status, two.status]).toEqual([302, 302]);
    // Another food tapped on the same page is its own log, in the slot of the time of day (the guest's zone is UTC).
    expect((await tap(cookie, "9003:150")).status).toBe(302);
    const slot = mealSlotFor(new Date(), "UTC");
    const logged = await db.mealFood.findMany({
      where: { meal: { userId } },
      select: { foodId: true, quantity: true, portionLabel: true, meal: { select: { mealType: true } } },
      orderBy: { id: "asc" },
    });
    expect(logged).toEqual([
      { foodId: 9040, quantity: 118, portionLabel: '1 medium (7" to 7-7/8" long)', meal: { mealType: slot } },
      { foodId: 9003, quantity: 150, portionLabel: null, meal: { mealType: slot } },
    ]);
  });

  it("refuses a malformed button value with the schema's words and logs nothing", async () => {
    const { userId, cookie } = await newGuest();
    const refusals: Record<string, string> = {
      "": "Food id is required",
      banana: "Food id must be a number",
      ":100": "Food id is required",
      "9040": "Quantity is required",
      "9040:": "Quantity is required",
      "9040:lots": "Quantity must be a number of grams",
      "9040:99999": QUANTITY_TOO_LARGE,
    };
    for (const [quick, message] of Object.entries(refusals)) {
      const response = await tap(cookie, quick, `bad-${quick}`);
      expect(response.status, quick).toBe(400);
      expect(JSON.stringify(await response.json()), quick).toContain(message);
    }
    expect(await db.mealFood.count({ where: { meal: { userId } } })).toBe(0);
  });
});
