// Issue 41 item 4: GET /api/expenditure reads the diary, the weight log and the profile's formula.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { updateProfile } from "~/modules/user/update.server";
import { loader as expenditureApi } from "~/routes/api.expenditure";
import { newGuest, request, respond } from "../helpers/requests";

const get = (cookie?: string) =>
  respond(() => expenditureApi({ request: request("/api/expenditure", cookie ? { cookie } : {}), params: {}, context: {} }));

describe("GET /api/expenditure", () => {
  it("starts from the formula, then follows four weeks of meals and a falling weight; unlogged days are unknown", async () => {
    const { userId, cookie } = await newGuest();
    const today = localDateOf(new Date(), "UTC");
    await updateProfile(userId, { age: 35, height: 178, weight: 85, activityLevel: "light", sex: "male" });
    const formula = (await (await get(cookie)).json()) as Record<string, unknown>;
    // 10 × 85 + 6.25 × 178 − 5 × 35 + 5 = 1792.5 → 1793 × 1.375 = 2465
    expect(formula).toMatchObject({ estimateKcal: 2465, priorKcal: 2465, confidence: 0, dataEstimateKcal: null });

    // 28 days at 2000 kcal (every fifth day unlogged), losing 0.5 kg a week: 2000 + 550 = 2550 kcal a day burned
    await db.weightEntry.deleteMany({ where: { userId } });
    for (let day = 1; day <= 28; day++) {
      const date = addDays(today, -day);
      if (day % 5 !== 0) await db.meal.create({ data: { userId, name: "Day", mealType: "lunch", localDate: date, totalCalories: 2000 } });
      await db.weightEntry.create({ data: { userId, date, kg: 85 + (0.5 / 7) * day, source: "manual" } });
    }
    const response = await get(cookie);
    expect(response.status).toBe(200);
    const estimate = (await response.json()) as Record<string, number | string[]>;
    expect(estimate).toMatchObject({ windowDays: 28, usableDays: 23, unloggedDays: 5, averageIntakeKcal: 2000, dataEstimateKcal: 2550 });
    expect(estimate.estimateKcal).toBeGreaterThan(2500);
    expect(estimate.estimateKcal).toBeLessThan(2550);
    expect(estimate.confidence).toBeGreaterThan(0.5);
    expect((estimate.explanation as string[]).join(" ")).toContain("5 days with nothing logged are left out, not counted as zero");
  });

  it("answers 404 in words with nothing to go on, and 401 without a session", async () => {
    const { cookie } = await newGuest();
    const response = await get(cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.stringContaining("No expenditure estimate yet") });
    expect((await get()).status).toBe(401);
  });
});
