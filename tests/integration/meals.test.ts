import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { action as foodLog } from "~/routes/api.food-log";
import { action as createMealRoute } from "~/routes/api.meals";
import { loader as mealsLoader } from "~/routes/api.meals.$userId";
import { action as mealFoods } from "~/routes/api.meals.$mealId.foods";
import { action as entryRoute } from "~/routes/api.meal-foods.$entryId";
import { action as restoreRoute } from "~/routes/api.meal-foods.$entryId.restore";
import { loader as trackingLoader } from "~/routes/api.tracking.$userId.$date";
import { loader as statsLoader } from "~/routes/api.stats.$userId";
import { action as deleteFoodRoute } from "~/routes/api.foods.$foodId";
import { loader as recentLoader } from "~/routes/api.foods.recent";
import { getDiary } from "~/modules/meal/diary.server";
import { logMealOfFoods } from "~/modules/meal/log.server";
import { createCustomFood } from "~/modules/food/custom-foods.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { newGuest, request, respond } from "../helpers/requests";

const BANANA = 9040; // "Bananas, raw": 89 kcal, 1.09 g protein, 22.84 g carbs, 0.33 g fat per 100 g
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const today = () => localDateOf(new Date(), "UTC");

async function logVia(cookie: string, json: unknown) {
  return respond(() => foodLog(args(request("/api/food-log", { method: "POST", cookie, json }))));
}

async function tracking(userId: number, cookie: string, date = today()) {
  const response = await respond(() =>
    trackingLoader(args(request(`/api/tracking/${userId}/${date}`, { cookie }), { userId: String(userId), date })),
  );
  return (await response.json()) as Record<string, number>;
}

async function rowCounts() {
  return { meals: await db.meal.count(), entries: await db.mealFood.count() };
}

describe("logging food", () => {
  it("logs grams of a food and the day's tracking shows the exact rounded figures", async () => {
    const { userId, cookie } = await newGuest();
    const response = await logVia(cookie, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      foodName: "Bananas, raw",
      quantity: 118,
      mealType: "breakfast",
      calories: 105,
      protein: 1.3,
      carbs: 27,
      fat: 0.4,
    });
    expect(await tracking(userId, cookie)).toMatchObject({
      date: today(),
      totalCalories: 105,
      totalProtein: 1.3,
      totalCarbs: 27,
      totalFat: 0.4,
    });

    const diary = await getDiary(userId, today());
    expect(diary.slots.find((slot) => slot.mealType === "breakfast")!.entries).toMatchObject([
      { name: "Bananas, raw", quantity: 118, calories: 105 },
    ]);
    expect(diary.totals).toEqual({ calories: 105, protein: 1.3, carbs: 27, fat: 0.4 });
  });

  it("says what a quick log was in the meal's aiAnalysis: 'Quick log: {food name} ({quantity}g)' (spec core §7)", async () => {
    const { userId, cookie } = await newGuest();
    const response = await logVia(cookie, { foodId: BANANA, quantity: 118, mealType: "snack" });
    expect(response.status).toBe(201);
    const { mealId } = (await response.json()) as { mealId: number };
    expect(await db.meal.findUniqueOrThrow({ where: { id: mealId } })).toMatchObject({
      userId,
      aiAnalysis: "Quick log: Bananas, raw (118g)",
    });
  });

  it("supports the spec's two-call quick log, computing nutrients on the server", async () => {
    const { userId, cookie } = await newGuest();
    const created = await respond(() =>
      createMealRoute(
        args(
          request("/api/meals", {
            method: "POST",
            cookie,
            json: {
              userId,
              name: "Bananas, raw",
              mealType: "snack",
              totalCalories: 89,
              totalProtein: 1.1,
              totalCarbs: 22.8,
              totalFat: 0.3,
              aiAnalysis: "Quick log: Bananas, raw (100g)",
            },
          }),
        ),
      ),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const added = await respond(() =>
      mealFoods(
        args(
          request(`/api/meals/${id}/foods`, {
            method: "POST",
            cookie,
            json: { foodId: BANANA, quantity: 100, calories: 9999, protein: 0, carbs: 0, fat: 0 },
          }),
          { mealId: String(id) },
        ),
      ),
    );
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 });

    const meals = await respond(() => mealsLoader(args(request(`/api/meals/${userId}`, { cookie }), { userId: String(userId) })));
    const list = (await meals.json()) as {
      id: number;
      aiAnalysis: string;
      voiceSummary: string | null;
      totalCalories: number;
      foods: unknown[];
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, aiAnalysis: "Quick log: Bananas, raw (100g)", voiceSummary: null, totalCalories: 89 });
    expect(list[0]!.foods).toHaveLength(1);
  });

  it("logs to the day of the user's own time zone", async () => {
    const { userId, cookie } = await newGuest("Pacific/Kiritimati");
    await logVia(cookie, { foodId: BANANA, quantity: 100 });
    const meal = await db.meal.findFirstOrThrow({ where: { userId } });
    expect(meal.localDate).toBe(localDateOf(new Date(), "Pacific/Kiritimati"));
  });

  it("refuses bad input with a clear 4xx and writes nothing", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const { id: othersMeal } = (await (
      await respond(() =>
        createMealRoute(
          args(
            request("/api/meals", {
              method: "POST",
              cookie: other.cookie,
              json: { name: "Lunch", mealType: "lunch", totalCalories: 500, totalProtein: 20, totalCarbs: 50, totalFat: 20 },
            }),
          ),
        ),
      )
    ).json()) as { id: number };
    const before = await rowCounts();

    const cases: [unknown, number, RegExp][] = [
      [{ foodId: BANANA, quantity: "abc" }, 400, /^quantity: Quantity must be a number of grams/],
      [{ foodId: BANANA, quantity: "0x10" }, 400, /^quantity: Quantity must be a number of grams/],
      [{ foodId: BANANA, quantity: true }, 400, /^quantity: Quantity must be a number of grams/],
      [{ foodId: BANANA, quantity: 9999 }, 400, /^quantity: Quantity must be at most 5000 g$/],
      [{ foodId: BANANA }, 400, /^quantity: Quantity is required/],
      [{ foodId: BANANA, quantity: 100, mealType: "brunch" }, 400, /^mealType: /],
      [{ foodId: BANANA, quantity: 100, date: "2026-02-30" }, 400, /^date: /],
      [{ foodId: BANANA, quantity: 100, date: addDays(today(), 5) }, 400, /more than a day ahead/],
      [{ foodId: 999999999, quantity: 100 }, 404, /^Food not found$/],
      [{ quantity: 100 }, 400, /^foodId: /],
    ];
    for (const [json, status, message] of cases) {
      const response = await logVia(owner.cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }

    const intoOthersMeal = await respond(() =>
      mealFoods(
        args(request(`/api/meals/${othersMeal}/foods`, { method: "POST", cookie: owner.cookie, json: { foodId: BANANA, quantity: 100 } }), {
          mealId: String(othersMeal),
        }),
      ),
    );
    expect(intoOthersMeal.status).toBe(404);
    expect(await intoOthersMeal.json()).toEqual({ error: "Meal not found" });
    const forOtherUser = await respond(() =>
      createMealRoute(
        args(
          request("/api/meals", {
            method: "POST",
            cookie: owner.cookie,
            json: { userId: other.userId, name: "x", mealType: "lunch", totalCalories: 1, totalProtein: 0, totalCarbs: 0, totalFat: 0 },
          }),
        ),
      ),
    );
    expect(forOtherUser.status).toBe(403);
    const noSession = await respond(() =>
      foodLog(args(request("/api/food-log", { method: "POST", json: { foodId: BANANA, quantity: 100 } }))),
    );
    expect(noSession.status).toBe(401);
    const malformed = await respond(() => foodLog(args(request("/api/food-log", { method: "POST", cookie: owner.cookie, body: "{" }))));
    expect(malformed.status).toBe(400);

    expect(await rowCounts()).toEqual(before);
  });
});

describe("a meal of several foods in one call (a planned meal)", () => {
  it("keeps the foods in their order, twice if named twice, with totals summed from the entries", async () => {
    const { userId } = await newGuest();
    const logged = await logMealOfFoods(userId, {
      name: "Fruit plate",
      mealType: "snack",
      foods: [
        { foodId: BANANA, quantity: 118 },
        { foodId: 1077, quantity: 200 },
        { foodId: BANANA, quantity: 50 },
      ],
    });
    const meal = await db.meal.findUniqueOrThrow({ where: { id: logged.mealId }, include: { foods: { orderBy: { id: "asc" } } } });
    expect(meal.foods.map((entry) => [entry.foodId, entry.quantity])).toEqual([
      [BANANA, 118],
      [1077, 200],
      [BANANA, 50],
    ]);
    const sum = (key: "calories" | "protein") => meal.foods.reduce((total, entry) => total + entry[key], 0);
    expect(meal.totalCalories).toBe(Math.round(sum("calories")));
    expect(meal.totalProtein).toBeCloseTo(sum("protein"), 1);
    expect(logged).toMatchObject({ name: "Fruit plate", mealType: "snack", date: today(), calories: meal.totalCalories });
  });

  it("refuses the whole meal when one food is someone else's, writing nothing", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const food = await createCustomFood(owner.userId, {
      name: "Private muesli",
      category: "grains",
      caloriesPer100g: 380,
      proteinPer100g: 10,
      carbsPer100g: 60,
      fatPer100g: 8,
    });
    const before = await rowCounts();
    await expect(
      logMealOfFoods(other.userId, {
        name: "Breakfast",
        mealType: "breakfast",
        foods: [
          { foodId: BANANA, quantity: 100 },
          { foodId: food.id, quantity: 60 },
        ],
      }),
    ).rejects.toMatchObject({ status: 404, message: "Food not found" });
    expect(await rowCounts()).toEqual(before);
  });
});

describe("quantities", () => {
  // Under 1 g, negative or not a number: refused (tests/integration/quantity-rule.test.ts).
  it("follow one rule on the JSON door: decimals rounded, 1 to 5000 g kept, over 5000 g refused", async () => {
    const { cookie } = await newGuest();
    for (const [quantity, logged] of [
      [0.6, 1],
      [1, 1],
      ["12.6", 13],
      [5000, 5000],
    ] as const) {
      const response = await logVia(cookie, { foodId: BANANA, quantity });
      expect(response.status, String(quantity)).toBe(201);
      expect(((await response.json()) as { quantity: number }).quantity).toBe(logged);
    }
  });
});

describe("editing the diary", () => {
  it("changes grams, moves between meal types, deletes and undoes, with totals following", async () => {
    const { userId, cookie } = await newGuest();
    const logged = (await (await logVia(cookie, { foodId: BANANA, quantity: 100, mealType: "breakfast" })).json()) as { entryId: number };
    const entry = String(logged.entryId);
    const patch = (json: unknown) =>
      respond(() => entryRoute(args(request(`/api/meal-foods/${entry}`, { method: "PATCH", cookie, json }), { entryId: entry })));

    expect((await patch({ quantity: 200 })).status).toBe(200);
    expect(await tracking(userId, cookie)).toMatchObject({ totalCalories: 178, totalProtein: 2.2, totalCarbs: 45.7, totalFat: 0.7 });

    const moved = await patch({ mealType: "dinner" });
    expect(await moved.json()).toMatchObject({ mealType: "dinner", quantity: 200 });
    const diary = await getDiary(userId, today());
    expect(diary.slots.find((s) => s.mealType === "dinner")!.entries).toHaveLength(1);
    expect(diary.slots.find((s) => s.mealType === "breakfast")!.entries).toHaveLength(0);

    expect((await patch({ quantity: 9999 })).status).toBe(400);
    expect((await patch({})).status).toBe(400);

    const removed = await respond(() =>
      entryRoute(args(request(`/api/meal-foods/${entry}`, { method: "DELETE", cookie }), { entryId: entry })),
    );
    expect(removed.status).toBe(200);
    expect(await tracking(userId, cookie)).toMatchObject({ totalCalories: 0, totalProtein: 0 });
    expect((await getDiary(userId, today())).totals.calories).toBe(0);

    const restored = await respond(() =>
      restoreRoute(args(request(`/api/meal-foods/${entry}/restore`, { method: "POST", cookie }), { entryId: entry })),
    );
    expect(restored.status).toBe(200);
    expect(await tracking(userId, cookie)).toMatchObject({ totalCalories: 178 });
  });

  it("moving one food out of a multi-food meal leaves the rest in place", async () => {
    const { userId, cookie } = await newGuest();
    const meal = (await (
      await respond(() =>
        createMealRoute(
          args(
            request("/api/meals", {
              method: "POST",
              cookie,
              json: { name: "Lunch", mealType: "lunch", totalCalories: 0, totalProtein: 0, totalCarbs: 0, totalFat: 0 },
            }),
          ),
        ),
      )
    ).json()) as { id: number };
    const add = (foodId: number) =>
      respond(() =>
        mealFoods(
          args(request(`/api/meals/${meal.id}/foods`, { method: "POST", cookie, json: { foodId, quantity: 100 } }), {
            mealId: String(meal.id),
          }),
        ),
      );
    const first = (await (await add(BANANA)).json()) as { id: number };
    await add(11090); // broccoli, raw: 34 kcal
    await respond(() =>
      entryRoute(
        args(request(`/api/meal-foods/${first.id}`, { method: "PATCH", cookie, json: { mealType: "snack" } }), {
          entryId: String(first.id),
        }),
      ),
    );
    const diary = await getDiary(userId, today());
    expect(diary.slots.find((s) => s.mealType === "lunch")!.totals.calories).toBe(34);
    expect(diary.slots.find((s) => s.mealType === "snack")!.totals.calories).toBe(89);
    expect(diary.totals.calories).toBe(123);
  });

  it("another user's entry is not found", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const logged = (await (await logVia(owner.cookie, { foodId: BANANA, quantity: 100 })).json()) as { entryId: number };
    const id = String(logged.entryId);
    const response = await respond(() =>
      entryRoute(args(request(`/api/meal-foods/${id}`, { method: "DELETE", cookie: other.cookie }), { entryId: id })),
    );
    expect(response.status).toBe(404);
    expect(await db.mealFood.findUniqueOrThrow({ where: { id: logged.entryId } })).toMatchObject({ deletedAt: null });
  });
});

describe("daily tracking and stats", () => {
  it("lists every day from startDate to today, empty days as 0", async () => {
    const { userId, cookie } = await newGuest();
    await logVia(cookie, { foodId: BANANA, quantity: 100, date: addDays(today(), -2) });
    await logVia(cookie, { foodId: BANANA, quantity: 50 });
    const startDate = addDays(today(), -6);
    const response = await respond(() =>
      statsLoader(args(request(`/api/stats/${userId}?startDate=${startDate}`, { cookie }), { userId: String(userId) })),
    );
    const { weeklyStats } = (await response.json()) as { weeklyStats: { date: string; totalCalories: number }[] };
    expect(weeklyStats.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(startDate, i)));
    expect(weeklyStats.map((day) => day.totalCalories)).toEqual([0, 0, 0, 0, 89, 0, 45]);
  });

  it("rejects bad dates and guards the user id", async () => {
    const { userId, cookie } = await newGuest();
    const other = await newGuest();
    const stats = (query: string, who = cookie, id = userId) =>
      respond(() => statsLoader(args(request(`/api/stats/${id}${query}`, { cookie: who }), { userId: String(id) })));
    expect((await stats("")).status).toBe(400);
    expect((await stats("?startDate=yesterday")).status).toBe(400);
    expect((await stats(`?startDate=${addDays(today(), 3)}`)).status).toBe(400);
    expect((await stats(`?startDate=${today()}`, other.cookie)).status).toBe(403);
    const badDay = await respond(() =>
      trackingLoader(args(request(`/api/tracking/${userId}/2026-13-01`, { cookie }), { userId: String(userId), date: "2026-13-01" })),
    );
    expect(badDay.status).toBe(400);
  });
});

describe("custom and recent foods", () => {
  it("a user's own food is theirs alone: others cannot log or delete it", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const food = await createCustomFood(owner.userId, {
      name: "Grandma's granola",
      category: "grains",
      caloriesPer100g: 471,
      proteinPer100g: 10,
      carbsPer100g: 64,
      fatPer100g: 20,
    });
    expect((await logVia(owner.cookie, { foodId: food.id, quantity: 50 })).status).toBe(201);
    expect((await logVia(other.cookie, { foodId: food.id, quantity: 50 })).status).toBe(404);
    const del = (cookie: string) =>
      respond(() => deleteFoodRoute(args(request(`/api/foods/${food.id}`, { method: "DELETE", cookie }), { foodId: String(food.id) })));
    expect((await del(other.cookie)).status).toBe(404);
    expect((await del(owner.cookie)).status).toBe(200);
    // the logged entry keeps its copied figures
    expect(await tracking(owner.userId, owner.cookie)).toMatchObject({ totalCalories: 236 });
  });

  it("lists recent foods with the grams last logged, newest first", async () => {
    const { cookie } = await newGuest();
    await logVia(cookie, { foodId: BANANA, quantity: 100 });
    await logVia(cookie, { foodId: 11090, quantity: 80 });
    await logVia(cookie, { foodId: BANANA, quantity: 120 });
    const response = await respond(() => recentLoader(args(request("/api/foods/recent", { cookie }))));
    const { recent } = (await response.json()) as { recent: { foodId: number; quantity: number; timesLogged: number }[] };
    expect(recent.map((food) => [food.foodId, food.quantity, food.timesLogged])).toEqual([
      [BANANA, 120, 2],
      [11090, 80, 1],
    ]);
  });

  it("lists foods logged lately to a recent diary day (yesterday too), not those added now to a day months back", async () => {
    const { cookie } = await newGuest();
    await logVia(cookie, { foodId: BANANA, quantity: 100, date: addDays(today(), -1) });
    await logVia(cookie, { foodId: 11090, quantity: 80, date: addDays(today(), -100) });
    const response = await respond(() => recentLoader(args(request("/api/foods/recent", { cookie }))));
    const { recent } = (await response.json()) as { recent: { foodId: number }[] };
    expect(recent.map((food) => food.foodId)).toEqual([BANANA]);
  });
});

describe("POST /api/foods", () => {
  it("creates a custom food for the caller, and refuses inconsistent values without writing", async () => {
    const { action } = await import("~/routes/api.foods");
    const { userId, cookie } = await newGuest();
    const post = (json: unknown) => respond(() => action(args(request("/api/foods", { method: "POST", cookie, json }))));
    const created = await post({
      name: "Protein bar",
      brand: "Acme",
      category: "snacks",
      caloriesPer100g: 380,
      proteinPer100g: 30,
      carbsPer100g: 40,
      fatPer100g: 11,
    });
    expect(created.status).toBe(201);
    const food = (await created.json()) as { id: number };
    expect(await db.food.findUniqueOrThrow({ where: { id: food.id } })).toMatchObject({ ownerId: userId, source: "user", brand: "Acme" });

    const before = await db.food.count();
    const bad = await post({ name: "Air", category: "snacks", caloriesPer100g: 900, proteinPer100g: 0, carbsPer100g: 0, fatPer100g: 0 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^caloriesPer100g: Calories do not match/);
    expect(
      (await post({ name: "Neg", category: "snacks", caloriesPer100g: 10, proteinPer100g: -1, carbsPer100g: 3, fatPer100g: 0 })).status,
    ).toBe(400);
    expect(await db.food.count()).toBe(before);
  });
});
