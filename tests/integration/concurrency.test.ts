// Parallel requests through the route modules (issue 7, item 1): meal totals stay the sum of the
// meal's live entries, and the custom-food cap holds, however the requests interleave.
// Run on SQLite and, with FITPLATE_TEST_POSTGRES_URL, on PostgreSQL (where the races showed).
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { sumNutrients } from "~/modules/food/nutrition";
import { MAX_CUSTOM_FOODS } from "~/modules/food/custom-foods.server";
import { action as foodLog } from "~/routes/api.food-log";
import { action as foodsRoute } from "~/routes/api.foods";
import { action as mealFoods } from "~/routes/api.meals.$mealId.foods";
import { action as entryRoute } from "~/routes/api.meal-foods.$entryId";
import { action as restoreRoute } from "~/routes/api.meal-foods.$entryId.restore";
import { newGuest, request, respond } from "../helpers/requests";

const BANANA = 9040;
const APPLE = 9003;
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

async function expectTotalsMatchEntries(mealId: number) {
  const meal = await db.meal.findUniqueOrThrow({ where: { id: mealId } });
  const live = await db.mealFood.findMany({ where: { mealId, deletedAt: null } });
  const sum = sumNutrients(live);
  expect({ calories: meal.totalCalories, protein: meal.totalProtein, carbs: meal.totalCarbs, fat: meal.totalFat }).toEqual(sum);
  return live.length;
}

async function mealWithEntries(cookie: string, count: number): Promise<{ mealId: number; entryIds: number[] }> {
  const first = await respond(() =>
    foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId: BANANA, quantity: 118 } }))),
  );
  expect(first.status).toBe(201);
  const { mealId, entryId } = (await first.json()) as { mealId: number; entryId: number };
  const entryIds = [entryId];
  for (let i = 1; i < count; i++) {
    const added = await respond(() =>
      mealFoods(
        args(
          request(`/api/meals/${mealId}/foods`, { method: "POST", cookie, json: { foodId: i % 2 ? APPLE : BANANA, quantity: 50 + i } }),
          {
            mealId: String(mealId),
          },
        ),
      ),
    );
    expect(added.status).toBe(201);
    entryIds.push(((await added.json()) as { id: number }).id);
  }
  return { mealId, entryIds };
}

describe("parallel edits of one meal", () => {
  it("keeps the totals equal to the live entries when entries are deleted at once", async () => {
    const { cookie } = await newGuest();
    const { mealId, entryIds } = await mealWithEntries(cookie, 12);
    const responses = await Promise.all(
      entryIds
        .slice(1)
        .map((id) =>
          respond(() => entryRoute(args(request(`/api/meal-foods/${id}`, { method: "DELETE", cookie }), { entryId: String(id) }))),
        ),
    );
    expect(responses.map((r) => r.status)).toEqual(entryIds.slice(1).map(() => 200));
    expect(await expectTotalsMatchEntries(mealId)).toBe(1);
  });

  it("keeps the totals equal to the live entries when foods are added, restored and changed at once", async () => {
    const { cookie } = await newGuest();
    const { mealId, entryIds } = await mealWithEntries(cookie, 6);
    for (const id of entryIds.slice(3)) {
      await respond(() => entryRoute(args(request(`/api/meal-foods/${id}`, { method: "DELETE", cookie }), { entryId: String(id) })));
    }
    const adds = Array.from({ length: 10 }, (_, i) =>
      respond(() =>
        mealFoods(
          args(request(`/api/meals/${mealId}/foods`, { method: "POST", cookie, json: { foodId: APPLE, quantity: 30 + i } }), {
            mealId: String(mealId),
          }),
        ),
      ),
    );
    const restores = entryIds
      .slice(3)
      .map((id) =>
        respond(() => restoreRoute(args(request(`/api/meal-foods/${id}/restore`, { method: "POST", cookie }), { entryId: String(id) }))),
      );
    const patches = entryIds
      .slice(0, 3)
      .map((id, i) =>
        respond(() =>
          entryRoute(
            args(request(`/api/meal-foods/${id}`, { method: "PATCH", cookie, json: { quantity: 200 + i } }), { entryId: String(id) }),
          ),
        ),
      );
    const statuses = (await Promise.all([...adds, ...restores, ...patches])).map((r) => r.status);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    expect(await expectTotalsMatchEntries(mealId)).toBe(16);
  });

  it("still leaves a meal saved with totals only (no entries ever) with its own totals", async () => {
    const { userId } = await newGuest();
    const meal = await db.meal.create({
      data: {
        userId,
        name: "Scanned lunch",
        mealType: "lunch",
        localDate: "2026-01-01",
        totalCalories: 640,
        totalProtein: 31.5,
        totalCarbs: 70,
        totalFat: 22,
      },
    });
    const { refreshMealTotals } = await import("~/modules/meal/log.server");
    await db.$transaction((tx) => refreshMealTotals(tx, meal.id));
    expect(await db.meal.findUniqueOrThrow({ where: { id: meal.id } })).toMatchObject({
      totalCalories: 640,
      totalProtein: 31.5,
      totalCarbs: 70,
      totalFat: 22,
    });
  });
});

describe("parallel creates at the custom-food cap", () => {
  it(`never lets a user keep more than ${MAX_CUSTOM_FOODS} foods of their own`, async () => {
    const { userId, cookie } = await newGuest();
    const spare = 3;
    await db.food.createMany({
      data: Array.from({ length: MAX_CUSTOM_FOODS - spare }, (_, i) => ({
        name: `Filler ${i}`,
        category: "snacks",
        caloriesPer100g: 100,
        proteinPer100g: 5,
        carbsPer100g: 15,
        fatPer100g: 2,
        source: "user",
        ownerId: userId,
      })),
    });
    const responses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        respond(() =>
          foodsRoute(
            args(
              request("/api/foods", {
                method: "POST",
                cookie,
                json: {
                  name: `Race food ${i}`,
                  category: "snacks",
                  caloriesPer100g: 100,
                  proteinPer100g: 5,
                  carbsPer100g: 15,
                  fatPer100g: 2,
                },
              }),
            ),
          ),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(spare);
    expect(statuses.filter((s) => s === 409)).toHaveLength(16 - spare);
    expect(await db.food.count({ where: { ownerId: userId } })).toBe(MAX_CUSTOM_FOODS);
  });

  it("refuses the same food twice even when both arrive at once", async () => {
    const { userId, cookie } = await newGuest();
    const json = { name: "Twin bar", category: "snacks", caloriesPer100g: 400, proteinPer100g: 20, carbsPer100g: 50, fatPer100g: 12 };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => respond(() => foodsRoute(args(request("/api/foods", { method: "POST", cookie, json }))))),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await db.food.count({ where: { ownerId: userId } })).toBe(1);
  });
});
