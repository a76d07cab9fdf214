import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { FormReply } from "~/shared/form-reply";
import { UNITS_INTENT } from "~/modules/user/profile-fields";
import { action as homeAction } from "~/routes/_index";
import { action as guestAction } from "~/routes/api.auth.guest";
import { action as userAction, loader as userLoader } from "~/routes/api.user.$userId";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { ftInFromCm, weightValue } from "~/modules/units/units";
import { formPost, newGuest, request, respond } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const unitsOf = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id }, select: { units: true } })).units;
const put = (cookie: string, userId: number, json: unknown) =>
  respond(() => userAction(args(request(`/api/user/${userId}`, { method: "PUT", cookie, json }), { userId: String(userId) })));

function withLanguage(req: Request, language: string): Request {
  req.headers.set("Accept-Language", language);
  return req;
}

describe("the member's units", () => {
  it("PUT /api/user/{id} {units} saves the choice, GET answers it, anything else is a 400", async () => {
    const { userId, cookie } = await newGuest();
    expect(await unitsOf(userId)).toBe("metric");
    const saved = await put(cookie, userId, { units: "us" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ units: "us" });
    const got = await respond(() => userLoader(args(request(`/api/user/${userId}`, { cookie }), { userId: String(userId) })));
    expect(await got.json()).toMatchObject({ units: "us" });
    const refused = await put(cookie, userId, { units: "imperial" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain("Units must be metric or us");
    expect(await unitsOf(userId)).toBe("us");
  });

  it("the Profile units form (no JavaScript) saves the choice and the page shows it", async () => {
    const { userId, cookie } = await newGuest();
    const saved = await profileAction(args(formPost("/profile", { intent: UNITS_INTENT, units: "us" }, cookie)));
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(302);
    expect(await unitsOf(userId)).toBe("us");
    const page = (await profileLoader(args(request("/profile", { cookie })))) as { profile: { units: string } };
    expect(page.profile.units).toBe("us");
    const refused = (await profileAction(args(formPost("/profile", { intent: UNITS_INTENT, units: "stones" }, cookie)))) as unknown as {
      data: FormReply;
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(await unitsOf(userId)).toBe("us");
  });
});

describe("a new guest's units follow the browser's locale", () => {
  it("Start tracking without JavaScript reads Accept-Language: en-US → US, en-GB → metric", async () => {
    for (const [language, units] of [
      ["en-US,en;q=0.9", "us"],
      ["en-GB,en;q=0.9", "metric"],
    ] as const) {
      const response = (await homeAction(args(withLanguage(formPost("/", { intent: "start" }), language)))) as Response;
      expect(response.status).toBe(302);
      const session = response.headers.get("Set-Cookie")!.split(";")[0]!;
      const page = (await profileLoader(args(request("/profile", { cookie: session })))) as { profile: { units: string } };
      expect(page.profile.units).toBe(units);
    }
  });

  it("with JavaScript the form's locale (navigator.language) wins; POST /api/auth/guest takes locale or Accept-Language", async () => {
    const home = (await homeAction(args(withLanguage(formPost("/", { intent: "start", locale: "en-US" }), "de-DE")))) as Response;
    const homeCookie = home.headers.get("Set-Cookie")!.split(";")[0]!;
    const page = (await profileLoader(args(request("/profile", { cookie: homeCookie })))) as { profile: { units: string } };
    expect(page.profile.units).toBe("us");

    const byBody = await respond(() => guestAction(args(request("/api/auth/guest", { method: "POST", json: { locale: "en-US" } }))));
    expect(await unitsOf(((await byBody.json()) as { user: { id: number } }).user.id)).toBe("us");
    const byHeader = await respond(() =>
      guestAction(args(withLanguage(request("/api/auth/guest", { method: "POST", json: {} }), "en-US"))),
    );
    expect(await unitsOf(((await byHeader.json()) as { user: { id: number } }).user.id)).toBe("us");
    const metric = await respond(() => guestAction(args(withLanguage(request("/api/auth/guest", { method: "POST", json: {} }), "fr-FR"))));
    expect(await unitsOf(((await metric.json()) as { user: { id: number } }).user.id)).toBe("metric");
  });
});

describe("Profile's body fields in US units", () => {
  it("take 5 ft 9 in and 165 lb (no JavaScript), store centimetres and kilograms, and show 5 ft 9 in and 165 lb again", async () => {
    const { cookie } = await newGuest();
    await put(cookie, (await profileLoader(args(request("/profile", { cookie })))).profile.id, { units: "us" });
    const saved = await profileAction(
      args(
        formPost(
          "/profile",
          { intent: "save-profile", formUnits: "us", heightFt: "5", heightIn: "9", weight: "165", dailyCalorieGoal: "2000" },
          cookie,
        ),
      ),
    );
    expect((saved as Response).status).toBe(302);
    const page = (await profileLoader(args(request("/profile", { cookie })))) as { profile: { height: number; weight: number } };
    expect(page.profile).toMatchObject({ height: 175.3, weight: 74.84 });
    expect(ftInFromCm(page.profile.height)).toEqual({ feet: 5, inches: 9 });
    expect(weightValue(page.profile.weight, "us")).toBe(165);
  });

  it("refuse a weight out of bounds in pounds, in pounds, and save nothing", async () => {
    const { cookie } = await newGuest();
    const refused = (await profileAction(
      args(formPost("/profile", { intent: "save-profile", formUnits: "us", weight: "1000", dailyCalorieGoal: "2000" }, cookie)),
    )) as unknown as { data: FormReply; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error?.weight).toEqual(["Weight must be between 55.2 and 881.8 lb"]);
    const page = (await profileLoader(args(request("/profile", { cookie })))) as { profile: { weight: number | null } };
    expect(page.profile.weight).toBeNull();
  });
});
