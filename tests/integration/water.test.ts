// Water logging (issue 27 item 3): POST /api/water and DELETE /api/water/{id}, and Home's "+250 ml"
// with its Undo, through one domain function and the one write policy.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { action as home, loader as homeLoader } from "~/routes/_index";
import { action as logWaterApi } from "~/routes/api.water";
import { action as deleteWaterApi } from "~/routes/api.water.$entryId";
import { formPost, newGuest, ORIGIN, respond, respondPage } from "../helpers/requests";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });

function postWater(cookie: string, json: unknown, key?: string) {
  const headers = new Headers({ Cookie: cookie, "Content-Type": "application/json" });
  if (key) headers.set("Idempotency-Key", key);
  return respond(() => logWaterApi(args(new Request(`${ORIGIN}/api/water`, { method: "POST", headers, body: JSON.stringify(json) }))));
}

function deleteWater(cookie: string, entryId: string) {
  const request = new Request(`${ORIGIN}/api/water/${entryId}`, { method: "DELETE", headers: { Cookie: cookie } });
  return respond(() => deleteWaterApi(args(request, { entryId })));
}

const waterRows = (userId: number) => db.healthRecord.findMany({ where: { userId, kind: "water_ml" }, orderBy: { id: "asc" } });

describe("POST /api/water", () => {
  it("logs a glass by default as Manual water, and a retry with the same key logs it once", async () => {
    const guest = await newGuest();
    const first = await postWater(guest.cookie, {}, "water-key-1");
    expect(first.status).toBe(201);
    const entry = (await first.json()) as { id: number; amountMl: number; dayTotalMl: number };
    expect(entry).toMatchObject({ amountMl: 250, dayTotalMl: 250 });
    const retry = await postWater(guest.cookie, {}, "water-key-1");
    expect(await retry.json()).toEqual(entry);
    expect((await postWater(guest.cookie, { amountMl: 500 })).status).toBe(201);
    const rows = await waterRows(guest.userId);
    expect(rows.map((row) => [row.value, row.source])).toEqual([
      [250, "Manual"],
      [500, "Manual"],
    ]);
  });

  it.each([
    [{ amountMl: 0 }, "amountMl: amountMl must be at least 1 ml"],
    [{ amountMl: 5001 }, "amountMl: amountMl must be at most 5000 ml"],
    [{ amountMl: "lots" }, "amountMl: amountMl must be a number"],
    [{ date: "2999-01-01" }, "date: Cannot log water more than a day ahead"],
  ])("refuses %j with a 400 in words and writes nothing", async (body, error) => {
    const guest = await newGuest();
    const response = await postWater(guest.cookie, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await waterRows(guest.userId)).toEqual([]);
  });
});

describe("DELETE /api/water/{id}", () => {
  it("deletes your own entry once; another member's entry is not found", async () => {
    const [owner, stranger] = await Promise.all([newGuest(), newGuest()]);
    const { id } = (await (await postWater(owner.cookie, { amountMl: 300 })).json()) as { id: number };
    const refused = await deleteWater(stranger.cookie, String(id));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Water entry not found" });
    const deleted = await deleteWater(owner.cookie, String(id));
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ id, amountMl: 300, dayTotalMl: 0 });
    expect((await deleteWater(owner.cookie, String(id))).status).toBe(404);
    expect((await deleteWater(owner.cookie, "abc")).status).toBe(400);
  });
});

describe("Home's water card", () => {
  it("shows the day's water: every water record of today, not other days or other kinds", async () => {
    const guest = await newGuest();
    expect((await postWater(guest.cookie, {})).status).toBe(201);
    expect((await postWater(guest.cookie, { amountMl: 333 })).status).toBe(201);
    const [today] = (await waterRows(guest.userId)).map((row) => row.day);
    const other = { userId: guest.userId, startAt: new Date(), source: "Apple Health" };
    await db.healthRecord.createMany({
      data: [
        { ...other, kind: "water_ml", value: 400.4, day: today!, dedupeKey: "imported-water" },
        { ...other, kind: "water_ml", value: 900, day: "2020-01-01", dedupeKey: "old-water" },
        { ...other, kind: "steps", value: 5000, day: today!, dedupeKey: "steps" },
      ],
    });
    const request = new Request(`${ORIGIN}/`, { headers: { Cookie: guest.cookie } });
    const data = await homeLoader(args(request));
    expect(data.home?.waterMl).toBe(983);
  });
});

describe("Home's +250 ml", () => {
  it("logs one glass per form key and offers an Undo that removes it", async () => {
    const guest = await newGuest();
    const fields = { intent: "log-water", amountMl: "250", idempotencyKey: "home-water-1" };
    const first = await respondPage(() => home(args(formPost("/?index", fields, guest.cookie))));
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/");
    await respondPage(() => home(args(formPost("/?index", fields, guest.cookie))));
    const rows = await waterRows(guest.userId);
    expect(rows).toHaveLength(1);

    const undo = await respondPage(() =>
      home(args(formPost("/?index", { intent: "delete-water", entryId: String(rows[0]!.id) }, guest.cookie))),
    );
    expect(undo.status).toBe(302);
    expect(await waterRows(guest.userId)).toEqual([]);
  });
});
