// Issue 41 item 6: the day's exercise in the calorie budget. GET/PUT /api/budget and Home's form
// call the same functions; a workout's energy is a MET estimate, imported active energy is taken as
// measured, and neither counts by default once the target follows the weekly check-in.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { userToday } from "~/modules/user/clock.server";
import { logWeight } from "~/modules/weight/log.server";
import { action as budgetApi, loader as budgetLoader } from "~/routes/api.budget";
import { action as homeAction, loader as homeLoader } from "~/routes/_index";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";
import { acceptedCheckIn } from "../helpers/check-ins";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const budgetOf = async (cookie: string, query = "") => {
  const response = await respond(() => budgetLoader(args(request(`/api/budget${query}`, { cookie }))));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const choose = (cookie: string, json: unknown) => respond(() => budgetApi(args(request("/api/budget", { method: "PUT", cookie, json }))));

/** An 80 kg member with an hour of weight training (three sets) finished today, and a 2000 kcal goal. */
async function memberWithAWorkout() {
  const guest = await newGuest();
  const today = await userToday(guest.userId);
  await logWeight(guest.userId, { kg: 80 });
  const exercise = await db.exercise.findFirstOrThrow({ where: { category: "strength" } });
  await db.workoutSession.create({
    data: {
      userId: guest.userId,
      name: "Push",
      startTime: new Date(`${today}T10:00:00Z`),
      endTime: new Date(`${today}T11:00:00Z`),
      exercises: {
        create: {
          exerciseId: exercise.id,
          position: 0,
          sets: { create: [0, 1, 2].map((position) => ({ position, reps: 8, weight: 60, completed: true })) },
        },
      },
    },
  });
  return { ...guest, today };
}

describe("GET /api/budget", () => {
  it("adds a workout's MET estimate to the day's budget by default, and Home's summary uses the budget", async () => {
    const { cookie } = await memberWithAWorkout();
    const { status, body } = await budgetOf(cookie);
    expect(status).toBe(200);
    // (3.5 − 1) × 80 kg × 1 h = 200 kcal
    expect(body).toMatchObject({
      goalKcal: 2000,
      exerciseInBudget: "auto",
      adaptive: false,
      counted: true,
      basis: "workouts",
      workoutsKcal: 200,
      exerciseKcal: 200,
      budgetKcal: 2200,
      workouts: [{ name: "Push", minutes: 60, met: 3.5, kcal: 200 }],
    });
    const home = (await homeLoader(args(request("/", { cookie })))) as { home: { budget: { budgetKcal: number } } };
    expect(home.home.budget.budgetKcal).toBe(2200);
  });

  it("takes imported active energy (the largest source) instead of the workouts it already measures", async () => {
    const { cookie, userId, today } = await memberWithAWorkout();
    const record = (source: string, value: number, key: string) => ({
      userId,
      kind: "active_energy_kcal",
      value,
      startAt: new Date(`${today}T12:00:00Z`),
      day: today,
      source,
      dedupeKey: `${key}-${userId}`,
    });
    await db.healthRecord.createMany({
      data: [record("Apple Health", 200, "a"), record("Apple Health", 150, "b"), record("Fitbit", 300, "c")],
    });
    expect((await budgetOf(cookie)).body).toMatchObject({
      basis: "active energy",
      activeEnergyKcal: 350,
      workoutsKcal: 200,
      budgetKcal: 2350,
    });
  });

  it("leaves exercise out by default once the target follows the check-in, and follows the member's choice either way", async () => {
    const { cookie, userId, today } = await memberWithAWorkout();
    await acceptedCheckIn(userId, today);
    await db.user.update({ where: { id: userId }, data: { dailyCalorieGoal: 2400 } });
    expect((await budgetOf(cookie)).body).toMatchObject({ adaptive: true, counted: false, exerciseKcal: 200, budgetKcal: 2400 });

    const on = await choose(cookie, { exerciseInBudget: "on" });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ exerciseInBudget: "on" });
    expect((await budgetOf(cookie)).body).toMatchObject({ counted: true, budgetKcal: 2600 });

    // Home's form, without JavaScript: off
    const off = await respondPage(() =>
      homeAction(args(formPost("/?index", { intent: "exercise-budget", exerciseInBudget: "off" }, cookie))),
    );
    expect(off.status).toBe(302);
    expect((await budgetOf(cookie)).body).toMatchObject({ exerciseInBudget: "off", counted: false, budgetKcal: 2400 });
    const bad = await respondPage(() =>
      homeAction(args(formPost("/?index", { intent: "exercise-budget", exerciseInBudget: "always" }, cookie))),
    );
    expect(bad.status).toBe(400);
    expect((await budgetOf(cookie)).body).toMatchObject({ exerciseInBudget: "off" });
  });

  it("says a workout needs a weight to be estimated, and refuses bad input with 400 in words", async () => {
    const { cookie, userId } = await memberWithAWorkout();
    await db.weightEntry.deleteMany({ where: { userId } });
    expect((await budgetOf(cookie)).body).toMatchObject({
      weightKg: null,
      workoutsKcal: null,
      exerciseKcal: 0,
      budgetKcal: 2000,
      basis: "none",
    });
    expect((await budgetOf(cookie, "?date=2026-02-30")).status).toBe(400);
    const refused = await choose(cookie, { exerciseInBudget: "sometimes" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "exerciseInBudget: exerciseInBudget must be auto, on or off" });
    expect((await respond(() => budgetLoader(args(request("/api/budget"))))).status).toBe(401);
  });
});
