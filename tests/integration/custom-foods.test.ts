// Issue 39 part 5: foods of one's own as a label gives them, per serving (g or ml) or per 100 g,
// stored per 100 g with the serving as a portion; changed later through PUT /api/foods/{foodId}
// and /foods/{foodId}/edit, owner-only, checked as on create; entries logged before keep their figures.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { action as foodsApi } from "~/routes/api.foods";
import { action as foodApi } from "~/routes/api.foods.$foodId";
import { action as foodLogApi } from "~/routes/api.food-log";
import { action as editAction, loader as editLoader } from "~/routes/foods_.$foodId_.edit";
import { searchFoods } from "~/modules/food/search.server";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const create = (cookie: string, json: unknown) => respond(() => foodsApi(args(request("/api/foods", { method: "POST", cookie, json }))));
const put = (cookie: string, id: number | string, json: unknown) =>
  respond(() => foodApi(args(request(`/api/foods/${id}`, { method: "PUT", cookie, json }), { foodId: String(id) })));

const cereal = {
  name: "Crunchy cereal",
  category: "grains",
  servingSize: 30,
  caloriesPerServing: 120,
  proteinPerServing: 3,
  carbsPerServing: 24,
  fatPerServing: 1.5,
  fiberPerServing: 2,
};
type Food = {
  id: number;
  name: string;
  caloriesPer100g: number;
  fiberPer100g: number | null;
  portions: { label: string; grams: number }[];
};

const foodRows = () => db.food.findMany({ orderBy: { id: "asc" }, include: { portions: true } });

describe("POST /api/foods per serving", () => {
  it("stores the label per 100 g and offers the serving when logging", async () => {
    const { userId, cookie } = await newGuest();
    const response = await create(cookie, cereal);
    expect(response.status).toBe(201);
    const food = (await response.json()) as Food;
    expect(food).toMatchObject({ caloriesPer100g: 400, proteinPer100g: 10, carbsPer100g: 80, fatPer100g: 5, fiberPer100g: 6.67 });
    expect(food.portions).toEqual([{ label: "1 serving", grams: 30 }]);
    const found = (await searchFoods(userId, "crunchy cereal")).find((candidate) => candidate.id === food.id);
    expect(found?.portions).toEqual([{ label: "1 serving", grams: 30 }]);

    const drink = (await (
      await create(cookie, {
        name: "Oat drink",
        category: "beverages",
        servingSize: 250,
        servingUnit: "ml",
        gramsPerMl: 1.03,
        caloriesPerServing: 120,
        proteinPerServing: 2.5,
        carbsPerServing: 16,
        fatPerServing: 5,
      })
    ).json()) as Food;
    expect(drink).toMatchObject({ caloriesPer100g: 46.6, portions: [{ label: "1 serving, 250 ml", grams: 257.5 }] });
  });

  it("refuses bad input with a 4xx {error} and writes nothing", async () => {
    const { cookie } = await newGuest();
    const before = await foodRows();
    for (const json of [
      { ...cereal, servingSize: undefined },
      { ...cereal, caloriesPer100g: 400 },
      { ...cereal, carbsPerServing: 40 },
      { ...cereal, servingUnit: "g", gramsPerMl: 1.1 },
    ]) {
      const response = await create(cookie, json);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()) as object)).toEqual(["error"]);
    }
    expect(await foodRows()).toEqual(before);
  });
});

describe("PUT /api/foods/{foodId}", () => {
  it("changes the food and its serving; an entry logged before keeps its figures", async () => {
    const { cookie } = await newGuest();
    const food = (await (await create(cookie, cereal)).json()) as Food;
    const logged = await respond(() =>
      foodLogApi(
        args(request("/api/food-log", { method: "POST", cookie, json: { foodId: food.id, quantity: 30, portionLabel: "1 serving" } })),
      ),
    );
    expect(logged.status).toBe(201);
    const entryBefore = await db.mealFood.findFirstOrThrow({ where: { foodId: food.id } });
    expect(entryBefore.calories).toBeCloseTo(120, 5);

    const response = await put(cookie, food.id, {
      ...cereal,
      name: "Crunchy cereal, less sugar",
      servingSize: 40,
      caloriesPerServing: 150,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: food.id,
      name: "Crunchy cereal, less sugar",
      caloriesPer100g: 375,
      proteinPer100g: 7.5,
      portions: [{ label: "1 serving", grams: 40 }],
    });
    expect(await db.foodPortion.count({ where: { foodId: food.id } })).toBe(1);
    expect(await db.mealFood.findFirstOrThrow({ where: { id: entryBefore.id } })).toEqual(entryBefore);

    // per 100 g again, without a serving: the portion goes
    const per100 = await put(cookie, food.id, {
      name: "Crunchy cereal",
      category: "grains",
      caloriesPer100g: 380,
      proteinPer100g: 9,
      carbsPer100g: 78,
      fatPer100g: 4,
    });
    expect(((await per100.json()) as Food).portions).toEqual([]);
  });

  it("is the owner's alone, refuses duplicates and bad input, and writes nothing then", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const food = (await (await create(owner.cookie, cereal)).json()) as Food;
    const twin = (await (await create(owner.cookie, { ...cereal, name: "Other cereal" })).json()) as Food;
    const before = await foodRows();
    const refusals: [string, number | string, unknown, number][] = [
      [other.cookie, food.id, cereal, 404],
      [owner.cookie, 9040, cereal, 404],
      [owner.cookie, 2147483647, cereal, 404],
      [owner.cookie, "x", cereal, 400],
      [owner.cookie, twin.id, cereal, 409],
      [owner.cookie, food.id, { ...cereal, caloriesPerServing: 40 }, 400],
      [owner.cookie, food.id, { ...cereal, name: "" }, 400],
      [owner.cookie, food.id, "[]", 400],
    ];
    for (const [cookie, id, json, status] of refusals) {
      const response = await put(cookie, id, json);
      expect(response.status, JSON.stringify([id, json])).toBe(status);
      expect(Object.keys((await response.json()) as object)).toEqual(["error"]);
    }
    expect(await foodRows()).toEqual(before);
  });
});

describe("/foods/{foodId}/edit", () => {
  it("opens per serving, filled in; saves; another member's food is a 404", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const food = (await (await create(owner.cookie, cereal)).json()) as Food;
    const page = (cookie: string) =>
      respondPage(() => editLoader(args(request(`/foods/${food.id}/edit`, { cookie }), { foodId: String(food.id) })));
    const opened = await page(owner.cookie);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      basis: "serving",
      values: { servingSize: "30", servingUnit: "g", caloriesPerServing: "120", proteinPerServing: "3", fiberPerServing: "2" },
    });
    expect((await page(other.cookie)).status).toBe(404);

    const fields = {
      intent: "edit-food",
      name: "Crunchy cereal",
      category: "grains",
      servingSize: "45",
      servingUnit: "g",
      caloriesPerServing: "180",
      proteinPerServing: "4.5",
      carbsPerServing: "36",
      fatPerServing: "2.25",
    };
    const save = (cookie: string) =>
      respondPage(() => editAction(args(formPost(`/foods/${food.id}/edit`, fields, cookie), { foodId: String(food.id) })));
    expect((await save(other.cookie)).status).toBe(404);
    const saved = await save(owner.cookie);
    expect(saved.status).toBe(302);
    expect(await db.food.findUniqueOrThrow({ where: { id: food.id }, include: { portions: true } })).toMatchObject({
      caloriesPer100g: 400,
      proteinPer100g: 10,
      fiberPer100g: null,
      portions: [{ label: "1 serving", grams: 45 }],
    });
  });
});
