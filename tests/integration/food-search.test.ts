// Food search on the real seeded catalogue (8,790 USDA foods), on SQLite or PostgreSQL.
import { describe, expect, it } from "vitest";
import { db, isPostgresUrl } from "~/db.server";
import type { FoodChoice } from "~/modules/food/food-choice";
import { searchFoods } from "~/modules/food/search.server";
import { loader } from "~/routes/api.foods";
import { seed } from "../../prisma/seed";
import { newGuest, request, respond } from "../helpers/requests";

const args = (req: Request) => ({ request: req, params: {}, context: {} });
const search = (cookie: string | undefined, query: string) => respond(() => loader(args(request(`/api/foods${query}`, { cookie }))));
const names = (foods: FoodChoice[]) => foods.map((food) => food.name);
const positionOf = (foods: FoodChoice[], id: number) => {
  const index = foods.findIndex((food) => food.id === id);
  return index === -1 ? foods.length : index;
};

async function createUserFood(ownerId: number, name: string) {
  return db.food.create({
    data: { name, category: "prepared", source: "user", ownerId, caloriesPer100g: 120, proteinPer100g: 2, carbsPer100g: 20, fatPer100g: 3 },
  });
}

async function logFood(
  userId: number,
  foodId: number,
  { createdAt = new Date(), deletedAt = null as Date | null, localDate = createdAt.toISOString().slice(0, 10) } = {},
) {
  const food = await db.food.findUniqueOrThrow({ where: { id: foodId } });
  const meal = await db.meal.create({ data: { userId, name: "Snack", mealType: "snack", localDate } });
  await db.mealFood.create({
    data: {
      mealId: meal.id,
      foodId,
      foodName: food.name,
      quantity: 100,
      calories: 100,
      protein: 1,
      carbs: 1,
      fat: 1,
      createdAt,
      deletedAt,
    },
  });
}

/** Raw banana in SR28 (9040 "Bananas, raw") and in FNDDS (63107010 "Banana, raw"): either is the food meant. */
const RAW_BANANA = [9040, 63107010];

describe("food search ranking on the USDA catalogue", () => {
  it('"banana" puts raw banana (9040) first, before banana bread', async () => {
    const { userId } = await newGuest();
    const foods = await searchFoods(userId, "banana");
    expect(RAW_BANANA).toContain(foods[0]?.id);
    expect(foods[0]?.name).toMatch(/^Bananas?, raw$/);
    expect(positionOf(foods, 9040)).toBeLessThan(positionOf(foods, 18019)); // Bread, banana, prepared from recipe
  });

  it('"chicken breast" puts plain chicken breast first', async () => {
    const { userId } = await newGuest();
    const [first] = await searchFoods(userId, "chicken breast");
    expect(first?.name).toMatch(/^Chicken, broilers? or fryers, breast, /);
  });

  it('"milk" puts whole or 2 % milk first, before milk chocolate and chocolate milk', async () => {
    const { userId } = await newGuest();
    const foods = await searchFoods(userId, "milk");
    expect(foods[0]?.name).toMatch(/^Milk, (whole$|whole, 3\.25% milkfat|reduced fat, fluid, 2% milkfat)/);
    for (const chocolate of [19120, 1102]) {
      // Candies, milk chocolate; Milk, chocolate, fluid, commercial, whole
      expect(positionOf(foods, chocolate)).toBeGreaterThan(0);
    }
    expect(foods.slice(0, 5).every((food) => !/chocolate/i.test(food.name))).toBe(true);
  });

  it('"oats" puts plain oats first', async () => {
    const { userId } = await newGuest();
    const [first] = await searchFoods(userId, "oats");
    expect(first?.name).toMatch(/^Oats(, raw)?$/); // SR28 20038 "Oats" or FNDDS "Oats, raw"
  });

  it("corrects common typos: bananna, brocoli, chiken, and a misspelt word among right ones", async () => {
    const { userId } = await newGuest();
    expect(RAW_BANANA).toContain((await searchFoods(userId, "bananna"))[0]?.id);
    expect((await searchFoods(userId, "brocoli"))[0]).toMatchObject({ id: 11090, name: "Broccoli, raw" });
    const chicken = (await searchFoods(userId, "chiken"))[0];
    expect(chicken?.name).toMatch(/^Chicken, /);
    expect(chicken?.name).not.toMatch(/meatless|babyfood/i);
    expect(chicken?.category).toBe("protein");
    expect((await searchFoods(userId, "chicken brest"))[0]?.name).toMatch(/^Chicken, broilers? or fryers, breast, /);
  });

  it("treats the last word as a prefix", async () => {
    const { userId } = await newGuest();
    const chick = await searchFoods(userId, "chick");
    expect(chick.length).toBeGreaterThan(0);
    expect(chick[0]?.name).toMatch(/^Chicken/);
    expect(names(await searchFoods(userId, "chicken bre"))[0]).toMatch(/breast/);
  });

  it("returns at most 25 foods, with the spec's fields and portions in order", async () => {
    const { userId } = await newGuest();
    const foods = await searchFoods(userId, "raw");
    expect(foods).toHaveLength(25);
    const banana = (await searchFoods(userId, "banana")).find((food) => food.id === 9040)!;
    expect(Object.keys(banana).sort()).toEqual(
      ["brand", "caloriesPer100g", "carbsPer100g", "category", "fatPer100g", "id", "name", "portions", "proteinPer100g"].sort(),
    );
    const stored = await db.foodPortion.findMany({ where: { foodId: 9040 }, orderBy: { position: "asc" } });
    expect(banana.portions).toEqual(stored.map(({ label, grams }) => ({ label, grams })));
    expect(banana.portions.length).toBeGreaterThan(2);
    expect(banana).toMatchObject({ brand: null, category: "fruits", caloriesPer100g: 89 });
  });

  it("finds nothing for gibberish, and survives quotes, operators and SQL in the term", async () => {
    const { userId } = await newGuest();
    expect(await searchFoods(userId, "xqzvw")).toEqual([]);
    for (const term of [`milk" OR "`, '\'; DROP TABLE "Food"; --', "NEAR(milk bread)", "milk* AND -(raw)", "a:* & !b", "ÉCLAIR"]) {
      expect(Array.isArray(await searchFoods(userId, term))).toBe(true);
    }
    expect((await searchFoods(userId, `milk" OR "`))[0]?.name).toMatch(/^Milk, /);
  });
});

describe("personal results", () => {
  it("never returns another user's food, and boosts the owner's own", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    // Without a boost this would rank low for "banana": its head is not "banana".
    const mine = await createUserFood(owner.userId, "Smoothie, banana and oat, homemade");
    const ownerResults = await searchFoods(owner.userId, "banana");
    // behind only the raw bananas (SR28's and FNDDS's) and a fried one, foods whose head is "banana"
    expect(positionOf(ownerResults, mine.id)).toBeLessThan(5);
    expect(ownerResults.find((food) => food.id === mine.id)).toMatchObject({ brand: null, category: "prepared", portions: [] });
    expect((await searchFoods(other.userId, "banana")).some((food) => food.id === mine.id)).toBe(false);

    const secret = await createUserFood(owner.userId, "Quokkaberry jam");
    expect((await searchFoods(owner.userId, "quokkaberry")).map((food) => food.id)).toEqual([secret.id]);
    expect(await searchFoods(other.userId, "quokkaberry")).toEqual([]);
    expect(await searchFoods(other.userId, "quokkabery")).toEqual([]);
    // The owner's typo is corrected to their own food, whatever the same typo gave a user without any.
    expect((await searchFoods(owner.userId, "quokkabery")).map((food) => food.id)).toEqual([secret.id]);
    expect(await searchFoods(other.userId, "quokka")).toEqual([]);
  });

  it("another user's foods never change a searcher's typo corrections (issue 7, item 7)", async () => {
    const victim = await newGuest();
    const attacker = await newGuest();
    const before = (await searchFoods(victim.userId, "bananna")).map((food) => food.id);
    expect(RAW_BANANA).toContain(before[0]);
    // Terms one edit from "bananna", in more foods than "banana" itself: they would win the correction.
    const bananaFoods = Number(
      (await db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT count(*) AS n FROM "Food" WHERE lower("name") LIKE '%banana%'`))[0]!.n,
    );
    const decoys = ["Bananns", "Bananaa", "Bannana"];
    await db.food.createMany({
      data: Array.from({ length: bananaFoods + 10 }, (_, i) => ({
        name: `${decoys[i % decoys.length]} ${decoys[(i + 1) % decoys.length]} spread ${i}`,
        category: "prepared",
        source: "user",
        ownerId: attacker.userId,
        caloriesPer100g: 120,
        proteinPer100g: 2,
        carbsPer100g: 20,
        fatPer100g: 3,
      })),
    });
    expect((await searchFoods(victim.userId, "bananna")).map((food) => food.id)).toEqual(before);
    expect((await searchFoods(victim.userId, "bananns")).map((food) => food.id)).toEqual(before);
    // The attacker's own corrections may use their foods.
    expect((await searchFoods(attacker.userId, "bannanna")).length).toBeGreaterThan(0);
  });

  it("ranks a food the user logged in the last 60 days higher for them than for others", async () => {
    const logger = await newGuest();
    const other = await newGuest();
    const deleted = await newGuest();
    const old = await newGuest();
    const bananaBread = 18019; // Bread, banana, prepared from recipe, made with margarine
    await logFood(logger.userId, bananaBread);
    await logFood(deleted.userId, bananaBread, { deletedAt: new Date() });
    await logFood(old.userId, bananaBread, { createdAt: new Date(Date.now() - 70 * 24 * 60 * 60 * 1000) });

    const forLogger = positionOf(await searchFoods(logger.userId, "banana"), bananaBread);
    const forOther = positionOf(await searchFoods(other.userId, "banana"), bananaBread);
    expect(forLogger).toBeLessThan(forOther);
    expect(forLogger).toBeLessThan(5);
    expect(positionOf(await searchFoods(deleted.userId, "banana"), bananaBread)).toBe(forOther);
    expect(positionOf(await searchFoods(old.userId, "banana"), bananaBread)).toBe(forOther);
  });

  it("counts a food logged now to yesterday's diary as recent, not one added now to a day months back", async () => {
    const [yesterday, backdated, other] = await Promise.all([newGuest(), newGuest(), newGuest()]);
    const bananaBread = 18019;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await logFood(yesterday.userId, bananaBread, { localDate: day(1) });
    await logFood(backdated.userId, bananaBread, { localDate: day(100) });
    const forOther = positionOf(await searchFoods(other.userId, "banana"), bananaBread);
    expect(positionOf(await searchFoods(yesterday.userId, "banana"), bananaBread)).toBeLessThan(forOther);
    expect(positionOf(await searchFoods(backdated.userId, "banana"), bananaBread)).toBe(forOther);
  });
});

describe("the search index stays in sync with Food", () => {
  const indexRows = async () =>
    Number((await db.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT count(*) AS n FROM "FoodSearch"`))[0]!.n);

  it("holds every food after the seed, and seeding again adds nothing", async () => {
    expect(await indexRows()).toBe(await db.food.count());
    const again = await seed(db, { postgres: isPostgresUrl(process.env.DATABASE_URL!) });
    expect(again.foods).toBe(0);
    expect(await indexRows()).toBe(await db.food.count());
  });

  it("follows inserts, renames and deletes", async () => {
    const { userId } = await newGuest();
    const food = await createUserFood(userId, "Xylofruit compote");
    expect((await searchFoods(userId, "xylofruit")).map((f) => f.id)).toEqual([food.id]);
    await db.food.update({ where: { id: food.id }, data: { name: "Yamberry compote" } });
    expect(await searchFoods(userId, "xylofruit")).toEqual([]);
    expect((await searchFoods(userId, "yamberry")).map((f) => f.id)).toEqual([food.id]);
    await db.food.delete({ where: { id: food.id } });
    expect(await searchFoods(userId, "yamberry")).toEqual([]);
    expect(await indexRows()).toBe(await db.food.count());
  });
});

describe("the catalogue kept in memory", () => {
  it("sees a catalogue food added, renamed or deleted at once (FoodVersion)", async () => {
    const { userId } = await newGuest();
    const ids = async () => (await searchFoods(userId, "banana")).map((food) => food.id);
    const before = await ids();
    expect(await ids()).toEqual(before); // the second search is served from memory
    const food = await db.food.create({ data: { name: "Bananas", category: "fruits", source: "test" } });
    expect(await ids()).toContain(food.id);
    await db.food.update({ where: { id: food.id }, data: { name: "Plantains" } });
    expect(await ids()).toEqual(before);
    await db.food.update({ where: { id: food.id }, data: { name: "Bananas" } });
    expect(await ids()).toContain(food.id);
    await db.food.delete({ where: { id: food.id } });
    expect(await ids()).toEqual(before);
  });

  it("sees a catalogue food's new values and portions at once", async () => {
    const { userId } = await newGuest();
    const food = await db.food.create({ data: { name: "Quokkaberries, raw", category: "fruits", source: "test", caloriesPer100g: 50 } });
    const found = async () => (await searchFoods(userId, "quokkaberries"))[0];
    expect(await found()).toMatchObject({ id: food.id, caloriesPer100g: 50, portions: [] });
    await db.food.update({ where: { id: food.id }, data: { caloriesPer100g: 55 } });
    expect(await found()).toMatchObject({ caloriesPer100g: 55 });
    await db.foodPortion.create({ data: { foodId: food.id, label: "1 cup", grams: 140, position: 0 } });
    expect(await found()).toMatchObject({ portions: [{ label: "1 cup", grams: 140 }] });
    await db.food.delete({ where: { id: food.id } });
  });

  it("corrects a typo to a catalogue food added or renamed since the same typo was last corrected", async () => {
    const { userId } = await newGuest();
    const found = async (term: string) => (await searchFoods(userId, term)).map((food) => food.name);
    expect(await found("zorblefrut")).toEqual([]);
    expect(await found("zorblefrut")).toEqual([]); // the second from memory
    const food = await db.food.create({ data: { name: "Zorblefruit, raw", category: "fruits", source: "test" } });
    expect(await found("zorblefrut")).toEqual(["Zorblefruit, raw"]);
    await db.food.update({ where: { id: food.id }, data: { name: "Quarnfruit, raw" } });
    expect(await found("zorblefrut")).toEqual([]);
    expect(await found("quarnfrut")).toEqual(["Quarnfruit, raw"]);
    await db.food.delete({ where: { id: food.id } });
    expect(await found("quarnfrut")).toEqual([]);
  });

  it("answers the API with a catalogue food's new values at once (its JSON text goes with its row)", async () => {
    const { cookie } = await newGuest();
    const food = await db.food.create({ data: { name: "Quillberries, raw", category: "fruits", source: "test", caloriesPer100g: 50 } });
    const body = async () => {
      const response = await search(cookie, "?search=quillberries");
      expect(response.headers.get("Content-Type")).toBe("application/json");
      return (await response.json()) as FoodChoice[];
    };
    expect(await body()).toMatchObject([{ id: food.id, name: "Quillberries, raw", caloriesPer100g: 50, portions: [] }]);
    expect(await body()).toMatchObject([{ id: food.id, caloriesPer100g: 50 }]);
    await db.food.update({ where: { id: food.id }, data: { caloriesPer100g: 55 } });
    expect(await body()).toMatchObject([{ id: food.id, caloriesPer100g: 55 }]);
    await db.food.delete({ where: { id: food.id } });
    expect(await body()).toEqual([]);
  });

  it("ranks a catalogue food the user logged lately as theirs, however far down the full-text order", async () => {
    const { userId } = await newGuest();
    const before = await searchFoods(userId, "raw");
    const [far] = await db.food.findMany({ where: { ownerId: null, name: { endsWith: ", raw" } }, orderBy: { name: "desc" }, take: 1 });
    expect(before.map((food) => food.id)).not.toContain(far!.id);
    await logFood(userId, far!.id);
    expect((await searchFoods(userId, "raw")).map((food) => food.id)).toContain(far!.id);
  });

  it("still ranks a food the user just logged as theirs, for them only", async () => {
    const [{ userId }, other] = await Promise.all([newGuest(), newGuest()]);
    const results = await searchFoods(userId, "cheese");
    const last = results.at(-1)!;
    await logFood(userId, last.id);
    expect(positionOf(await searchFoods(userId, "cheese"), last.id)).toBeLessThan(results.length - 1);
    expect(positionOf(await searchFoods(other.userId, "cheese"), last.id)).toBe(results.length - 1);
  });
});

describe("GET /api/foods?search=", () => {
  it("answers the signed-in user with private caching", async () => {
    const { cookie } = await newGuest();
    const response = await search(cookie, "?search=banana");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=60");
    const foods = (await response.json()) as FoodChoice[];
    expect(RAW_BANANA).toContain(foods[0]?.id);
    expect(foods.length).toBeLessThanOrEqual(25);
  });

  it("refuses terms under 2 characters (after trimming), a missing term and terms over 100 characters", async () => {
    const { cookie } = await newGuest();
    const tooShort = { error: "Search term must be at least 2 characters" };
    for (const query of ["?search=a", "?search=%20a%20", "?search=", ""]) {
      const response = await search(cookie, query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(tooShort);
    }
    const long = await search(cookie, `?search=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: "Search term must be at most 100 characters" });
    expect((await search(cookie, `?search=${"a".repeat(100)}`)).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    const response = await search(undefined, "?search=banana");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not signed in" });
  });
});
