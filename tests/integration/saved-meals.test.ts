// Issue 40 part 2 (second half): a meal slot saved under a name and logged again in one tap, on the
// JSON doors and the diary's forms (no JavaScript): the same totals on another day and slot, private
// to its owner, at most 100, a delete that keeps what was logged, and an Undo of exactly the log.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addDays } from "~/modules/dates/calendar";
import { getDiary } from "~/modules/meal/diary.server";
import { logFood } from "~/modules/meal/log.server";
import { quickAdd } from "~/modules/meal/quick-add.server";
import { exportData } from "~/modules/export/export.server";
import { MAX_SAVED_MEALS } from "~/modules/meal/saved-meal-input";
import { action as saveApi, loader as listApi } from "~/routes/api.saved-meals";
import { action as savedMealApi } from "~/routes/api.saved-meals.$savedMealId";
import { action as logApi } from "~/routes/api.saved-meals.$savedMealId.log";
import { action as diaryAction } from "~/routes/diary";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const BANANA = 9040;
const APPLE = 9003;

type Saved = { id: number; name: string; mealType: string; items: { name: string; calories: number }[]; totals: unknown };
type Logged = { mealId: number; date: string; mealType: string; entries: { entryId: number }[]; totals: unknown };

const save = (cookie: string, json: unknown) => respond(() => saveApi(args(request("/api/saved-meals", { method: "POST", cookie, json }))));
const list = (cookie: string) => respond(() => listApi(args(request("/api/saved-meals", { cookie }))));
const log = (cookie: string, id: string | number, json: unknown, key?: string) =>
  respond(() => {
    const req = request(`/api/saved-meals/${id}/log`, { method: "POST", cookie, json });
    if (key) req.headers.set("Idempotency-Key", key);
    return logApi(args(req, { savedMealId: String(id) }));
  });
const remove = (cookie: string, id: number) =>
  respond(() => savedMealApi(args(request(`/api/saved-meals/${id}`, { method: "DELETE", cookie }), { savedMealId: String(id) })));
const diaryPost = (cookie: string, fields: Record<string, string>, path = "/diary") =>
  respondPage(() => diaryAction(args(formPost(path, fields, cookie))));

/** A guest with yesterday's breakfast (a banana, an apple and a quick add) and a dinner. */
async function breakfastYesterday() {
  const guest = await newGuest();
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = addDays(today, -1);
  await logFood(guest.userId, { foodId: BANANA, quantity: 118, mealType: "breakfast", date: yesterday });
  await logFood(guest.userId, { foodId: APPLE, quantity: 182, mealType: "breakfast", date: yesterday });
  await quickAdd(guest.userId, { calories: 120, protein: 3, mealType: "breakfast", date: yesterday, label: "Coffee" });
  await logFood(guest.userId, { foodId: BANANA, quantity: 50, mealType: "dinner", date: yesterday });
  const breakfast = (await getDiary(guest.userId, yesterday)).slots.find((slot) => slot.mealType === "breakfast")!;
  return { ...guest, today, yesterday, breakfast };
}

describe("the saved-meal doors", () => {
  it("saves a slot, lists it, logs it on another day into another slot with the same totals, idempotently", async () => {
    const { userId, cookie, today, yesterday, breakfast } = await breakfastYesterday();
    const saved = await save(cookie, { name: "Usual breakfast", date: yesterday, mealType: "breakfast" });
    expect(saved.status).toBe(201);
    const meal = (await saved.json()) as Saved;
    expect(meal).toMatchObject({ name: "Usual breakfast", mealType: "breakfast", totals: breakfast.totals });
    expect(meal.items.map((item) => item.name)).toEqual(breakfast.entries.map((entry) => entry.name));

    const listed = (await (await list(cookie)).json()) as { savedMeals: Saved[] };
    expect(listed.savedMeals).toEqual([meal]);

    const answer = await log(cookie, meal.id, { date: today, mealType: "lunch" }, "log-1");
    expect(answer.status).toBe(201);
    const logged = (await answer.json()) as Logged;
    expect(logged).toMatchObject({ date: today, mealType: "lunch", totals: breakfast.totals });
    expect(logged.entries).toHaveLength(3);
    const again = await log(cookie, meal.id, { date: today, mealType: "lunch" }, "log-1");
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");

    const day = await getDiary(userId, today);
    expect(day.totals).toEqual(breakfast.totals);
    const lunch = day.slots.find((slot) => slot.mealType === "lunch")!;
    expect(lunch.entries.map((entry) => [entry.name, entry.calories])).toEqual(
      breakfast.entries.map((entry) => [entry.name, entry.calories]),
    );
    const sourceIds = breakfast.entries.map((entry) => entry.entryId);
    for (const { entryId } of logged.entries) expect(sourceIds).not.toContain(entryId);

    // With neither date nor slot: today, into the slot it was saved from.
    const plain = (await (await log(cookie, meal.id, {})).json()) as Logged;
    expect(plain).toMatchObject({ date: today, mealType: "breakfast" });
  });

  it("a delete keeps what was logged from it; another member's saved meal is 404 to every door", async () => {
    const { userId, cookie, today, yesterday, breakfast } = await breakfastYesterday();
    const meal = (await (await save(cookie, { name: "Usual", date: yesterday, mealType: "breakfast" })).json()) as Saved;
    await log(cookie, meal.id, { date: today });

    const stranger = await newGuest();
    expect((await log(stranger.cookie, meal.id, {})).status).toBe(404);
    expect(await (await log(stranger.cookie, meal.id, {})).json()).toEqual({ error: "Saved meal not found" });
    expect((await remove(stranger.cookie, meal.id)).status).toBe(404);
    expect(((await (await list(stranger.cookie)).json()) as { savedMeals: unknown[] }).savedMeals).toEqual([]);

    const deleted = await remove(cookie, meal.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ id: meal.id, name: "Usual" });
    expect(await db.savedMealItem.count({ where: { savedMealId: meal.id } })).toBe(0);
    expect((await getDiary(userId, today)).totals).toEqual(breakfast.totals);
    expect((await log(cookie, meal.id, {})).status).toBe(404);
    expect((await remove(cookie, meal.id)).status).toBe(404);
  });

  it(`refuses past ${MAX_SAVED_MEALS} saved meals (409), an empty slot (404) and bad input (400), writing nothing`, async () => {
    const { userId, cookie, today, yesterday } = await breakfastYesterday();
    const counts = async () => [await db.savedMeal.count({ where: { userId } }), await db.mealFood.count({ where: { meal: { userId } } })];
    const empty = await save(cookie, { name: "Lunch", date: yesterday, mealType: "lunch" });
    expect(empty.status).toBe(404);
    expect(await empty.json()).toEqual({ error: `Nothing logged in lunch on ${yesterday} to save` });
    const before = await counts();
    for (const body of [
      {},
      { name: "", date: yesterday, mealType: "breakfast" },
      { name: "x".repeat(121), date: yesterday, mealType: "breakfast" },
      { name: "Usual", date: "yesterday", mealType: "breakfast" },
      { name: "Usual", date: yesterday, mealType: "brunch" },
      [],
    ]) {
      const answer = await save(cookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await answer.json()) as object)).toEqual(["error"]);
    }
    const meal = (await (await save(cookie, { name: "Usual", date: yesterday, mealType: "breakfast" })).json()) as Saved;
    for (const [id, body] of [
      [meal.id, { date: addDays(today, 2) }],
      [meal.id, { mealType: "brunch" }],
      [meal.id, { date: "2026-02-30" }],
      ["x", {}],
      ["0", {}],
    ] as const) {
      expect((await log(cookie, id, body)).status, JSON.stringify([id, body])).toBe(400);
    }
    expect(await counts()).toEqual([before[0]! + 1, before[1]]);

    await db.savedMeal.createMany({
      data: Array.from({ length: MAX_SAVED_MEALS - 1 }, (_, i) => ({ userId, name: `Meal ${i}`, mealType: "snack" })),
    });
    const full = await save(cookie, { name: "One more", date: yesterday, mealType: "dinner" });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ error: `You have ${MAX_SAVED_MEALS} saved meals: delete one to save another` });
    expect(await db.savedMeal.count({ where: { userId } })).toBe(MAX_SAVED_MEALS);
  });

  it("are in the data export: the saved meal, and the entries logged from it", async () => {
    const { userId, cookie, today, yesterday, breakfast } = await breakfastYesterday();
    const meal = (await (await save(cookie, { name: "Usual, with coffee", date: yesterday, mealType: "breakfast" })).json()) as Saved;
    await log(cookie, meal.id, { date: today, mealType: "lunch" });
    await db.user.update({ where: { id: userId }, data: { tier: "premium", subscriptionStatus: "active" } });

    const json = JSON.parse(await new Response((await exportData(userId, { format: "json", from: today, to: today })).stream).text()) as {
      meals: { mealType: string; foods: unknown[] }[];
      savedMeals: Saved[];
    };
    expect(json.savedMeals).toEqual([meal]);
    expect(json.meals.filter((m) => m.mealType === "lunch").flatMap((m) => m.foods)).toHaveLength(breakfast.entries.length);

    const csv = await new Response((await exportData(userId, { format: "csv", from: today, to: today })).stream).text();
    const rows = csv.split("\r\n").filter((line) => line.startsWith("saved_meal_item,"));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('"Usual, with coffee"');
  });
});

describe("the diary's saved-meal forms (no JavaScript)", () => {
  it("Save as a meal, Log in one tap on another day, and its Undo removes exactly that log", async () => {
    const { userId, cookie, today, yesterday, breakfast } = await breakfastYesterday();
    const saved = await diaryPost(
      cookie,
      { intent: "save-meal", name: "Usual breakfast", date: yesterday, mealType: "breakfast", idempotencyKey: "s1" },
      `/diary?date=${yesterday}`,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/diary?date=${yesterday}`);
    await diaryPost(cookie, { intent: "save-meal", name: "Usual breakfast", date: yesterday, mealType: "breakfast", idempotencyKey: "s1" });
    const meals = await db.savedMeal.findMany({ where: { userId } });
    expect(meals).toHaveLength(1);

    await logFood(userId, { foodId: APPLE, quantity: 100, mealType: "breakfast", date: today });
    const fields = { intent: "log-saved-meal", savedMealId: String(meals[0]!.id), date: today, idempotencyKey: "l1" };
    const logged = await diaryPost(cookie, fields, `/diary?date=${today}`);
    expect(logged.status).toBe(302);
    await diaryPost(cookie, fields, `/diary?date=${today}`);
    const day = await getDiary(userId, today);
    const newEntries = await db.mealFood.findMany({
      where: { meal: { userId, localDate: today, name: "Usual breakfast" } },
      orderBy: { id: "asc" },
    });
    expect(newEntries).toHaveLength(3);
    expect(day.slots.find((slot) => slot.mealType === "breakfast")!.entries).toHaveLength(4);

    // The entry logged later into the same slot stays; so does one added to the log's meal afterwards.
    const mealId = newEntries[0]!.mealId;
    const later = await db.mealFood.create({
      data: { mealId, foodId: BANANA, foodName: "Bananas, raw", quantity: 10, calories: 9, protein: 0.1, carbs: 2.3, fat: 0 },
    });
    const undo = await diaryPost(cookie, {
      intent: "undo-saved-meal-log",
      mealId: String(mealId),
      firstEntryId: String(newEntries[0]!.id),
      lastEntryId: String(newEntries.at(-1)!.id),
    });
    expect(undo.status).toBe(302);
    const live = await db.mealFood.findMany({ where: { meal: { userId, localDate: today }, deletedAt: null }, select: { id: true } });
    expect(live.map((entry) => entry.id).sort()).toEqual(
      [later.id, ...day.slots.flatMap((s) => s.entries.map((e) => e.entryId!)).filter((id) => !newEntries.some((n) => n.id === id))].sort(),
    );
    expect((await getDiary(userId, yesterday)).slots.find((slot) => slot.mealType === "breakfast")!.totals).toEqual(breakfast.totals);

    // Another member's meal cannot be undone through this form.
    const stranger = await newGuest();
    const refused = await diaryPost(stranger.cookie, {
      intent: "undo-saved-meal-log",
      mealId: String(mealId),
      firstEntryId: String(later.id),
      lastEntryId: String(later.id),
    });
    expect(refused.status).toBe(404);
    expect(await db.mealFood.findUniqueOrThrow({ where: { id: later.id } })).toMatchObject({ deletedAt: null });

    const deleted = await diaryPost(cookie, { intent: "delete-saved-meal", savedMealId: String(meals[0]!.id) }, `/diary?date=${today}`);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe(`/diary?date=${today}`);
    expect(await db.savedMeal.count({ where: { userId } })).toBe(0);
  });
});
