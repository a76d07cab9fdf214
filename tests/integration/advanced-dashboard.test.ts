// The advanced dashboard (issue 27 item 3): every figure from the member's own rows (health
// records created here stand in for the importers), the same figures as the tracking API for the
// same days, periods that change them, empty states, the premium gate, and a fixed number of queries.
import { describe, expect, it } from "vitest";
import { db, type Db } from "~/db.server";
import { addDays } from "~/modules/dates/calendar";
import { getAdvancedDashboard } from "~/modules/dashboard/dashboard.server";
import { generateMealPlan } from "~/modules/planner/plans.server";
import { DEFAULT_PREFERENCES } from "~/modules/planner/preferences";
import { averageOfLoggedDays, type DayTotals } from "~/modules/tracking/progress";
import { userToday } from "~/modules/user/clock.server";
import { action as dashboardAction, loader as dashboardPage } from "~/routes/advanced-dashboard";
import { loader as dashboardApi } from "~/routes/api.advanced-dashboard";
import { action as foodLog } from "~/routes/api.food-log";
import { loader as statsApi } from "~/routes/api.stats.$userId";
import { loader as progressPage } from "~/routes/progress";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const BANANA = 9040; // 89 kcal, 1.1 g protein per 100 g
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

async function premiumMember() {
  const guest = await newGuest();
  await db.user.update({ where: { id: guest.userId }, data: { tier: "premium" } });
  return { ...guest, today: await userToday(guest.userId) };
}

async function log(cookie: string, quantity: number, date: string) {
  const response = await respond(() =>
    foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId: BANANA, quantity, date } }))),
  );
  expect(response.status).toBe(201);
}

async function statsFrom(member: { userId: number; cookie: string }, startDate: string): Promise<DayTotals[]> {
  const response = await respond(() =>
    statsApi(
      args(request(`/api/stats/${member.userId}?startDate=${startDate}`, { cookie: member.cookie }), { userId: String(member.userId) }),
    ),
  );
  return ((await response.json()) as { weeklyStats: DayTotals[] }).weeklyStats;
}

const card = (dashboard: Awaited<ReturnType<typeof getAdvancedDashboard>>, id: string) =>
  dashboard.metrics.find((metric) => metric.id === id)!;

describe("the advanced dashboard", () => {
  it("refuses free members: 403 JSON on the API, the upgrade screen on the page", async () => {
    const guest = await newGuest();
    const api = await respond(() => dashboardApi(args(request("/api/advanced-dashboard?period=week", { cookie: guest.cookie }))));
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: "Advanced analytics are part of Premium: upgrade on /premium to use it." });
    const page = (await dashboardPage(args(request("/advanced-dashboard", { cookie: guest.cookie })))) as {
      dashboard: unknown;
      locked: string;
    };
    expect(page.dashboard).toBeNull();
    expect(page.locked).toMatch(/part of Premium/);
  });

  it("shows the tracking API's figures for the same days, and the period really changes them", async () => {
    const member = await premiumMember();
    const { today } = member;
    await log(member.cookie, 200, today);
    await log(member.cookie, 300, addDays(today, -1));
    await log(member.cookie, 100, addDays(today, -3));
    await log(member.cookie, 900, addDays(today, -9)); // last week: in the month, not in the week
    await log(member.cookie, 400, addDays(today, -20));

    for (const [period, days] of [
      ["week", 7],
      ["month", 30],
    ] as const) {
      const response = await respond(() =>
        dashboardApi(args(request(`/api/advanced-dashboard?period=${period}`, { cookie: member.cookie }))),
      );
      expect(response.status).toBe(200);
      const dashboard = (await response.json()) as Awaited<ReturnType<typeof getAdvancedDashboard>>;
      const averages = averageOfLoggedDays(await statsFrom(member, addDays(today, 1 - days)));
      expect(card(dashboard, "energy-in").amount).toBe(averages.calories);
      expect(card(dashboard, "protein").amount).toBe(averages.protein);
      const progress = (await progressPage(args(request(`/progress?period=${period}`, { cookie: member.cookie })))) as {
        averages: { calories: number; protein: number };
      };
      expect(card(dashboard, "energy-in").amount).toBe(progress.averages.calories);
      expect(card(dashboard, "protein").amount).toBe(progress.averages.protein);
    }

    const week = await getAdvancedDashboard(member.userId, "week");
    const month = await getAdvancedDashboard(member.userId, "month");
    expect(card(week, "energy-in").value).toBe("178 kcal"); // (178 + 267 + 89) / 3
    expect(card(week, "energy-in").trend).toEqual({ direction: "down", changePercent: -78 }); // against 801 kcal the week before
    expect(card(month, "energy-in").value).toBe("338 kcal"); // (178 + 267 + 89 + 801 + 356) / 5 = 338.2
    expect(month.timeline).toHaveLength(5);
    expect(week.timeline.map((item) => item.calories)).toEqual(expect.arrayContaining([178, 267, 89]));
    expect(week.activities.map((activity) => activity.type)).toContain("achievement");
  });

  it("says how to get each figure when there is no data, and never shows a sample figure", async () => {
    const member = await premiumMember();
    const dashboard = await getAdvancedDashboard(member.userId, "week");
    expect(dashboard.metrics.every((metric) => metric.value === null && metric.empty !== null)).toBe(true);
    expect(dashboard.aiFeatures.map((feature) => feature.accuracy)).toEqual([null, null, null, null]);
    expect(dashboard.activities).toEqual([]);
    expect(dashboard.sources).toEqual([]);
    expect(dashboard.weight).toBeNull();
    expect(JSON.stringify(dashboard)).not.toMatch(/\b(94|89|87|82) ?%|2450|12450/);
  });

  it("reads imported steps, sleep and weight and typed water, and lists where they came from", async () => {
    const member = await premiumMember();
    const { today, userId } = member;
    const record = (kind: string, value: number, day: string, source = "Apple Health") => ({
      userId,
      kind,
      value,
      day,
      source,
      startAt: new Date(`${day}T08:00:00Z`),
      dedupeKey: `${source}:${kind}:${day}:${value}`,
    });
    await db.healthRecord.createMany({
      data: [
        record("steps", 8000, today),
        record("steps", 4000, addDays(today, -1)),
        record("steps", 3000, addDays(today, -1)),
        record("steps", 5000, addDays(today, -8)),
        record("sleep_minutes", 450, today),
        record("weight_kg", 72.4, addDays(today, -2)),
        record("weight_kg", 80, addDays(today, -9), "CSV import"),
        record("workout_minutes", 40, today),
      ],
    });
    // the weight log (issue 41): what the imports above brought; the latest day speaks, whatever the period
    await db.weightEntry.createMany({
      data: [
        { userId, date: addDays(today, -2), kg: 72.4, source: "import" },
        { userId, date: addDays(today, -9), kg: 80, source: "import" },
      ],
    });
    const water = await respondPage(() =>
      dashboardAction(
        args(formPost("/advanced-dashboard?period=week&tab=overview", { intent: "log-water", amountMl: "500" }, member.cookie)),
      ),
    );
    expect(water.headers.get("Location")).toBe("/advanced-dashboard?period=week&tab=overview");

    const dashboard = await getAdvancedDashboard(userId, "week");
    expect(card(dashboard, "steps")).toMatchObject({ amount: 7500, trend: { direction: "up", changePercent: 50 } });
    expect(card(dashboard, "sleep")).toMatchObject({ value: "7.5 h" });
    expect(card(dashboard, "hydration")).toMatchObject({ value: "0.5 L" });
    expect(dashboard.weight).toEqual({ kg: 72.4, day: addDays(today, -2) });
    expect(dashboard.goals.find((goal) => goal.id === "exercise")).toMatchObject({ value: 40 });
    expect(dashboard.sources.map((source) => [source.name, source.dataPoints])).toEqual([
      ["Apple Health", 7],
      ["CSV import", 1],
    ]);
  });

  it("measures the meal scan's accuracy from the member's saved scans", async () => {
    const member = await premiumMember();
    const item = (corrected: boolean) => ({
      name: "Rice",
      grams: 150,
      confidence: 0.9,
      estimate: null,
      options: [],
      choice: null,
      ...(corrected ? { corrected } : {}),
    });
    for (const items of [
      [item(false), item(false), item(true)],
      [item(false), item(false)],
    ]) {
      const meal = await db.meal.create({ data: { userId: member.userId, name: "Scan", mealType: "lunch", localDate: member.today } });
      await db.foodScan.create({
        data: {
          userId: member.userId,
          localDate: member.today,
          status: "done",
          items: JSON.stringify(items),
          identifiedFoods: 3,
          mealId: meal.id,
        },
      });
    }
    const dashboard = await getAdvancedDashboard(member.userId, "week");
    expect(dashboard.aiFeatures[0]).toMatchObject({ id: "meal-scan", accuracy: 67 }); // 4 of 6 foods kept as identified
  });

  it("measures the planner's accuracy from the member's saved plans, and shows their real connections", async () => {
    const member = await premiumMember();
    const plan = await generateMealPlan(member.userId, {
      ...DEFAULT_PREFERENCES,
      dietType: "vegetarian",
      calorieTarget: 1800,
      proteinTarget: 120,
    });
    let dashboard = await getAdvancedDashboard(member.userId, "week");
    expect(dashboard.aiFeatures[1]).toMatchObject({ id: "meal-planner", accuracy: 100 });
    // A plan saved for another target (as if the planner had missed it on four of seven days) is measured as it is.
    const off = plan.days.map((day, i) => ({ ...day, calories: i < 4 ? 2500 : 2000 }));
    await db.mealPlan.create({
      data: { userId: member.userId, preferences: { ...plan.preferences, calorieTarget: 2000 }, days: off, checkedFoodIds: [] },
    });
    dashboard = await getAdvancedDashboard(member.userId, "week");
    expect(dashboard.aiFeatures[1]).toMatchObject({ accuracy: 71 }); // 10 of 14 days
    expect(dashboard.aiFeatures[1]!.note).toMatch(/14 planned days/);

    const lastSyncAt = new Date("2026-11-20T08:00:00Z");
    await db.integrationConnection.create({
      data: { userId: member.userId, integrationId: "oura-ring", status: "connected", lastSyncAt, dataPoints: 42 },
    });
    dashboard = await getAdvancedDashboard(member.userId, "week");
    expect(dashboard.integrations[0]).toEqual({
      id: "oura-ring",
      name: "Oura Ring",
      brand: "Oura",
      status: "connected",
      lastSync: lastSyncAt.toISOString(),
      dataPoints: 42,
      problem: null,
    });
    expect(dashboard.integrations.filter((integration) => integration.status === "available")).toHaveLength(5);
  });

  it("measures the pose model's tracking from the member's saved form analyses, and lists them as activities", async () => {
    const member = await premiumMember();
    const save = (framesTracked: number) =>
      db.formAnalysis.create({
        data: {
          userId: member.userId,
          exercise: "squat",
          score: 86,
          feedback: { good: [], improvements: [], warnings: [] },
          keyPoints: [],
          reps: 3,
          durationSeconds: 10,
          framesAnalysed: 100,
          framesTracked,
          source: "camera",
          day: member.today,
        },
      });
    await save(90);
    await save(70);
    const few = await getAdvancedDashboard(member.userId, "week");
    expect(few.aiFeatures[2]).toMatchObject({
      id: "form-analysis",
      accuracy: null,
      note: "Not enough data yet: 2 of 3 saved analyses so far.",
    });
    await save(80);
    const enough = await getAdvancedDashboard(member.userId, "week");
    expect(enough.aiFeatures[2]).toMatchObject({ id: "form-analysis", accuracy: 80 }); // 240 of 300 frames tracked
    expect(enough.activities.map((activity) => activity.title)).toContain("Form analysis: Squat 86/100");
  });

  it("measures the label scanner's accuracy from the member's saved labels", async () => {
    const member = await premiumMember();
    await db.labelScan.createMany({
      data: [0, 1, 0, 2, 0].map((figuresCorrected) => ({ userId: member.userId, figuresRead: 8, figuresCorrected })),
    });
    const dashboard = await getAdvancedDashboard(member.userId, "week");
    expect(dashboard.aiFeatures[3]).toMatchObject({ id: "label-scan", accuracy: 93 }); // 37 of 40 figures kept as read
  });

  it("reads the same fixed number of queries for a week and for a year", async () => {
    const member = await premiumMember();
    await log(member.cookie, 100, member.today);
    const counts: number[] = [];
    for (const period of ["week", "year"] as const) {
      let count = 0;
      const counting = new Proxy(db, {
        get(target, model, receiver) {
          const delegate = Reflect.get(target, model, receiver) as unknown;
          if (typeof model !== "string" || model.startsWith("$") || typeof delegate !== "object" || delegate === null) return delegate;
          return new Proxy(delegate, {
            get(inner, operation, innerReceiver) {
              const value = Reflect.get(inner, operation, innerReceiver) as unknown;
              if (typeof value !== "function") return value;
              return (...callArgs: unknown[]) => {
                count++;
                return (value as (...a: unknown[]) => unknown).apply(inner, callArgs);
              };
            },
          });
        },
      }) as Db;
      await getAdvancedDashboard(member.userId, period, counting);
      counts.push(count);
    }
    expect(counts[0]).toBe(counts[1]);
    // One per table and purpose: the user, meals (days, list, two counts), workouts, health (sums, sources), connections, plans, scans, form analyses, the weight log.
    expect(counts[0]).toBeLessThanOrEqual(13);
  });
});
