// Issue 39 part 2: the nutrients beyond the macros through the doors. GET /api/foods/{id} answers a
// food's values per 100 g, null where its source did not measure one; a logged entry keeps its
// food's values; GET /api/tracking/{userId}/{date} sums the day, counting the entries that lack a
// value instead of adding 0; the export and a saved meal carry them.
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { exportData } from "~/modules/export/export.server";
import { getDiaryWithNutrients } from "~/modules/meal/diary.server";
import { deleteEntry } from "~/modules/meal/entries.server";
import { logFood } from "~/modules/meal/log.server";
import { quickAdd } from "~/modules/meal/quick-add.server";
import { logSavedMeal, saveMeal } from "~/modules/meal/saved-meals.server";
import { userToday } from "~/modules/user/clock.server";
import { loader as foodApi } from "~/routes/api.foods.$foodId";
import { loader as trackingApi } from "~/routes/api.tracking.$userId.$date";
import { newGuest, request, respond } from "../helpers/requests";

const BANANA = 9040; // SR28: potassium 358 mg, vitamin C 8.7 mg per 100 g; no caffeine or alcohol column
const LATTE = 92101900; // FNDDS: potassium 152 mg, caffeine 36 mg per 100 g

const food = (cookie: string, id: string | number) =>
  respond(() => foodApi({ request: request(`/api/foods/${id}`, { cookie }), params: { foodId: String(id) }, context: {} }));
type Day = {
  totalCalories: number;
  entries: number;
  nutrients: Record<string, { amount: number | null; unit: string; unknownEntries: number; dailyValue: number | null }>;
};
const tracking = async (cookie: string, userId: number, date: string) => {
  const res = await respond(() =>
    trackingApi({ request: request(`/api/tracking/${userId}/${date}`, { cookie }), params: { userId: String(userId), date }, context: {} }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Day;
};

describe("GET /api/foods/{foodId}", () => {
  it("answers every nutrient per 100 g; SR28's unmeasured caffeine and alcohol are null, not 0", async () => {
    const { cookie } = await newGuest();
    const banana = await food(cookie, BANANA);
    expect(banana.status).toBe(200);
    const body = (await banana.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: BANANA, name: "Bananas, raw", source: "usda", potassiumMgPer100g: 358, vitaminCMgPer100g: 8.7 });
    expect(body.caffeineMgPer100g).toBeNull();
    expect(body.alcoholPer100g).toBeNull();
    const latte = (await (await food(cookie, LATTE)).json()) as Record<string, unknown>;
    expect(latte).toMatchObject({ source: "fndds", caffeineMgPer100g: 36, alcoholPer100g: 0 });
  });

  it("refuses a food that is not there (404) or an id that is not one (400) with a JSON error", async () => {
    const { cookie } = await newGuest();
    const missing = await food(cookie, 999999999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Food not found" });
    expect((await food(cookie, "abc")).status).toBe(400);
  });
});

describe("a day's nutrients", () => {
  it("sums the entries' snapshots; entries without a value are counted, never taken as 0", async () => {
    const { userId, cookie } = await newGuest();
    const today = await userToday(userId);
    await logFood(userId, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
    await logFood(userId, { foodId: LATTE, quantity: 240, mealType: "breakfast" });
    await quickAdd(userId, { calories: 120, mealType: "snack", label: "Biscuit" });
    const removed = await logFood(userId, { foodId: BANANA, quantity: 500, mealType: "dinner" });
    await deleteEntry(userId, removed.entryId); // a deleted entry counts for nothing

    const day = await tracking(cookie, userId, today);
    expect(day.entries).toBe(3);
    // 358 × 1.18 = 422.4 and 152 × 2.4 = 364.8; the quick add has none
    expect(day.nutrients.potassiumMg).toEqual({ amount: 787.2, unit: "mg", unknownEntries: 1, dailyValue: 4700 });
    // only the latte has caffeine measured: 36 × 2.4
    expect(day.nutrients.caffeineMg).toEqual({ amount: 86.4, unit: "mg", unknownEntries: 2, dailyValue: null });
    // The Diary screen reads the same sums from its one query of the day.
    const { nutrients } = await getDiaryWithNutrients(userId, today);
    expect(nutrients.entries).toBe(3);
    expect(nutrients.totals.potassiumMg).toEqual({ amount: 787.2, unknownEntries: 1 });
  });

  it("an entry logged before nutrients were kept stays unknown", async () => {
    const { userId, cookie } = await newGuest();
    const today = await userToday(userId);
    const logged = await logFood(userId, { foodId: BANANA, quantity: 100, mealType: "lunch" });
    await db.mealFood.update({ where: { id: logged.entryId }, data: { potassiumMgPer100g: null, fiberPer100g: null } });
    const day = await tracking(cookie, userId, today);
    expect(day.nutrients.potassiumMg).toMatchObject({ amount: null, unknownEntries: 1 });
    expect(day.nutrients.fiber).toMatchObject({ amount: null, unknownEntries: 1 });
    expect(day.nutrients.vitaminCMg).toMatchObject({ amount: 8.7, unknownEntries: 0 });
  });

  it("a saved meal logged again and the export keep them, unknown as null", async () => {
    const { userId } = await newGuest();
    const today = await userToday(userId);
    await logFood(userId, { foodId: BANANA, quantity: 118, mealType: "breakfast" });
    const saved = await saveMeal(userId, { name: "Banana", date: today, mealType: "breakfast" });
    await logSavedMeal(userId, saved.id, { mealType: "snack" });
    const entries = await db.mealFood.findMany({
      where: { meal: { userId } },
      select: { potassiumMgPer100g: true, caffeineMgPer100g: true },
    });
    expect(entries).toEqual([
      { potassiumMgPer100g: 358, caffeineMgPer100g: null },
      { potassiumMgPer100g: 358, caffeineMgPer100g: null },
    ]);

    await db.user.update({ where: { id: userId }, data: { tier: "premium", subscriptionStatus: "active" } });
    const json = JSON.parse(await new Response((await exportData(userId, { format: "json", from: today, to: today })).stream).text()) as {
      meals: { foods: { nutrients: Record<string, number | null> }[] }[];
    };
    expect(json.meals[0]!.foods[0]!.nutrients).toMatchObject({ potassiumMg: 422.4, caffeineMg: null });
    const csv = await new Response((await exportData(userId, { format: "csv", from: today, to: today })).stream).text();
    const [header, row] = parse(csv) as string[][];
    expect(header!.slice(0, 3)).toEqual(["record", "date", "time"]);
    expect(row![header!.indexOf("potassium_mg")]).toBe("422.4");
    expect(row![header!.indexOf("caffeine_mg")]).toBe("");
  });
});
