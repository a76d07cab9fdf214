// Issue 41 item 5: the weekly check-in. GET /api/check-in, POST /api/check-ins and the /check-in
// screen call the same functions; the calorie target changes only when the member answers.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addDays } from "~/modules/dates/calendar";
import { userToday } from "~/modules/user/clock.server";
import { updateProfile } from "~/modules/user/update.server";
import { loader as checkInApi } from "~/routes/api.check-in";
import { action as checkInsApi } from "~/routes/api.check-ins";
import { action as checkInAction, loader as checkInPage } from "~/routes/check-in";
import { loader as homeLoader } from "~/routes/_index";
import { loader as weightLoader } from "~/routes/weight";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

type View = {
  due: boolean;
  nextOn: string;
  currentKcal: number;
  goal: string;
  paceKgPerWeek: number;
  trendKgPerWeek: number | null;
  estimate: { estimateKcal: number } | null;
  proposal: { proposedKcal: number; macros: { protein: number } } | null;
  history: { date: string; decision: string; previousKcal: number; targetKcal: number; proposedKcal: number }[];
};

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const view = async (cookie: string, query = "") => {
  const response = await respond(() => checkInApi(args(request(`/api/check-in${query}`, { cookie }))));
  return { status: response.status, body: (await response.json()) as View };
};
const answer = (cookie: string, json: unknown) =>
  respond(() => checkInsApi(args(request("/api/check-ins", { method: "POST", cookie, json }))));
const goalOf = async (userId: number) => (await db.user.findUniqueOrThrow({ where: { id: userId } })).dailyCalorieGoal;

/** Four weeks at 2000 kcal a day, losing 0.5 kg a week (burning about 2550), a lose goal and a 2200 kcal target. */
async function memberWithFourWeeks() {
  const guest = await newGuest();
  const today = await userToday(guest.userId);
  await updateProfile(guest.userId, {
    age: 35,
    height: 178,
    weight: 85,
    activityLevel: "light",
    sex: "male",
    goal: "lose",
    dailyCalorieGoal: 2200,
  });
  await db.weightEntry.deleteMany({ where: { userId: guest.userId } });
  for (let day = 1; day <= 28; day++) {
    const date = addDays(today, -day);
    await db.meal.create({ data: { userId: guest.userId, name: "Day", mealType: "lunch", localDate: date, totalCalories: 2000 } });
    await db.weightEntry.create({ data: { userId: guest.userId, date, kg: 85 + (0.5 / 7) * day, source: "manual" } });
  }
  return { ...guest, today };
}

describe("GET /api/check-in", () => {
  it("shows the estimate, the trend against the goal and a proposal with its macros, and changes nothing", async () => {
    const { cookie, userId } = await memberWithFourWeeks();
    const { status, body } = await view(cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({ due: true, currentKcal: 2200, goal: "lose", paceKgPerWeek: 0.5, history: [] });
    expect(body.trendKgPerWeek).toBeLessThan(-0.3);
    const estimate = body.estimate!.estimateKcal;
    expect(estimate).toBeGreaterThan(2500);
    // estimate − 0.5 kg × 7,700 / 7 = estimate − 550, to 10 kcal
    expect(body.proposal!.proposedKcal).toBe(Math.round((estimate - 550) / 10) * 10);
    expect(body.proposal!.macros.protein).toBe(Math.round((body.proposal!.proposedKcal * 0.3) / 4));

    const maintain = (await view(cookie, "?goal=maintain")).body;
    expect(maintain.proposal!.proposedKcal).toBe(Math.round(estimate / 10) * 10);
    expect((await view(cookie, "?goal=gain&pace=0.25")).body.proposal!.proposedKcal).toBe(Math.round((estimate + 275) / 10) * 10);

    expect(await goalOf(userId)).toBe(2200);
    expect(await db.checkIn.count({ where: { userId } })).toBe(0);
  });

  it("offers a member in US units a pound a week by default, and their half pounds", async () => {
    const { cookie, userId } = await memberWithFourWeeks();
    await updateProfile(userId, { units: "us" });
    const { body } = await view(cookie);
    expect(body.paceKgPerWeek).toBe(0.4536);
    const estimate = body.estimate!.estimateKcal;
    // estimate − 1 lb × 7,700 / 7 (about 499 kcal), to 10 kcal
    expect(body.proposal!.proposedKcal).toBe(Math.round((estimate - (0.4536 * 7700) / 7) / 10) * 10);
    expect((await view(cookie, "?pace=0.9072")).body.paceKgPerWeek).toBe(0.9072);
  });

  it("refuses an unknown goal or pace with 400 in words, and a caller without a session with 401", async () => {
    const { cookie } = await newGuest();
    expect(await view(cookie, "?goal=bulk")).toEqual({ status: 400, body: { error: "goal: Goal must be lose, maintain or gain" } });
    expect((await view(cookie, "?pace=2")).status).toBe(400);
    expect((await respond(() => checkInApi(args(request("/api/check-in"))))).status).toBe(401);
  });
});

describe("the calorie target changes only by the member's answer", () => {
  it("stays put through reads, page loads and a week passing; keep leaves it; accept and adjust set it; every answer is kept", async () => {
    const { cookie, userId } = await memberWithFourWeeks();
    await view(cookie);
    await checkInPage(args(request("/check-in?goal=gain&pace=1", { cookie })));
    await weightLoader(args(request("/weight", { cookie })));
    const home = (await homeLoader(args(request("/", { cookie })))) as { home: { checkInIsDue: boolean } };
    expect(home.home.checkInIsDue).toBe(true);
    expect(await goalOf(userId)).toBe(2200);

    // Keep: the target stays, the check-in is kept
    const kept = await answer(cookie, { decision: "kept" });
    expect(kept.status).toBe(201);
    expect(await kept.json()).toMatchObject({ decision: "kept", previousKcal: 2200, targetKcal: 2200, goal: "lose" });
    expect(await goalOf(userId)).toBe(2200);
    // One a week
    const again = await answer(cookie, { decision: "accepted" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: expect.stringContaining("your next check-in is on") });
    expect(await goalOf(userId)).toBe(2200);
    expect((await view(cookie)).body.due).toBe(false);

    // A week passes: due again, and still nothing changed
    await db.checkIn.updateMany({ where: { userId }, data: { date: addDays(await userToday(userId), -7) } });
    const week2 = (await view(cookie)).body;
    expect(week2.due).toBe(true);
    expect(await goalOf(userId)).toBe(2200);

    // Accept: the proposal it saw becomes the target
    const accepted = await answer(cookie, { decision: "accepted", proposedKcal: week2.proposal!.proposedKcal });
    expect(accepted.status).toBe(201);
    expect(await goalOf(userId)).toBe(week2.proposal!.proposedKcal);

    // Adjust, a week later: the member's own number
    await db.checkIn.updateMany({ where: { userId }, data: { date: { set: addDays(await userToday(userId), -14) } } });
    expect((await answer(cookie, { decision: "adjusted", targetKcal: 2050, goal: "maintain" })).status).toBe(201);
    expect(await db.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ dailyCalorieGoal: 2050, goal: "maintain" });

    const { history } = (await view(cookie)).body;
    expect(history.map((row) => [row.decision, row.previousKcal, row.targetKcal])).toEqual([
      ["adjusted", week2.proposal!.proposedKcal, 2050],
      ["accepted", 2200, week2.proposal!.proposedKcal],
      ["kept", 2200, 2200],
    ]);
  });

  it("refuses a stale proposal, a missing own target and a member with nothing to go on, writing nothing", async () => {
    const { cookie, userId } = await memberWithFourWeeks();
    const { proposal } = (await view(cookie)).body;
    const stale = await answer(cookie, { decision: "accepted", proposedKcal: proposal!.proposedKcal + 100 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: expect.stringContaining("The proposal has changed") });
    const noTarget = await answer(cookie, { decision: "adjusted" });
    expect(noTarget.status).toBe(400);
    expect(await noTarget.json()).toEqual({ error: "targetKcal: Give your own target to adjust" });
    expect((await answer(cookie, { decision: "adjusted", targetKcal: 9000 })).status).toBe(400);
    expect(await goalOf(userId)).toBe(2200);
    expect(await db.checkIn.count({ where: { userId } })).toBe(0);

    const empty = await newGuest();
    const nothing = await answer(empty.cookie, { decision: "accepted" });
    expect(nothing.status).toBe(409);
    expect(await nothing.json()).toEqual({ error: expect.stringContaining("Nothing to check in with yet") });
  });
});

describe("the /check-in screen", () => {
  it("accepts the proposal of the goal and pace shown, and says why it refuses", async () => {
    const { cookie, userId } = await memberWithFourWeeks();
    const page = await checkInPage(args(request("/check-in?goal=lose&pace=0.25", { cookie })));
    const proposed = page.checkIn.proposal!.proposedKcal;
    const fields = { intent: "check-in", goal: "lose", paceKgPerWeek: "0.25", proposedKcal: String(proposed) };

    const refused = await respondPage(() =>
      checkInAction(args(formPost("/check-in", { ...fields, decision: "adjusted", targetKcal: "" }, cookie))),
    );
    expect(refused.status).toBe(400);
    expect(await goalOf(userId)).toBe(2200);

    const done = await respondPage(() => checkInAction(args(formPost("/check-in", { ...fields, decision: "accepted" }, cookie))));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/check-in");
    expect(await goalOf(userId)).toBe(proposed);
    expect(await db.checkIn.findFirstOrThrow({ where: { userId } })).toMatchObject({ paceKgPerWeek: 0.25, decision: "accepted" });
  });
});
