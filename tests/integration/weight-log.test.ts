// Issue 41 item 1: one body-weight log. POST/GET /api/weights and the /weight screen call the same
// functions; imports land in it; the Profile, its calorie suggestion and the dashboard read it.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addDays, localDateOf } from "~/modules/dates/calendar";
import { importHealthFile } from "~/modules/integrations/imports.server";
import { getProfile } from "~/modules/user/profile.server";
import { updateProfile } from "~/modules/user/update.server";
import { action as weightsApi, loader as weightsList } from "~/routes/api.weights";
import { action as weightAction, loader as weightLoader } from "~/routes/weight";
import { loader as progressLoader } from "~/routes/progress";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const post = (cookie: string, json: unknown) => respond(() => weightsApi(args(request("/api/weights", { method: "POST", cookie, json }))));
const list = async (cookie: string) =>
  (await (await respond(() => weightsList(args(request("/api/weights", { cookie }))))).json()) as {
    entries: { id: number; date: string; kg: number; source: string }[];
  };
const screen = (cookie: string, fields: Record<string, string>) =>
  respondPage(() => weightAction(args(formPost("/weight", fields, cookie))));
const today = () => localDateOf(new Date(), "UTC");

describe("POST and GET /api/weights", () => {
  it("logs a day's weight (201), replaces that day's typed weight, and lists entries newest first with their source", async () => {
    const { cookie } = await newGuest();
    const first = await post(cookie, { date: "2026-03-01", kg: 82.14 });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ date: "2026-03-01", kg: 82.14, source: "manual" });
    expect((await post(cookie, { date: "2026-03-01", kg: "81.9" })).status).toBe(201);
    expect((await post(cookie, { kg: 80.456 })).status).toBe(201);
    const { entries } = await list(cookie);
    expect(entries.map(({ date, kg, source }) => [date, kg, source])).toEqual([
      [today(), 80.46, "manual"],
      ["2026-03-01", 81.9, "manual"],
    ]);
  });

  it.each([
    [{ kg: 10 }, "kg: kg must be between 25 and 400"],
    [{ kg: "heavy" }, "kg: kg must be a number"],
    [{}, "kg: kg is required"],
    [{ kg: 80, date: "2026-02-30" }, "date: date must be a real day written YYYY-MM-DD"],
    [{ kg: 80, date: "2999-01-01" }, "date: Cannot log a weight more than a day ahead"],
  ])("refuses %j with a 400 in words and writes nothing", async (body, error) => {
    const { cookie, userId } = await newGuest();
    const response = await post(cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: error });
    expect(await db.weightEntry.count({ where: { userId } })).toBe(0);
  });
});

describe("the /weight screen", () => {
  it("takes lb from a US member, stores kg and shows 165 lb back; edits and deletes only the member's own entries", async () => {
    const { cookie, userId } = await newGuest();
    await db.user.update({ where: { id: userId }, data: { units: "us" } });
    const saved = await screen(cookie, { intent: "log-weight", date: "2026-03-02", weight: "165" });
    expect(saved.status).toBe(302);
    const [entry] = await db.weightEntry.findMany({ where: { userId } });
    expect(entry).toMatchObject({ kg: 74.84, source: "manual", date: "2026-03-02" });
    const page = (await weightLoader(args(request("/weight", { cookie })))) as Awaited<ReturnType<typeof weightLoader>>;
    expect(page.units).toBe("us");
    expect(page.entries).toEqual([{ id: entry!.id, date: "2026-03-02", kg: 74.84, source: "manual" }]);

    expect((await screen(cookie, { intent: "edit-weight", entryId: String(entry!.id), weight: "163.5" })).status).toBe(302);
    expect((await db.weightEntry.findUniqueOrThrow({ where: { id: entry!.id } })).kg).toBe(74.16);
    const tooLight = await screen(cookie, { intent: "edit-weight", entryId: String(entry!.id), weight: "20" });
    expect(tooLight.status).toBe(400);
    expect(await tooLight.text()).toContain("Weight must be between 55.2 and 881.8 lb");

    const stranger = await newGuest();
    expect((await screen(stranger.cookie, { intent: "delete-weight", entryId: String(entry!.id) })).status).toBe(404);
    expect((await screen(stranger.cookie, { intent: "edit-weight", entryId: String(entry!.id), weight: "150" })).status).toBe(404);
    expect((await screen(cookie, { intent: "delete-weight", entryId: String(entry!.id) })).status).toBe(302);
    expect(await db.weightEntry.count({ where: { userId } })).toBe(0);
  });
});

describe("one source for the member's weight", () => {
  it("an imported weight (the day's first) reaches the Profile; the Profile's weight field writes the log", async () => {
    const { userId } = await newGuest();
    await updateProfile(userId, { age: 30, height: 180, activityLevel: "moderate" });
    const dir = await mkdtemp(path.join(tmpdir(), "weights-"));
    const csv = path.join(dir, "scale.csv");
    const day = addDays(today(), -1);
    await writeFile(csv, `Date,Weight\n${day}T07:00:00Z,81.2\n${day}T21:00:00Z,82.6\n${addDays(day, -3)},83\n`);
    await importHealthFile(userId, "csv", csv);
    await importHealthFile(userId, "csv", csv); // a re-import changes nothing
    const log = await db.weightEntry.findMany({ where: { userId }, orderBy: { date: "asc" } });
    expect(log.map(({ date, kg, source }) => [date, kg, source])).toEqual([
      [addDays(day, -3), 83, "import"],
      [day, 81.2, "import"], // the day's first weigh-in
    ]);
    expect((await getProfile(userId))?.weight).toBe(81.2);

    // the Profile's weight field writes the log: today's typed entry, and no other copy
    expect((await updateProfile(userId, { weight: 79.5 })).weight).toBe(79.5);
    expect(await db.weightEntry.count({ where: { userId, source: "manual", date: today() } })).toBe(1);
  });
});

describe("the trend on /weight and /progress", () => {
  it("reads the log's weigh-ins, one a day, into the trend, its weekly rate and the chart", async () => {
    const { userId, cookie } = await newGuest();
    const day = today();
    // 0.1 kg a day down for four weeks, weighed every other day, and one import the same day as a typed weight
    await db.weightEntry.createMany({
      data: Array.from({ length: 15 }, (_, i) => ({ userId, date: addDays(day, -28 + 2 * i), kg: 90 - 0.2 * i, source: "manual" })),
    });
    await db.weightEntry.create({ data: { userId, date: day, kg: 99, source: "import" } });
    const page = (await weightLoader(args(request("/weight", { cookie })))) as Awaited<ReturnType<typeof weightLoader>>;
    expect(page.chart).toHaveLength(15);
    expect(page.trend.latest).toMatchObject({ date: day, kg: 87.2 }); // the typed weight, not the import's
    expect(page.trend.latest!.trend).toBeGreaterThan(87.2); // the trend lags a steady loss
    // −0.7 kg a week, which the trend approaches (−0.65 after four weeks: it started flat at the first weigh-in)
    expect(page.trend.weeklyRate).toBeGreaterThan(-0.7);
    expect(page.trend.weeklyRate).toBeLessThan(-0.6);
    const progress = (await progressLoader(args(request("/progress", { cookie })))) as Awaited<ReturnType<typeof progressLoader>>;
    expect(progress.weight).toEqual(page.trend);
  });
});
