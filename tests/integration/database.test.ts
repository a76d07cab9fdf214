import { describe, expect, it } from "vitest";
import { db, isPostgresUrl } from "~/db.server";
import { loader as exercisesLoader } from "~/routes/api.exercises";
import { seed } from "../../prisma/seed";
import { isEmptyDiff, latestSchemaSnapshot, schemaDiffSql } from "../../scripts/db/schema-diff";
import { readMigrations } from "../../scripts/db/migrate";
import { request } from "../helpers/requests";

describe("catalogue seed", () => {
  it("holds all 8,790 SR28 and 7,083 FNDDS foods with macros, and seeding again adds nothing", async () => {
    expect(await db.food.count({ where: { source: "usda" } })).toBe(8790);
    expect(await db.food.count({ where: { source: "fndds" } })).toBe(7083);
    expect(await db.food.count({ where: { source: { in: ["usda", "fndds"] }, caloriesPer100g: null } })).toBe(0);
    const again = await seed(db, { postgres: isPostgresUrl(process.env.DATABASE_URL!) });
    expect(again).toEqual({ foods: 0, exercises: 0 });
    expect(await db.food.count({ where: { source: "usda" } })).toBe(8790);
    expect(await db.food.count({ where: { source: "fndds" } })).toBe(7083);
  });

  it("keeps FNDDS's dishes with their other names as search words and their household portions", async () => {
    const latte = await db.food.findUniqueOrThrow({ where: { id: 92101900 }, include: { portions: { orderBy: { position: "asc" } } } });
    expect(latte).toMatchObject({
      name: "Coffee, Latte",
      source: "fndds",
      category: "beverages",
      foodGroup: "Coffee",
      caloriesPer100g: 43,
    });
    expect(latte.searchWords).toBe("NS as to regular or decaffeinated; 2% or whole milk; plain or unflavored");
    // FNDDS: 1 fl oz 30, 1 cup (8 fl oz) 240, 1 small 360, 1 medium 480, 1 large 600, Quantity not specified 360
    expect(latte.portions.map(({ label, grams }) => [label, grams])).toEqual([
      ["1 fl oz", 30],
      ["1 cup (8 fl oz)", 240],
      ["1 small", 360],
      ["1 medium", 480],
      ["1 large", 600],
    ]);
    expect(await db.foodPortion.count({ where: { label: "Quantity not specified" } })).toBe(0);
    expect(await db.foodPortion.count({ where: { grams: { lte: 0 } } })).toBe(0);
  });

  it("keeps readable names, categories and household portions", async () => {
    const banana = await db.food.findUniqueOrThrow({ where: { id: 9040 }, include: { portions: { orderBy: { position: "asc" } } } });
    expect(banana).toMatchObject({ name: "Bananas, raw", category: "fruits", caloriesPer100g: 89 });
    expect(banana.portions.length).toBeGreaterThan(2);
    expect(banana.portions.every((p) => p.grams > 0 && p.label.length > 0)).toBe(true);
  });

  it("has the demo user with id 1", async () => {
    expect(await db.user.findUnique({ where: { id: 1 } })).toMatchObject({ username: "demo", dailyCalorieGoal: 2000 });
  });
});

describe("GET /api/exercises", () => {
  it("returns the 873 exercises with id, name, category and muscleGroups", async () => {
    const response = await exercisesLoader({ request: request("/api/exercises"), params: {}, context: {} });
    const exercises = (await response.json()) as { id: number; name: string; category: string; muscleGroups: string[] }[];
    expect(exercises).toHaveLength(873);
    expect(Object.keys(exercises[0]!).sort()).toEqual(["category", "id", "muscleGroups", "name"]);
    expect(exercises.every((e) => e.muscleGroups.length > 0)).toBe(true);
  });
});

describe("migrations", () => {
  it("match prisma/schema.prisma, with one PostgreSQL migration per SQLite one (run `npm run db:new-migration` after a schema edit)", () => {
    expect(isEmptyDiff(schemaDiffSql(latestSchemaSnapshot(), "prisma/schema.prisma"))).toBe(true);
    const names = (dir: string) => readMigrations(dir).map((m) => m.name);
    expect(names("prisma/postgres/migrations")).toEqual(names("prisma/migrations"));
    // `prisma migrate diff` (a child process) takes seconds on its own and more beside other test files
  }, 90_000);
});
