// Issue 40 part 1: recipes on the JSON doors. A recipe of four ingredients with 4 servings logs one
// serving at a quarter of the ingredients' summed nutrients, by servings or by grams; editing it
// later leaves the logged entry as it was; private to its owner; no recipe inside itself.
import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { searchFoods } from "~/modules/food/search.server";
import { duplicateRecipe } from "~/modules/recipe/recipes.server";
import { NUTRIENT_COLUMNS, NUTRIENT_NAMES } from "~/modules/recipe/recipe-nutrients";
import { action as recipesApi, loader as listApi } from "~/routes/api.recipes";
import { action as recipeApi, loader as recipeLoader } from "~/routes/api.recipes.$recipeId";
import { action as foodLogApi } from "~/routes/api.food-log";
import { action as foodApi } from "~/routes/api.foods.$foodId";
import { action as diaryAction } from "~/routes/diary";
import { action as editorAction } from "~/routes/recipes_.$recipeId";
import { formPost, newGuest, request, respond, respondPage } from "../helpers/requests";

const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, params, context: {} });
const BANANA = 9040;
const APPLE = 9003;
const OATS_NAME = "Oats";

type Recipe = {
  id: number;
  name: string;
  servings: number;
  servingGrams: number;
  caloriesPer100g: number;
  perServing: Record<string, number | null>;
  ingredients: { foodId: number; quantity: number; name: string }[];
} & Record<string, unknown>;

const create = (cookie: string, json: unknown) =>
  respond(() => recipesApi(args(request("/api/recipes", { method: "POST", cookie, json }))));
const put = (cookie: string, id: number | string, json: unknown) =>
  respond(() => recipeApi(args(request(`/api/recipes/${id}`, { method: "PUT", cookie, json }), { recipeId: String(id) })));
const get = (cookie: string, id: number | string) =>
  respond(() => recipeLoader(args(request(`/api/recipes/${id}`, { cookie }), { recipeId: String(id) })));
const remove = (cookie: string, id: number | string) =>
  respond(() => recipeApi(args(request(`/api/recipes/${id}`, { method: "DELETE", cookie }), { recipeId: String(id) })));
const log = (cookie: string, json: unknown) => respond(() => foodLogApi(args(request("/api/food-log", { method: "POST", cookie, json }))));

/** A guest with two foods of their own (one with every nutrient), and four ingredients to cook with. */
async function cook() {
  const guest = await newGuest();
  const oats = await db.food.create({
    data: {
      name: OATS_NAME,
      category: "grains",
      source: "user",
      ownerId: guest.userId,
      caloriesPer100g: 379,
      proteinPer100g: 13.2,
      carbsPer100g: 67.7,
      fatPer100g: 6.5,
      fiberPer100g: 10.1,
      sugarPer100g: 1,
      sodiumMgPer100g: 6,
    },
  });
  const honey = await db.food.create({
    data: {
      name: "Honey",
      category: "snacks",
      source: "user",
      ownerId: guest.userId,
      caloriesPer100g: 304,
      carbsPer100g: 82.4,
      sugarPer100g: 82.1,
    },
  });
  const ingredients = [
    { foodId: oats.id, quantity: 80 },
    { foodId: BANANA, quantity: 118 },
    { foodId: APPLE, quantity: 182 },
    { foodId: honey.id, quantity: 21 },
  ];
  const foods = await db.food.findMany({ where: { id: { in: ingredients.map((i) => i.foodId) } } });
  /** The ingredients' summed amount of a nutrient (null: none carries it). */
  const summed = (column: (typeof NUTRIENT_COLUMNS)[number]) => {
    const carried = ingredients.filter((i) => foods.find((f) => f.id === i.foodId)![column] !== null);
    return carried.length === 0
      ? null
      : carried.reduce((sum, i) => sum + (foods.find((f) => f.id === i.foodId)![column]! * i.quantity) / 100, 0);
  };
  return { ...guest, ingredients, summed, oats };
}

describe("POST /api/recipes and logging one serving", () => {
  it("4 ingredients, 4 servings: one serving (by servings or by grams) is a quarter of every summed nutrient; an edit leaves the entry", async () => {
    const { userId, cookie, ingredients, summed } = await cook();
    const created = await create(cookie, { name: "Fruit porridge", servings: 4, ingredients });
    expect(created.status).toBe(201);
    const recipe = (await created.json()) as Recipe;
    expect(recipe).toMatchObject({ name: "Fruit porridge", servings: 4, servingGrams: (80 + 118 + 182 + 21) / 4 });
    for (const column of NUTRIENT_COLUMNS) {
      const total = summed(column);
      expect(recipe.perServing[NUTRIENT_NAMES[column]], column).toBeCloseTo(total! / 4, 6);
      expect(recipe[column] as number, column).toBeCloseTo((total! / 401) * 100, 6);
    }

    const byServing = await log(cookie, { foodId: recipe.id, servings: 1, mealType: "breakfast" });
    expect(byServing.status).toBe(201);
    const entry = (await byServing.json()) as { entryId: number; calories: number; protein: number; carbs: number; fat: number };
    expect(entry.calories).toBe(Math.round(summed("caloriesPer100g")! / 4));
    expect(entry.protein).toBe(Math.round((summed("proteinPer100g")! / 4) * 10) / 10);
    expect(entry.carbs).toBe(Math.round((summed("carbsPer100g")! / 4) * 10) / 10);
    expect(entry.fat).toBe(Math.round((summed("fatPer100g")! / 4) * 10) / 10);
    const row = await db.mealFood.findUniqueOrThrow({ where: { id: entry.entryId } });
    expect(row).toMatchObject({ foodName: "Fruit porridge", portionLabel: "1 serving", quantity: 100.25 });

    // The diary's Add with the "1 serving" portion (its whole grams, 100): exactly one serving too.
    const posted = await respondPage(() =>
      diaryAction(
        args(
          formPost(
            "/diary",
            {
              intent: "log-food",
              foodId: String(recipe.id),
              quantity: "100",
              portionLabel: "1 serving",
              mealType: "dinner",
              idempotencyKey: "r1",
            },
            cookie,
          ),
        ),
      ),
    );
    expect(posted.status).toBe(302);
    const fromScreen = await db.mealFood.findFirstOrThrow({ where: { meal: { userId, mealType: "dinner" } } });
    expect(fromScreen).toMatchObject({
      quantity: 100.25,
      calories: entry.calories,
      protein: entry.protein,
      carbs: entry.carbs,
      fat: entry.fat,
    });

    const byGrams = (await (await log(cookie, { foodId: recipe.id, quantity: 200, mealType: "lunch" })).json()) as { calories: number };
    expect(byGrams.calories).toBe(Math.round((summed("caloriesPer100g")! / 401) * 200));

    // Edited later: half the oats, 2 servings. The logged entries keep their nutrients.
    const edited = await put(cookie, recipe.id, {
      name: "Lighter porridge",
      servings: 2,
      cookedWeightGrams: 500,
      ingredients: [{ ...ingredients[0]!, quantity: 40 }, ...ingredients.slice(1)],
    });
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as Recipe;
    expect(after).toMatchObject({ name: "Lighter porridge", servings: 2, servingGrams: 250, id: recipe.id });
    expect(after.caloriesPer100g).toBeCloseTo(((summed("caloriesPer100g")! - 379 * 0.4) / 500) * 100, 6);
    expect(await db.mealFood.findUniqueOrThrow({ where: { id: entry.entryId } })).toEqual(row);
    expect(await db.mealFood.findUniqueOrThrow({ where: { id: fromScreen.id } })).toEqual(fromScreen);
    const meals = await db.meal.findMany({ where: { userId }, select: { totalCalories: true } });
    expect(meals.map((meal) => meal.totalCalories).sort((a, b) => a - b)).toEqual(
      [entry.calories, entry.calories, byGrams.calories].sort((a, b) => a - b),
    );
  });

  it("is found by its member's search only, listed, read, duplicated, and private to its owner", async () => {
    const { userId, cookie, ingredients } = await cook();
    const recipe = (await (await create(cookie, { name: "Zingy quinoa bowl", servings: 2, ingredients })).json()) as Recipe;
    expect((await searchFoods(userId, "zingy quinoa")).map((food) => food.id)).toContain(recipe.id);
    expect((await searchFoods(userId, "zingy quinoa")).find((food) => food.id === recipe.id)!.portions).toEqual([
      { label: "1 serving", grams: 401 / 2 },
    ]);
    const listed = (await (await respond(() => listApi(args(request("/api/recipes", { cookie }))))).json()) as { recipes: Recipe[] };
    expect(listed.recipes.map((r) => r.id)).toEqual([recipe.id]);
    expect(await (await get(cookie, recipe.id)).json()).toEqual(recipe);
    const copy = await duplicateRecipe(userId, recipe.id);
    expect(copy).toEqual({ ...recipe, id: copy.id, name: "Zingy quinoa bowl (copy)" });

    const stranger = await newGuest();
    expect((await searchFoods(stranger.userId, "zingy quinoa")).map((food) => food.id)).not.toContain(recipe.id);
    expect((await get(stranger.cookie, recipe.id)).status).toBe(404);
    expect((await put(stranger.cookie, recipe.id, { name: "Mine", servings: 1, ingredients })).status).toBe(404);
    expect((await remove(stranger.cookie, recipe.id)).status).toBe(404);
    expect((await log(stranger.cookie, { foodId: recipe.id, servings: 1 })).status).toBe(404);
    // nor can a stranger cook with it
    expect(
      (await create(stranger.cookie, { name: "Borrowed", servings: 1, ingredients: [{ foodId: recipe.id, quantity: 100 }] })).status,
    ).toBe(404);
    // a catalogue food is not a recipe: no servings
    expect((await log(cookie, { foodId: BANANA, servings: 1 })).status).toBe(400);
  });

  it("holds other recipes, never itself (409, even through another), and follows a recipe in it when that changes", async () => {
    const { cookie, ingredients } = await cook();
    const base = (await (await create(cookie, { name: "Base", servings: 1, ingredients: [ingredients[1]!] })).json()) as Recipe;
    const bowl = (await (
      await create(cookie, { name: "Bowl", servings: 2, ingredients: [{ foodId: base.id, quantity: 118 }, ingredients[2]!] })
    ).json()) as Recipe;
    expect(bowl.ingredients.map((i) => i.name)).toEqual(["Base", expect.stringMatching(/^Apple/)]);

    const self = await put(cookie, base.id, { name: "Base", servings: 1, ingredients: [{ foodId: base.id, quantity: 10 }] });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ error: "A recipe cannot contain itself" });
    const loop = await put(cookie, base.id, { name: "Base", servings: 1, ingredients: [{ foodId: bowl.id, quantity: 10 }] });
    expect(loop.status).toBe(409);
    expect(await loop.json()).toEqual({ error: "A recipe cannot contain a recipe that holds it" });

    // Base doubles its banana per 100 g (an apple half instead): the bowl follows.
    await put(cookie, base.id, { name: "Base", servings: 1, ingredients: [ingredients[1]!, ingredients[2]!] });
    const newBase = (await (await get(cookie, base.id)).json()) as Recipe;
    const newBowl = (await (await get(cookie, bowl.id)).json()) as Recipe;
    const apple = (await db.food.findUniqueOrThrow({ where: { id: APPLE } })).caloriesPer100g!;
    expect(newBowl.caloriesPer100g).toBeCloseTo(((newBase.caloriesPer100g * 118) / 100 + (apple * 182) / 100) / 3, 6);

    // A recipe (or own food) that is an ingredient is kept: 409; the bowl goes, then the base can.
    const held = await remove(cookie, base.id);
    expect(held.status).toBe(409);
    expect(await held.json()).toEqual({ error: "“Base” is an ingredient of your recipe “Bowl”: remove it there first" });
    await create(cookie, { name: "Oat cup", servings: 1, ingredients: [ingredients[0]!] });
    const oatsId = String(ingredients[0]!.foodId);
    const oatsHeld = await respond(() => foodApi(args(request(`/api/foods/${oatsId}`, { method: "DELETE", cookie }), { foodId: oatsId })));
    expect(oatsHeld.status).toBe(409);
    expect(await oatsHeld.json()).toEqual({ error: `“${OATS_NAME}” is an ingredient of your recipe “Oat cup”: remove it there first` });
    expect((await remove(cookie, bowl.id)).status).toBe(200);
    expect((await remove(cookie, base.id)).status).toBe(200);
    expect((await get(cookie, base.id)).status).toBe(404);
  });

  it("refuses bad input with 400 {error} and writes nothing", async () => {
    const { userId, cookie, ingredients } = await cook();
    const count = () => db.food.count({ where: { ownerId: userId } });
    const before = await count();
    for (const body of [
      {},
      { name: "X", servings: 0, ingredients },
      { name: "X", servings: 101, ingredients },
      { name: "X", servings: "two", ingredients },
      { name: "", servings: 2, ingredients },
      { name: "X", servings: 2, ingredients: [] },
      { name: "X", servings: 2, ingredients: [{ foodId: BANANA, quantity: 0 }] },
      { name: "X", servings: 2, ingredients: [{ foodId: "x", quantity: 10 }] },
      { name: "X", servings: 2, cookedWeightGrams: -5, ingredients },
      { name: "X", servings: 2, ingredients: Array.from({ length: 51 }, () => ingredients[1]) },
      [],
    ]) {
      const answer = await create(cookie, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys((await answer.json()) as object)).toEqual(["error"]);
    }
    expect((await create(cookie, { name: "X", servings: 2, ingredients: [{ foodId: 2147483647, quantity: 10 }] })).status).toBe(404);
    expect((await log(cookie, { foodId: BANANA, quantity: 100, servings: 1 })).status).toBe(400);
    expect((await get(cookie, "x")).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("the editor's Add (no JavaScript) adds an ingredient once per form key, and Remove drops that row", async () => {
    const { cookie, ingredients } = await cook();
    const recipe = (await (await create(cookie, { name: "Soup", servings: 2, ingredients: [ingredients[1]!] })).json()) as Recipe;
    const post = (fields: Record<string, string>) =>
      respondPage(() => editorAction(args(formPost(`/recipes/${recipe.id}`, fields, cookie), { recipeId: String(recipe.id) })));
    const add = { intent: "add-ingredient", foodId: String(APPLE), quantity: "182", idempotencyKey: "k-add" };
    expect((await post(add)).status).toBe(302);
    expect((await post(add)).status).toBe(302);
    const added = (await (await get(cookie, recipe.id)).json()) as Recipe;
    expect(added.ingredients.map((i) => [i.foodId, i.quantity])).toEqual([
      [BANANA, 118],
      [APPLE, 182],
    ]);
    // Save posts every row; its Remove button names the row to leave out.
    const body = new URLSearchParams([
      ["intent", "save-recipe"],
      ["name", "Apple soup"],
      ["servings", "3"],
      ["cookedWeightGrams", ""],
      ["foodId", String(BANANA)],
      ["quantity", "118"],
      ["foodId", String(APPLE)],
      ["quantity", "200"],
      ["remove", "0"],
    ]);
    const saveRequest = new Request(`http://localhost/recipes/${recipe.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body,
    });
    expect((await respondPage(() => editorAction(args(saveRequest, { recipeId: String(recipe.id) })))).status).toBe(302);
    const kept = (await (await get(cookie, recipe.id)).json()) as Recipe;
    expect(kept).toMatchObject({ name: "Apple soup", servings: 3, ingredients: [{ foodId: APPLE, quantity: 200 }] });
  });
});
