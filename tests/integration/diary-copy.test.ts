// Issue 40 part 3: copy a meal slot or a whole day to another day, on the JSON door and the diary's
// forms (no JavaScript): new entries with the same totals, only the slot asked for, and undoable.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { addDays } from "~/modules/dates/calendar";
import { getDiary } from "~/modules/meal/diary.server";
import { logFood } from "~/modules/meal/log.server";
import { quickAdd } from "~/modules/meal/quick-add.server";
import { action as copyApi } from "~/routes/api.diary.copy";
import { action as entryApi } from "~/routes/api.meal-foods.$entryId";
import { action as diaryAction } from "~/routes/diary";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const copy = (cookie: string, json: unknown) => respond(() => copyApi(args(request("/api/diary/copy", { method: "POST", cookie, json }))));
const BANANA = 9040;
const APPLE = 9003;

async function monday() {
  const guest = await newGuest();
  const today = new Date().toISOString().slice(0, 10);
  const day = addDays(today, -1);
  await logFood(guest.userId, { foodId: BANANA, quantity: 118, mealType: "breakfast", date: day });
  await logFood(guest.userId, { foodId: APPLE, quantity: 182, mealType: "breakfast", date: day });
  await logFood(guest.userId, { foodId: BANANA, quantity: 50, mealType: "dinner", date: day });
  await quickAdd(guest.userId, { calories: 250, fat: 10, mealType: "snack", date: day, label: "Crisps" });
  return { ...guest, monday: day, tuesday: today };
}

describe("POST /api/diary/copy", () => {
  it("copies a whole day as new entries with the same totals per slot and per day", async () => {
    const { userId, cookie, monday: from, tuesday: to } = await monday();
    const answer = await copy(cookie, { fromDate: from, toDate: to });
    expect(answer.status).toBe(201);
    const copied = (await answer.json()) as { entries: { entryId: number }[]; totals: unknown };
    expect(copied.entries).toHaveLength(4);
    const [before, after] = [await getDiary(userId, from), await getDiary(userId, to)];
    expect(after.totals).toEqual(before.totals);
    expect(copied.totals).toEqual(before.totals);
    expect(after.slots.map((slot) => [slot.mealType, slot.totals, slot.entries.map((entry) => entry.name)])).toEqual(
      before.slots.map((slot) => [slot.mealType, slot.totals, slot.entries.map((entry) => entry.name)]),
    );
    const sourceIds = before.slots.flatMap((slot) => slot.entries.map((entry) => entry.entryId));
    for (const { entryId } of copied.entries) expect(sourceIds).not.toContain(entryId);
  });

  it("copies only the slot asked for, and each copied entry is undone like any other", async () => {
    const { userId, cookie, monday: from, tuesday: to } = await monday();
    const answer = await copy(cookie, { fromDate: from, toDate: to, mealType: "breakfast" });
    expect(answer.status).toBe(201);
    const { entries } = (await answer.json()) as { entries: { entryId: number; mealType: string }[] };
    expect(entries.map((entry) => entry.mealType)).toEqual(["breakfast", "breakfast"]);
    const tuesday = await getDiary(userId, to);
    expect(tuesday.slots.filter((slot) => slot.entries.length > 0).map((slot) => slot.mealType)).toEqual(["breakfast"]);
    expect(tuesday.totals).toEqual((await getDiary(userId, from)).slots.find((slot) => slot.mealType === "breakfast")!.totals);

    for (const { entryId } of entries) {
      const deleted = await respond(() =>
        entryApi(args(request(`/api/meal-foods/${entryId}`, { method: "DELETE", cookie }), { entryId: String(entryId) })),
      );
      expect(deleted.status).toBe(200);
    }
    expect((await getDiary(userId, to)).totals.calories).toBe(0);
  });

  it("refuses: nothing to copy (404), the same day, a day more than one ahead, bad fields (400); writes nothing", async () => {
    const { userId, cookie, monday: from, tuesday: to } = await monday();
    const count = () => db.mealFood.count({ where: { meal: { userId } } });
    const before = await count();
    const nothing = await copy(cookie, { fromDate: "2020-01-01", toDate: to });
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({ error: "Nothing logged on 2020-01-01 to copy" });
    expect((await copy(cookie, { fromDate: from, toDate: to, mealType: "lunch" })).status).toBe(404);
    for (const body of [
      { fromDate: from, toDate: from },
      { fromDate: from, toDate: addDays(to, 2) },
      { fromDate: "yesterday", toDate: to },
      { fromDate: from, toDate: to, mealType: "brunch" },
      {},
    ]) {
      expect((await copy(cookie, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});

describe("the diary's copy forms (no JavaScript)", () => {
  it("Copy from yesterday copies one slot; its Undo removes exactly the copy", async () => {
    const { userId, cookie, monday: from, tuesday: to } = await monday();
    const posted = await respondPage(() =>
      diaryAction(
        args(
          formPost(
            `/diary?date=${to}`,
            { intent: "copy-day", fromDate: from, toDate: to, mealType: "dinner", idempotencyKey: "c1" },
            cookie,
          ),
        ),
      ),
    );
    expect(posted.status).toBe(302);
    const tuesday = await getDiary(userId, to);
    expect(tuesday.totals).toEqual((await getDiary(userId, from)).slots.find((slot) => slot.mealType === "dinner")!.totals);
    const entryIds = tuesday.slots.flatMap((slot) => slot.entries.map((entry) => entry.entryId!));

    await logFood(userId, { foodId: APPLE, quantity: 100, mealType: "lunch", date: to });
    const undo = await respondPage(() =>
      diaryAction(
        args(
          formPost(
            "/diary",
            { intent: "undo-copy", firstEntryId: String(Math.min(...entryIds)), lastEntryId: String(Math.max(...entryIds)) },
            cookie,
          ),
        ),
      ),
    );
    expect(undo.status).toBe(302);
    const after = await getDiary(userId, to);
    expect(after.slots.flatMap((slot) => slot.entries.map((entry) => entry.name))).toEqual([expect.stringMatching(/^Apple/)]);
  });

  it("Copy a day copies every slot, once per form key", async () => {
    const { userId, cookie, monday: from, tuesday: to } = await monday();
    const fields = { intent: "copy-day", fromDate: from, toDate: to, idempotencyKey: "c2" };
    await respondPage(() => diaryAction(args(formPost("/diary", fields, cookie))));
    await respondPage(() => diaryAction(args(formPost("/diary", fields, cookie))));
    expect((await getDiary(userId, to)).totals).toEqual((await getDiary(userId, from)).totals);
  });
});
