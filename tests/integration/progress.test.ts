import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addDays } from "~/modules/dates/calendar";
import { userToday } from "~/modules/user/clock.server";
import { loader as exportLoader } from "~/routes/api.export";
import { action as foodLog } from "~/routes/api.food-log";
import { action as createMeal } from "~/routes/api.meals";
import { loader as trackingLoader } from "~/routes/api.tracking.$userId.$date";
import { loader as progressLoader } from "~/routes/progress";
import { loader as enhancedLoader } from "~/routes/progress-enhanced";
import { newGuest, request, respond } from "../helpers/requests";

const BANANA = 9040; // 89 kcal, 1.1 g protein per 100 g
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

async function log(cookie: string, entry: Record<string, unknown>) {
  const response = await respond(() => foodLog(args(request("/api/food-log", { method: "POST", cookie, json: entry }))));
  expect(response.status).toBe(201);
}

/** Three days of food: today 200 g, yesterday 300 g, three days ago 100 g + 200 g of banana. */
async function threeDays() {
  const guest = await newGuest();
  const today = await userToday(guest.userId);
  await log(guest.cookie, { foodId: BANANA, quantity: 200, mealType: "breakfast" });
  await log(guest.cookie, { foodId: BANANA, quantity: 300, mealType: "lunch", date: addDays(today, -1) });
  await log(guest.cookie, { foodId: BANANA, quantity: 100, mealType: "snack", date: addDays(today, -3) });
  await log(guest.cookie, { foodId: BANANA, quantity: 200, mealType: "dinner", date: addDays(today, -3) });
  return { ...guest, today };
}

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

async function download(cookie: string, query: string) {
  return respond(() => exportLoader(args(request(`/api/export?${query}`, { cookie }))));
}

describe("/progress after logging on three days", () => {
  it("shows the average per logged day, today's share of the goal and Consistent Tracker earned", async () => {
    const { cookie } = await threeDays();
    const week = (await progressLoader(args(request("/progress?period=week", { cookie })))) as Awaited<ReturnType<typeof progressLoader>>;
    // 178 + 267 + (89 + 178) = 712 kcal over 3 logged days
    expect(week.averages).toMatchObject({ loggedDays: 3, calories: 237 });
    expect(week.today).toEqual({ calories: 178, percent: 9 });
    expect(week.bars).toHaveLength(7);
    const byId = Object.fromEntries(week.achievements.map((a) => [a.id, a.earned]));
    expect(byId).toEqual({ "first-scan": true, "consistent-tracker": true, "balanced-eater": false, "ai-explorer": false });
    expect(week.premium).toBe(false);

    const year = (await progressLoader(args(request("/progress?period=year", { cookie })))) as Awaited<ReturnType<typeof progressLoader>>;
    expect(year.averages.calories).toBe(237);
    expect(year.bars.length).toBeGreaterThanOrEqual(12);
  });

  it("earns AI Explorer for a meal with a voice summary and Balanced Eater at 80–120 % of the goal", async () => {
    const { cookie } = await newGuest();
    const meal = {
      name: "Scan",
      mealType: "lunch",
      totalCalories: 1700,
      totalProtein: 90,
      totalCarbs: 200,
      totalFat: 50,
      voiceSummary: "A bowl",
    };
    expect((await respond(() => createMeal(args(request("/api/meals", { method: "POST", cookie, json: meal }))))).status).toBe(201);
    const data = (await progressLoader(args(request("/progress", { cookie })))) as Awaited<ReturnType<typeof progressLoader>>;
    expect(data.achievements.filter((a) => a.earned).map((a) => a.id)).toEqual(["first-scan", "balanced-eater", "ai-explorer"]);
  });
});

describe("premium analytics, enforced on the server by the tier", () => {
  it("a free account gets the achievements but no advanced report, and no export (403)", async () => {
    const { cookie } = await threeDays();
    const data = (await enhancedLoader(args(request("/progress-enhanced?period=this-month", { cookie })))) as Awaited<
      ReturnType<typeof enhancedLoader>
    >;
    expect(data.premium).toBe(false);
    expect(data.advanced).toBeNull();
    expect(data.achievements).toHaveLength(4);
    const response = await download(cookie, "format=csv");
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Advanced analytics are part of Premium: upgrade on /premium to use it." });
  });

  it.each(["premium", "premium_plus"])("a %s account gets the weekly summary, daily breakdown and insights", async (tier) => {
    const { cookie, userId, today } = await threeDays();
    await db.user.update({ where: { id: userId }, data: { tier } });
    const data = (await enhancedLoader(args(request("/progress-enhanced?period=3-months", { cookie })))) as Awaited<
      ReturnType<typeof enhancedLoader>
    >;
    expect(data.advanced?.averages).toMatchObject({ loggedDays: 3, calories: 237 });
    expect(data.advanced?.daily[0]).toMatchObject({ date: today, totalCalories: 178 });
    expect(data.advanced?.insights.map((i) => i.id)).toContain("goal");
  });
});

describe("GET /api/export", () => {
  it("streams a CSV with one row per entry, quoted correctly, whose calories add up to /api/tracking's", async () => {
    const { cookie, userId, today } = await threeDays();
    await db.user.update({ where: { id: userId }, data: { tier: "premium" } });
    const tricky = {
      name: 'Chef\'s "special", =SUM(A1)\nline two',
      mealType: "dinner",
      totalCalories: 321,
      totalProtein: 1,
      totalCarbs: 2,
      totalFat: 3,
    };
    expect((await respond(() => createMeal(args(request("/api/meals", { method: "POST", cookie, json: tricky }))))).status).toBe(201);

    const response = await download(cookie, `format=csv&from=${addDays(today, -6)}&to=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="fitplate-.*\.csv"$/);
    const text = await response.text();
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
    expect(header![0]).toBe("record");
    expect(rows.filter((row) => row[0] === "food_entry")).toHaveLength(4);
    expect(rows.filter((row) => row[0] === "meal")).toHaveLength(1);
    const col = (name: string) => header!.indexOf(name);
    expect(rows.find((row) => row[0] === "meal")![col("meal_name")]).toBe('Chef\'s "special", =SUM(A1) line two');

    for (const date of [today, addDays(today, -1), addDays(today, -3)]) {
      const tracking = await respond(() =>
        trackingLoader(args(request(`/api/tracking/${userId}/${date}`, { cookie }), { userId: String(userId), date })),
      );
      const totals = (await tracking.json()) as { totalCalories: number; totalProtein: number };
      const dayRows = rows.filter((row) => row[col("date")] === date);
      expect(dayRows.reduce((sum, row) => sum + Number(row[col("calories")]), 0)).toBe(totals.totalCalories);
      expect(Math.round(dayRows.reduce((sum, row) => sum + Number(row[col("protein_g")]), 0) * 10) / 10).toBe(totals.totalProtein);
    }
  });

  it("answers JSON with meals (and their foods) and workouts of the range", async () => {
    const { cookie, userId, today } = await threeDays();
    await db.user.update({ where: { id: userId }, data: { tier: "premium" } });
    const response = await download(cookie, `format=json&from=${today}&to=${today}`);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as { from: string; meals: { foods: unknown[] }[]; workouts: unknown[] };
    expect(body.from).toBe(today);
    expect(body.meals).toHaveLength(1);
    expect(body.meals[0]!.foods).toHaveLength(1);
    expect(body.workouts).toEqual([]);
  });

  it("carries the range's weigh-ins and check-ins, in CSV and JSON, even on days without meals", async () => {
    const { cookie, userId, today } = await threeDays();
    await db.user.update({ where: { id: userId }, data: { tier: "premium" } });
    const day = addDays(today, -10);
    await db.weightEntry.createMany({
      data: [
        { userId, date: day, kg: 81.4, source: "manual" },
        { userId, date: addDays(today, -40), kg: 82, source: "manual" },
      ],
    });
    const checkIn = {
      date: day,
      estimateKcal: 2480,
      confidence: 0.6,
      trendKgPerWeek: -0.3,
      goal: "lose",
      paceKgPerWeek: 0.5,
      proposedKcal: 1930,
      previousKcal: 2000,
      targetKcal: 1930,
      decision: "accepted",
    };
    await db.checkIn.create({ data: { userId, ...checkIn } });

    const text = await (await download(cookie, `format=csv&from=${day}&to=${day}`)).text();
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(rows.map((row) => row[0])).toEqual(["weight", "check_in"]);
    expect([cell(rows[0]!, "weight_kg"), cell(rows[0]!, "source")]).toEqual(["81.4", "manual"]);
    expect(["estimate_kcal", "proposed_kcal", "previous_kcal", "target_kcal", "decision"].map((name) => cell(rows[1]!, name))).toEqual([
      "2480",
      "1930",
      "2000",
      "1930",
      "accepted",
    ]);

    const body = (await (await download(cookie, `format=json&from=${day}&to=${today}`)).json()) as {
      weights: { date: string; kg: number }[];
      checkIns: Record<string, unknown>[];
    };
    expect(body.weights.map(({ date, kg }) => [date, kg])).toEqual([[day, 81.4]]);
    expect(body.checkIns).toEqual([expect.objectContaining(checkIn)]);
  });

  it("refuses a reversed range and an unknown format with 400 {error}", async () => {
    const { cookie, userId } = await newGuest();
    await db.user.update({ where: { id: userId }, data: { tier: "premium" } });
    expect((await download(cookie, "from=2026-11-22&to=2026-11-01")).status).toBe(400);
    expect((await download(cookie, "format=xml")).status).toBe(400);
  });
});
