import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { FormReply } from "~/shared/form-reply";
import { PROFILE_INTENTS } from "~/modules/user/profile-fields";
import { loader as homeLoader } from "~/routes/_index";
import { action as userAction, loader as userLoader } from "~/routes/api.user.$userId";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { newGuest, ORIGIN, request, respond } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });

function form(cookie: string, fields: [string, string][]) {
  return new Request(`${ORIGIN}/profile`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function post(cookie: string, fields: [string, string][]) {
  const result = await profileAction(args(form(cookie, fields)));
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), reply: null };
  const wrapped = result as unknown as { data: FormReply; init: { status: number } };
  return { status: wrapped.init.status, location: null, reply: wrapped.data };
}

const put = (cookie: string, userId: number | string, json: unknown) =>
  respond(() => userAction(args(request(`/api/user/${userId}`, { method: "PUT", cookie, json }), { userId: String(userId) })));

const user = (id: number) => db.user.findUniqueOrThrow({ where: { id } });

describe("the /profile form", () => {
  it("saves the fields, chips included, and drives Home's targets", async () => {
    const { userId, cookie } = await newGuest();
    const saved = await post(cookie, [
      ["intent", PROFILE_INTENTS.save],
      ["age", "34"],
      ["height", "172.5"],
      ["weight", "68.2"],
      ["activityLevel", "moderate"],
      ["goal", "lose"],
      ["dailyCalorieGoal", "1800"],
      ["dietaryRestrictions", "Vegan"],
      ["dietaryRestrictions", "Gluten-Free"],
      ["trackCalories", "on"],
    ]);
    expect(saved).toMatchObject({ status: 302, location: "/profile" });
    expect(await user(userId)).toMatchObject({
      age: 34,
      height: 172.5,
      goal: "lose",
      dailyCalorieGoal: 1800,
      dietaryRestrictions: ["Vegan", "Gluten-Free"],
      trackCalories: true,
      trackWorkouts: false,
    });
    // the weight is today's typed entry of the weight log (issue 41)
    expect(await db.weightEntry.findMany({ where: { userId }, select: { kg: true, source: true } })).toEqual([
      { kg: 68.2, source: "manual" },
    ]);
    const home = (await homeLoader(args(request("/", { cookie })))) as { home: { goal: number; targets: unknown } };
    expect(home.home.goal).toBe(1800);
    expect(home.home.targets).toEqual({ protein: 135, carbs: 203, fat: 50 });

    // unticking every chip clears them
    await post(cookie, [["intent", PROFILE_INTENTS.save]]);
    expect((await user(userId)).dietaryRestrictions).toEqual([]);
    expect((await user(userId)).age).toBe(34); // an empty field is omitted, not cleared
  });

  it("refuses bad input field by field and writes nothing", async () => {
    const { userId, cookie } = await newGuest();
    const before = await user(userId);
    const refused = await post(cookie, [
      ["intent", PROFILE_INTENTS.save],
      ["age", "12"],
      ["height", "251"],
      ["weight", "abc"],
      ["dailyCalorieGoal", "799"],
      ["dietaryRestrictions", "Carnivore"],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.reply?.result.error).toMatchObject({
      age: ["Age must be between 13 and 120"],
      height: ["Height must be between 100 and 250 cm"],
      weight: ["Weight must be a number"],
      dailyCalorieGoal: ["Daily calorie goal must be between 800 and 6000 kcal"],
    });
    expect(await user(userId)).toEqual(before);
  });

  it("suggests a calorie goal from body data and accepts it in one post", async () => {
    const { userId, cookie } = await newGuest();
    await db.user.update({ where: { id: userId }, data: { age: 30, height: 180, activityLevel: "moderate", goal: "lose" } });
    await db.weightEntry.create({ data: { userId, date: "2026-01-05", kg: 80, source: "import" } });
    const data = (await profileLoader(args(request("/profile", { cookie })))) as Awaited<ReturnType<typeof profileLoader>>;
    expect(data.suggestion).toMatchObject({ ok: true, calories: 2150 });
    const accepted = await post(cookie, [
      ["intent", PROFILE_INTENTS.acceptGoal],
      ["dailyCalorieGoal", "2150"],
    ]);
    expect(accepted.status).toBe(302);
    expect((await user(userId)).dailyCalorieGoal).toBe(2150);
  });
});

describe("PUT /api/user/{userId}", () => {
  it("applies the same schema: writes given fields, omits empty ones, never the tier", async () => {
    const { userId, cookie } = await newGuest();
    const response = await put(cookie, userId, {
      age: "41",
      weight: 90.5,
      height: "",
      dietaryRestrictions: ["Halal"],
      trackWorkouts: false,
      tier: "premium_plus",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ age: 41, weight: 90.5, height: null, dietaryRestrictions: ["Halal"], trackWorkouts: false, tier: "free" });
    const read = await respond(() => userLoader(args(request(`/api/user/${userId}`, { cookie }), { userId: String(userId) })));
    expect(await read.json()).toEqual({ ...body, subscription: null, pass: null }); // GET also says the subscription (none here)
  });

  it("refuses bad values with 400 {error} naming the fields, and writes nothing", async () => {
    const { userId, cookie } = await newGuest();
    const before = await user(userId);
    const response = await put(cookie, userId, { age: 200, dailyCalorieGoal: 100.5, goal: "win" });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain("age: Age must be between 13 and 120");
    expect(error).toContain("dailyCalorieGoal: Daily calorie goal must be a whole number");
    expect(await user(userId)).toEqual(before);
  });

  it("answers 403 for another user's id and 401 without a session", async () => {
    const me = await newGuest();
    const other = await newGuest();
    expect((await put(me.cookie, other.userId, { age: 30 })).status).toBe(403);
    expect((await put("", me.userId, { age: 30 })).status).toBe(401);
    expect((await user(other.userId)).age).toBeNull();
  });

  it("answers 409 when the username is taken", async () => {
    const a = await newGuest();
    const b = await newGuest();
    const name = `runner-${a.userId}`;
    expect((await put(a.cookie, a.userId, { username: name })).status).toBe(200);
    const taken = await put(b.cookie, b.userId, { username: name });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: "Update Failed: Failed to update profile. Please try again. That username or email is already in use.",
    });
  });
});

describe("the profile's sex field (issue 37 item 10)", () => {
  it("is optional, saved by the form and the API, refused unless female, male or unspecified, and used by the suggestion", async () => {
    const { userId, cookie } = await newGuest();
    expect((await put(cookie, userId, { age: 30, height: 180, weight: 80, activityLevel: "moderate" })).status).toBe(200);
    const before = await profileLoader(args(request("/profile", { cookie })));
    expect(before.profile.sex).toBeNull();
    expect(before.suggestion).toMatchObject({ ok: true, calories: 2650 });

    const refused = await put(cookie, userId, { sex: "x" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe("sex: Sex must be female, male or unspecified");

    expect(
      (
        await post(cookie, [
          ["intent", PROFILE_INTENTS.save],
          ["sex", "female"],
        ])
      ).status,
    ).toBe(302);
    expect((await user(userId)).sex).toBe("female");
    expect((await profileLoader(args(request("/profile", { cookie })))).suggestion).toMatchObject({ ok: true, calories: 2500 });
    const answer = (await (await put(cookie, userId, { sex: "male" })).json()) as { sex: string };
    expect(answer.sex).toBe("male");
  });
});
