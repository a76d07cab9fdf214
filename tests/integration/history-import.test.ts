// Issue 41 item 7, bring your history: MyFitnessPal, Cronometer and MacroFactor exports (fixtures made
// from their documented layouts, tests/fixtures/history/README.md) through POST /api/history-import and
// the /integrations form; a re-import adds nothing, a bad file stores nothing, and the diary, the weight
// log and the expenditure estimate read what came in.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { getDiary } from "~/modules/meal/diary.server";
import { getExpenditure } from "~/modules/energy/expenditure.server";
import { MAX_HISTORY_ROWS } from "~/modules/history/tally";
import { updateProfile } from "~/modules/user/update.server";
import { latestWeight, listWeights } from "~/modules/weight/log.server";
import { toastOf } from "../helpers/payments";
import { postHistory as post, storedHistory as stored, uploadHistory } from "../helpers/history-import";
import { newGuest } from "../helpers/requests";

const fixture = (name: string) => readFileSync(`tests/fixtures/history/${name}`, "utf8");

describe("POST /api/history-import", () => {
  it("Cronometer's Daily Nutrition: a day-total meal a logged day, in the diary; a re-import adds nothing", async () => {
    const { userId, cookie } = await newGuest();
    const first = await post(cookie, fixture("cronometer-dailysummary.csv"));
    expect(first).toEqual({
      status: 200,
      body: {
        app: "cronometer",
        layout: "cronometer-daily",
        rows: 4,
        daysAdded: 3,
        mealsAdded: 3,
        weightsAdded: 0,
        alreadyImported: 0,
        skipped: [{ reason: "nothing was logged (no calories)", count: 1 }],
      },
    });
    const diary = await getDiary(userId, "2026-01-05");
    expect(diary.totals).toEqual({ calories: 2105, protein: 121.3, carbs: 231.6, fat: 78.9 });
    const meal = await db.meal.findFirstOrThrow({ where: { userId, localDate: "2026-01-05" }, include: { foods: true } });
    expect(meal).toMatchObject({
      name: "Cronometer: Day total",
      mealType: "snack",
      importKey: "cronometer:2026-01-05:day",
      totalCalories: 2105,
    });
    expect(meal.foods).toEqual([expect.objectContaining({ foodId: null, quantity: 0, calories: 2105, protein: 121.3 })]);

    const again = await post(cookie, fixture("cronometer-dailysummary.csv"));
    expect(again.body).toMatchObject({ daysAdded: 0, mealsAdded: 0, alreadyImported: 3 });
    expect(await stored(userId)).toEqual({ meals: 3, entries: 3, weights: 0 });
  });

  it("MyFitnessPal: a meal per slot from the Nutrition Summary, weights in lb from the Measurement Summary into the one weight log", async () => {
    const { userId, cookie } = await newGuest();
    const nutrition = await post(cookie, fixture("mfp-nutrition-summary.csv"), "?format=myfitnesspal");
    expect(nutrition.body).toMatchObject({ app: "myfitnesspal", layout: "mfp-nutrition", daysAdded: 3, mealsAdded: 9 });
    const day = await getDiary(userId, "2026-01-07");
    expect(day.totals).toEqual({ calories: 1350, protein: 82, carbs: 140, fat: 50 });
    expect(
      (await db.meal.findMany({ where: { userId, localDate: "2026-01-05" }, orderBy: { id: "asc" } })).map((m) => [m.name, m.mealType]),
    ).toEqual([
      ["MyFitnessPal: Breakfast", "breakfast"],
      ["MyFitnessPal: Lunch", "lunch"],
      ["MyFitnessPal: Dinner", "dinner"],
      ["MyFitnessPal: Snacks", "snack"],
    ]);

    const weights = await post(cookie, fixture("mfp-measurement-summary.csv"), "?weightUnit=lb");
    expect(weights.body).toMatchObject({ app: "myfitnesspal", layout: "mfp-measurements", weightsAdded: 3, alreadyImported: 0 });
    expect(await listWeights(userId)).toEqual([
      expect.objectContaining({ date: "2026-01-07", kg: 82.37, source: "import" }),
      expect.objectContaining({ date: "2026-01-06", kg: 82.46, source: "import" }),
      expect.objectContaining({ date: "2026-01-05", kg: 82.74, source: "import" }),
    ]);
    expect((await post(cookie, fixture("mfp-measurement-summary.csv"), "?weightUnit=lb")).body).toMatchObject({
      weightsAdded: 0,
      alreadyImported: 3,
    });
    expect((await post(cookie, fixture("mfp-nutrition-summary.csv"))).body).toMatchObject({ mealsAdded: 0, alreadyImported: 9 });
    expect(await stored(userId)).toEqual({ meals: 9, entries: 9, weights: 3 });
  });

  it("Cronometer's Biometrics and MacroFactor's Food Log, Calories & Macros and Scale Weight", async () => {
    const { userId, cookie } = await newGuest();
    expect((await post(cookie, fixture("cronometer-biometrics.csv"))).body).toMatchObject({
      layout: "cronometer-biometrics",
      weightsAdded: 3,
    });
    expect((await latestWeight(userId))?.kg).toBe(82.1);

    const other = await newGuest();
    expect((await post(other.cookie, fixture("macrofactor-food-log.csv"))).body).toMatchObject({
      app: "macrofactor",
      layout: "macrofactor-food-log",
      daysAdded: 2,
    });
    expect((await getDiary(other.userId, "2026-01-05")).totals.calories).toBe(753);
    // The workbook's sheet of the same days: already imported from MacroFactor, nothing added twice.
    expect((await post(other.cookie, fixture("macrofactor-calories-macros.csv"))).body).toMatchObject({
      layout: "macrofactor-daily",
      mealsAdded: 0,
      alreadyImported: 2,
    });
    expect((await post(other.cookie, fixture("macrofactor-scale-weight.csv"))).body).toMatchObject({
      layout: "macrofactor-weight",
      weightsAdded: 2,
    });
    expect(await stored(other.userId)).toEqual({ meals: 2, entries: 2, weights: 2 });
  });

  it("keeps a day logged in Fitplate or imported from another app as it is", async () => {
    const { userId, cookie } = await newGuest();
    await db.meal.create({ data: { userId, name: "Typed lunch", mealType: "lunch", localDate: "2026-01-05", totalCalories: 500 } });
    await post(cookie, fixture("macrofactor-food-log.csv")); // 2026-01-05 is skipped, 2026-01-06 imported
    const cronometer = await post(cookie, fixture("cronometer-dailysummary.csv"));
    expect(cronometer.body).toMatchObject({
      daysAdded: 1,
      skipped: [
        { reason: "nothing was logged (no calories)", count: 1 },
        { reason: "the day already has meals logged in Fitplate or imported from another app", count: 2 },
      ],
    });
    expect((await getDiary(userId, "2026-01-05")).totals.calories).toBe(500);
    expect((await getDiary(userId, "2026-01-06")).totals.calories).toBe(589);
    expect((await getDiary(userId, "2026-01-08")).totals.calories).toBe(2251);
  });

  it("refuses what is not an export, or too large, with a 4xx {error} and stores nothing", async () => {
    const { userId, cookie } = await newGuest();
    const header = fixture("cronometer-dailysummary.csv").split("\n")[0]!;
    const good = fixture("cronometer-dailysummary.csv");
    const refusals: [string, string, string, number, string][] = [
      ["date,steps\n2026-01-05,9000\n", "", "text/csv", 400, "not an export Fitplate can read"],
      ["", "", "text/csv", 400, "not an export Fitplate can read"],
      // A row broken half-way (an unclosed quote) after good rows: the good rows are not kept either.
      [`${good}2026-01-09,"2000,1,1\n`, "", "text/csv", 400, "could not be read as CSV"],
      [good, "?format=myfitnesspal", "text/csv", 400, "not MyFitnessPal's"],
      [good, "?format=loseit", "text/csv", 400, "format must be"],
      [fixture("mfp-measurement-summary.csv"), "?weightUnit=stone", "text/csv", 400, "weightUnit must be kg or lb"],
      [good, "", "application/json", 415, "text/csv"],
      [`${header}\n${"2026-01-05,2000\n".repeat(MAX_HISTORY_ROWS + 1)}`, "", "text/csv", 413, "more than 100,000 rows"],
    ];
    for (const [csv, query, type, status, words] of refusals) {
      const answer = await post(cookie, csv, query, type);
      expect(answer, words).toEqual({ status, body: { error: expect.stringContaining(words) } });
    }
    expect(await stored(userId)).toEqual({ meals: 0, entries: 0, weights: 0 });
  });

  it("gives an estimate on day one: four weeks of imported intake and weights reach GET /api/expenditure's estimate", async () => {
    const { userId, cookie } = await newGuest();
    await updateProfile(userId, { age: 35, height: 178, weight: 85, activityLevel: "light", sex: "male" });
    await db.weightEntry.deleteMany({ where: { userId } });
    const today = localDateOf(new Date(), "UTC");
    const days = Array.from({ length: 28 }, (_, i) => addDays(today, -28 + i));
    // Cronometer's own columns (the fixture's header): 2,400 kcal a day while losing 0.5 kg a week → 2,400 + 550 burned.
    const [header] = fixture("cronometer-dailysummary.csv").split("\n");
    const columns = header!.split(",");
    const cell = (name: string) => (name === "Date" ? "" : name === "Energy (kcal)" ? "2400" : name === "Completed" ? "true" : "10");
    const intake = [header, ...days.map((date) => columns.map((name) => (name === "Date" ? date : cell(name))).join(","))].join("\n");
    const weights = [
      "Day,Group,Metric,Unit,Amount",
      ...days.map((date, i) => `${date},Uncategorized,Weight,kg,${(90 - (0.5 / 7) * i).toFixed(2)}`),
    ].join("\n");
    expect((await post(cookie, intake)).body).toMatchObject({ daysAdded: 28 });
    expect((await post(cookie, weights)).body).toMatchObject({ weightsAdded: 28 });

    const estimate = await getExpenditure(userId);
    expect(estimate).toMatchObject({ usableDays: 28, weighIns: 28, averageIntakeKcal: 2400, dataEstimateKcal: 2950 });
    expect(estimate.confidence).toBeGreaterThan(0.5);
    expect((await latestWeight(userId))?.source).toBe("import");
  });
});

describe("the /integrations history form (no JavaScript)", () => {
  const upload = (cookie: string, csv: string, fields: Record<string, string> = {}) =>
    uploadHistory(cookie, new Blob([csv], { type: "text/csv" }), "export.csv", fields);

  it("imports the uploaded export and goes back to /integrations with what it brought; a bad file with why", async () => {
    const { userId, cookie } = await newGuest();
    const done = await upload(cookie, fixture("mfp-measurement-summary.csv"), { format: "auto", weightUnit: "lb" });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/integrations#history");
    expect(await toastOf(done)).toMatchObject({
      title: "Import Complete",
      description: "MyFitnessPal Measurement Summary: 0 days (0 meals) and 3 weigh-ins added, 0 entries already imported.",
    });
    expect((await latestWeight(userId))?.kg).toBe(82.37);

    const refused = await upload(cookie, "date,steps\n2026-01-05,9000\n");
    expect(refused.status).toBe(302);
    expect(await toastOf(refused)).toMatchObject({
      title: "Import Failed",
      description: expect.stringContaining("not an export Fitplate can read"),
    });
    expect(await stored(userId)).toEqual({ meals: 0, entries: 0, weights: 3 });
  });
});
