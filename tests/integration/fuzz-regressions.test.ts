// Issue 7, items 5, 6 and 9: the inputs the probe found giving 5xx or storing garbage, on the
// database the run uses (SQLite, or PostgreSQL with FITPLATE_TEST_POSTGRES_URL).
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db.server";
import { DIARY, getDiary } from "~/modules/meal/diary.server";
import { MAX_IMAGE_BYTES } from "~/modules/meal/inputs";
import { action as foodLog } from "~/routes/api.food-log";
import { action as foodRoute } from "~/routes/api.foods.$foodId";
import { action as foodsAction } from "~/routes/api.foods";
import { action as entryRestore } from "~/routes/api.meal-foods.$entryId.restore";
import { action as entryRoute } from "~/routes/api.meal-foods.$entryId";
import { action as mealFoods } from "~/routes/api.meals.$mealId.foods";
import { loader as mealsOfUser } from "~/routes/api.meals.$userId";
import { action as mealsAction } from "~/routes/api.meals";
import { loader as statsLoader } from "~/routes/api.stats.$userId";
import { loader as trackingLoader } from "~/routes/api.tracking.$userId.$date";
import { loader as userLoader } from "~/routes/api.user.$userId";
import { newGuest, request, respond } from "../helpers/requests";

const BANANA = 9040;
const TOO_BIG = "2147483648";
const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const meal = { name: "Lunch", mealType: "lunch", totalCalories: 500, totalProtein: 20, totalCarbs: 60, totalFat: 15 };

async function rowCounts() {
  return { users: await db.user.count(), meals: await db.meal.count(), entries: await db.mealFood.count(), foods: await db.food.count() };
}

async function expectError(response: Response, status: number, message?: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as unknown;
  expect(body).toEqual({ error: expect.any(String) });
  if (message) expect((body as { error: string }).error).toMatch(message);
}

describe("ids above 2,147,483,647 are a 400, never a 500 (PostgreSQL's 32-bit ids)", () => {
  it("in every path and body that takes an id", async () => {
    const { userId, cookie } = await newGuest();
    const before = await rowCounts();
    const post = (json: unknown) => ({ method: "POST", cookie, json });
    const cases: [string, () => Promise<Response>][] = [
      [
        "DELETE /api/foods/{big}",
        () => respond(() => foodRoute(args(request(`/api/foods/${TOO_BIG}`, { method: "DELETE", cookie }), { foodId: TOO_BIG }))),
      ],
      [
        "PATCH /api/meal-foods/{big}",
        () =>
          respond(() =>
            entryRoute(
              args(request(`/api/meal-foods/${TOO_BIG}`, { method: "PATCH", cookie, json: { quantity: 5 } }), { entryId: TOO_BIG }),
            ),
          ),
      ],
      [
        "DELETE /api/meal-foods/{big}",
        () => respond(() => entryRoute(args(request(`/api/meal-foods/${TOO_BIG}`, { method: "DELETE", cookie }), { entryId: TOO_BIG }))),
      ],
      [
        "POST /api/meal-foods/{big}/restore",
        () =>
          respond(() =>
            entryRestore(args(request(`/api/meal-foods/${TOO_BIG}/restore`, { method: "POST", cookie }), { entryId: TOO_BIG })),
          ),
      ],
      [
        "POST /api/meals/{big}/foods",
        () =>
          respond(() =>
            mealFoods(args(request(`/api/meals/${TOO_BIG}/foods`, post({ foodId: BANANA, quantity: 10 })), { mealId: TOO_BIG })),
          ),
      ],
      [
        "POST /api/meals/{id}/foods foodId big",
        () =>
          respond(() => mealFoods(args(request(`/api/meals/1/foods`, post({ foodId: Number(TOO_BIG), quantity: 10 })), { mealId: "1" }))),
      ],
      [
        "POST /api/food-log foodId big",
        () => respond(() => foodLog(args(request("/api/food-log", post({ foodId: Number(TOO_BIG), quantity: 10 }))))),
      ],
      [
        "POST /api/food-log foodId 1e30",
        () => respond(() => foodLog(args(request("/api/food-log", post({ foodId: 1e30, quantity: 10 }))))),
      ],
      [
        "POST /api/meals userId big",
        () => respond(() => mealsAction(args(request("/api/meals", post({ ...meal, userId: Number(TOO_BIG) }))))),
      ],
      ["GET /api/user/{big}", () => respond(() => userLoader(args(request(`/api/user/${TOO_BIG}`, { cookie }), { userId: TOO_BIG })))],
      ["GET /api/meals/{big}", () => respond(() => mealsOfUser(args(request(`/api/meals/${TOO_BIG}`, { cookie }), { userId: TOO_BIG })))],
      [
        "GET /api/meals/{id}?before=big",
        () => respond(() => mealsOfUser(args(request(`/api/meals/${userId}?before=${TOO_BIG}`, { cookie }), { userId: String(userId) }))),
      ],
      [
        "GET /api/tracking/{big}/{date}",
        () =>
          respond(() =>
            trackingLoader(args(request(`/api/tracking/${TOO_BIG}/2026-01-01`, { cookie }), { userId: TOO_BIG, date: "2026-01-01" })),
          ),
      ],
      [
        "GET /api/stats/{big}",
        () => respond(() => statsLoader(args(request(`/api/stats/${TOO_BIG}?startDate=2026-01-01`, { cookie }), { userId: TOO_BIG }))),
      ],
    ];
    for (const [name, call] of cases) {
      const response = await call();
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toEqual({ error: expect.stringMatching(/too large/) });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("hex, exponent and boolean ids are refused, not read as numbers", async () => {
    const { cookie } = await newGuest();
    for (const foodId of ["0x10", "1e3", true, [9040], "9040.0"]) {
      await expectError(
        await respond(() => foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId, quantity: 10 } })))),
        400,
        /^foodId: Food id must be /,
      );
    }
    await expectError(
      await respond(() => foodRoute(args(request("/api/foods/0x10", { method: "DELETE", cookie }), { foodId: "0x10" }))),
      400,
    );
  });
});

describe("text is stored clean (NUL gave 500 on PostgreSQL)", () => {
  it("custom food names and brands, meal names, notes and portion labels: NFC, no control, bidi or lone surrogate", async () => {
    const { userId, cookie } = await newGuest();
    const created = await respond(() =>
      foodsAction(
        args(
          request("/api/foods", {
            method: "POST",
            cookie,
            json: {
              name: "Cre\u0300me\u0000 bru\u0302le\u0301e \u202Eevil\uD800",
              brand: "\u2066Acme\u0007\u0085",
              category: "prepared",
              caloriesPer100g: 250,
              proteinPer100g: 4,
              carbsPer100g: 30,
              fatPer100g: 12,
            },
          }),
        ),
      ),
    );
    expect(created.status).toBe(201);
    const food = await db.food.findFirstOrThrow({ where: { ownerId: userId } });
    expect(food).toMatchObject({ name: "Crème brûlée evil", brand: "Acme" });

    const mealResponse = await respond(() =>
      mealsAction(
        args(
          request("/api/meals", {
            method: "POST",
            cookie,
            json: { ...meal, name: "Brunch\u0000\u202E", aiAnalysis: "ok\u0000\nfine\uDC00", voiceSummary: "\u0000" },
          }),
        ),
      ),
    );
    expect(mealResponse.status).toBe(201);
    const { id } = (await mealResponse.json()) as { id: number };
    expect(await db.meal.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: "Brunch",
      aiAnalysis: "ok\nfine",
      voiceSummary: null,
    });

    const logged = await respond(() =>
      foodLog(
        args(
          request("/api/food-log", { method: "POST", cookie, json: { foodId: BANANA, quantity: 100, portionLabel: "1 cup\u0000\u202E" } }),
        ),
      ),
    );
    expect(logged.status).toBe(201);
    const { entryId } = (await logged.json()) as { entryId: number };
    expect(await db.mealFood.findUniqueOrThrow({ where: { id: entryId } })).toMatchObject({ portionLabel: "1 cup" });
  });

  it("a name that is nothing but control characters is refused, and nothing is written", async () => {
    const { cookie } = await newGuest();
    const before = await rowCounts();
    await expectError(
      await respond(() =>
        mealsAction(args(request("/api/meals", { method: "POST", cookie, json: { ...meal, name: "\u0000\u0000\u202E" } }))),
      ),
      400,
      /^name: Meal name is required$/,
    );
    expect(await rowCounts()).toEqual(before);
  });
});

describe("numbers and dates are refused when they are not numbers or sane days", () => {
  it("null, false, [], true, '0x10' and '' are 400 in meal totals and food values; 0000-01-01 is 400", async () => {
    const { cookie } = await newGuest();
    const before = await rowCounts();
    for (const value of [null, false, [], true, "0x10", ""]) {
      await expectError(
        await respond(() => mealsAction(args(request("/api/meals", { method: "POST", cookie, json: { ...meal, totalCalories: value } })))),
        400,
        /^totalCalories: totalCalories must be a number$/,
      );
      const food = { name: "Granola", category: "grains", caloriesPer100g: 471, proteinPer100g: value, carbsPer100g: 64, fatPer100g: 20 };
      await expectError(
        await respond(() => foodsAction(args(request("/api/foods", { method: "POST", cookie, json: food })))),
        400,
        /Protein must be a number/,
      );
    }
    for (const date of ["0000-01-01", "1999-12-31"]) {
      await expectError(
        await respond(() => mealsAction(args(request("/api/meals", { method: "POST", cookie, json: { ...meal, date } })))),
        400,
        /^date: /,
      );
      await expectError(
        await respond(() =>
          foodLog(args(request("/api/food-log", { method: "POST", cookie, json: { foodId: BANANA, quantity: 10, date } }))),
        ),
        400,
        /^date: /,
      );
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe("heavy rows stay off light pages (item 9)", () => {
  afterEach(() => vi.restoreAllMocks());

  const image = (bytes: number) => `data:image/jpeg;base64,${"A".repeat(Math.ceil(bytes / 3) * 4)}`;
  const realImage = async () =>
    `data:image/png;base64,${(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
        .png()
        .toBuffer()
    ).toString("base64")}`;

  it("refuses an image over 5 MB with a clear message and writes nothing", async () => {
    const { cookie } = await newGuest();
    const before = await rowCounts();
    await expectError(
      await respond(() =>
        mealsAction(args(request("/api/meals", { method: "POST", cookie, json: { ...meal, imageUrl: image(MAX_IMAGE_BYTES + 1024) } }))),
      ),
      400,
      /^imageUrl: Image is too large \(at most 5 MB\)$/,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("the diary never reads a photo, yet still shows a photo-only meal", async () => {
    const { userId, cookie } = await newGuest();
    const photo = await realImage();
    const created = await respond(() =>
      mealsAction(
        args(
          request("/api/meals", {
            method: "POST",
            cookie,
            json: { ...meal, totalCalories: 0, totalProtein: 0, totalCarbs: 0, totalFat: 0, imageUrl: photo },
          }),
        ),
      ),
    );
    expect(created.status).toBe(201);
    const { date } = (await created.json()) as { date: string };
    const diary = await getDiary(userId, date);
    expect(diary.slots.find((slot) => slot.mealType === "lunch")!.entries).toHaveLength(1);
    // The diary's one query names its columns; of the photo it asks only whether there is one.
    expect(DIARY.sql).not.toMatch(/\*/);
    expect(DIARY.sql).not.toMatch(/"Image"/);
    expect((DIARY.sql as string).match(/"imageId"[^,]*/g)).toEqual(['"imageId" IS NOT NULL) AS "hasImage"']);
  });

  it("GET /api/meals/{userId}: pages of 50 (limit up to 100, before = last id), hasImage and the photo's URL, never the image", async () => {
    const { userId, cookie } = await newGuest();
    const today = new Date().toISOString().slice(0, 10);
    const photo = "A".repeat(22);
    await db.image.create({
      data: { id: photo, ownerId: userId, contentType: "image/jpeg", width: 1, height: 1, bytes: new Uint8Array(64 * 1024) },
    });
    await db.meal.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        userId,
        name: `Scan ${i}`,
        mealType: "snack",
        localDate: today,
        eatenAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
        totalCalories: 100 + i,
        imageId: i % 2 === 0 ? photo : null,
      })),
    });
    const list = async (query: string) => {
      const response = await respond(() =>
        mealsOfUser(args(request(`/api/meals/${userId}${query}`, { cookie }), { userId: String(userId) })),
      );
      expect(response.status, query).toBe(200);
      return (await response.json()) as { id: number; name: string; hasImage: boolean; imageUrl: string | null }[];
    };

    const first = await list("");
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ name: "Scan 119", hasImage: false, imageUrl: null });
    expect(first[1]).toMatchObject({ name: "Scan 118", hasImage: true, imageUrl: `/images/${photo}` });
    const second = await list(`?before=${first.at(-1)!.id}`);
    expect(second.map((item) => item.name).slice(0, 2)).toEqual(["Scan 69", "Scan 68"]);
    const big = await list("?limit=100");
    expect(big).toHaveLength(100);
    const rest = await list(`?limit=100&before=${big.at(-1)!.id}`);
    expect(rest.map((item) => item.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Scan ${19 - i}`));
    expect(await list(`?before=${rest.at(-1)!.id}`)).toEqual([]);

    for (const query of ["?limit=0", "?limit=101", "?limit=abc", "?limit=-1", "?limit=1.5", "?before=0x10", "?before=abc"]) {
      await expectError(
        await respond(() => mealsOfUser(args(request(`/api/meals/${userId}${query}`, { cookie }), { userId: String(userId) }))),
        400,
      );
    }
    // Another user's meal id as a cursor gives nothing away.
    const other = await newGuest();
    const othersMeal = await db.meal.create({
      data: { userId: other.userId, name: "x", mealType: "snack", localDate: today, totalCalories: 5 },
    });
    expect(await list(`?before=${othersMeal.id}`)).toEqual([]);
  });
});
