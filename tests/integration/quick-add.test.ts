// Issue 40 part 2: quick add. Calories (and macros) into a meal slot without a food, on the JSON door
// and the diary's form (no JavaScript); the entry counts in every total and export like any entry,
// and its grams cannot be changed (it has none).
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { getDiary } from "~/modules/meal/diary.server";
import { exportData } from "~/modules/export/export.server";
import { getProgress } from "~/modules/tracking/progress.server";
import { action as quickAddApi } from "~/routes/api.quick-add";
import { action as entryApi } from "~/routes/api.meal-foods.$entryId";
import { loader as tracking } from "~/routes/api.tracking.$userId.$date";
import { action as diaryAction } from "~/routes/diary";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const post = (cookie: string, json: unknown) =>
  respond(() => quickAddApi(args(request("/api/quick-add", { method: "POST", cookie, json }))));

describe("POST /api/quick-add", () => {
  it("answers 201 with an entry without a food that counts in the day's totals, the tracking API, Progress and the export", async () => {
    const { userId, cookie } = await newGuest();
    const answer = await post(cookie, { calories: 350, protein: 12, carbs: 40, fat: 15.25, label: "Office cake", mealType: "snack" });
    expect(answer.status).toBe(201);
    const added = (await answer.json()) as { entryId: number; date: string; calories: number };
    expect(added).toMatchObject({ name: "Office cake", mealType: "snack", calories: 350, protein: 12, carbs: 40, fat: 15.3 });
    const row = await db.mealFood.findUniqueOrThrow({ where: { id: added.entryId } });
    expect(row).toMatchObject({ foodId: null, quantity: 0, caloriesPer100g: null });

    const diary = await getDiary(userId, added.date);
    expect(diary.totals).toEqual({ calories: 350, protein: 12, carbs: 40, fat: 15.3 });
    const day = await respond(() =>
      tracking(args(request(`/api/tracking/${userId}/${added.date}`, { cookie }), { userId: String(userId), date: added.date })),
    );
    expect(await day.json()).toMatchObject({ totalCalories: 350, totalProtein: 12, totalCarbs: 40, totalFat: 15.3 });
    const progress = await getProgress(userId, "week");
    expect(progress.today.calories).toBe(350);

    await db.user.update({ where: { id: userId }, data: { tier: "premium", subscriptionStatus: "active" } });
    const exported = await exportData(userId, { format: "csv" });
    const csv = await new Response(exported.stream).text();
    expect(csv).toContain("Office cake");
    expect(csv).toContain("350");
  });

  it("refuses bad input with 400 naming the field and writes nothing; more than a day ahead too", async () => {
    const { userId, cookie } = await newGuest();
    for (const [body, field] of [
      [{ mealType: "snack" }, "calories"],
      [{ calories: 0, mealType: "snack" }, "calories"],
      [{ calories: 20000, mealType: "snack" }, "calories"],
      [{ calories: "lots", mealType: "snack" }, "calories"],
      [{ calories: 100 }, "mealType"],
      [{ calories: 100, mealType: "brunch" }, "mealType"],
      [{ calories: 100, protein: -1, mealType: "snack" }, "protein"],
      [{ calories: 100, mealType: "snack", date: "2099-01-01" }, "date"],
    ] as const) {
      const answer = await post(cookie, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toContain(field);
    }
    expect(await db.meal.count({ where: { userId } })).toBe(0);
  });

  it("a quick add's grams cannot change (409), its meal type can, and delete and undo work", async () => {
    const { cookie } = await newGuest();
    const { entryId } = (await (await post(cookie, { calories: 200, mealType: "lunch" })).json()) as { entryId: number };
    const patch = (json: unknown) =>
      respond(() => entryApi(args(request(`/api/meal-foods/${entryId}`, { method: "PATCH", cookie, json }), { entryId: String(entryId) })));
    const grams = await patch({ quantity: 100 });
    expect(grams.status).toBe(409);
    expect(await grams.json()).toEqual({ error: "A quick add has no grams to change: delete it and quick-add again" });
    expect((await db.mealFood.findUniqueOrThrow({ where: { id: entryId } })).calories).toBe(200);
    expect((await patch({ mealType: "dinner" })).status).toBe(200);
    const moved = await db.mealFood.findUniqueOrThrow({ where: { id: entryId }, include: { meal: true } });
    expect(moved.meal.mealType).toBe("dinner");
    expect(moved.meal.totalCalories).toBe(200);
  });
});

describe("the diary's Quick add (no JavaScript)", () => {
  it("logs calories into the chosen slot of the diary's day, once per form key, with an Undo", async () => {
    const { userId, cookie } = await newGuest();
    const date = new Date().toISOString().slice(0, 10);
    const fields = {
      intent: "quick-add",
      calories: "420",
      protein: "",
      carbs: "55",
      fat: "",
      label: "",
      mealType: "breakfast",
      date,
      idempotencyKey: "qa-1",
    };
    const first = await respondPage(() => diaryAction(args(formPost("/diary", fields, cookie))));
    expect(first.status).toBe(302);
    await respondPage(() => diaryAction(args(formPost("/diary", fields, cookie))));
    const entries = await db.mealFood.findMany({ where: { meal: { userId } }, include: { meal: true } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ foodName: "Quick add", calories: 420, protein: 0, carbs: 55, fat: 0, foodId: null });
    expect(entries[0]!.meal).toMatchObject({ mealType: "breakfast", localDate: date, totalCalories: 420 });

    const refused = await respondPage(() =>
      diaryAction(args(formPost("/diary", { ...fields, calories: "", idempotencyKey: "qa-2" }, cookie))),
    );
    expect(refused.status).toBe(400);
    expect(await db.mealFood.count({ where: { meal: { userId } } })).toBe(1);
  });
});
