import { z } from "zod";
import { db, type Prisma } from "~/db.server";
import { column, computed, readRows, typedRead, type ReadColumn } from "~/db-read.server";
import {
  NUTRIENT_COLUMNS,
  nutrientAmounts,
  nutrientsPer100gOf,
  sumNutrientAmounts,
  UNKNOWN_PER_100G,
  type NutrientAmounts,
  type NutrientColumn,
  type NutrientTotals,
} from "~/modules/food/nutrients";
import { sumNutrients, type Nutrients } from "~/modules/food/nutrition";
import { imagePath } from "~/modules/image/image.server";
import { IdSchema, validate } from "~/modules/validate";
import { LocalDateSchema, MEAL_TYPES, type MealType } from "./inputs";

export type DiaryEntry = Nutrients & {
  /** null for a meal saved with totals only (a scanned meal without catalogue entries) */
  entryId: number | null;
  mealId: number;
  foodId: number | null;
  name: string;
  /** the name the member gave the meal (a scanned "Chicken plate"); null when it is just the food's */
  mealName: string | null;
  quantity: number | null;
  portionLabel: string | null;
};

export type DiarySlot = { mealType: MealType; entries: DiaryEntry[]; totals: Nutrients };
export type Diary = { date: string; slots: DiarySlot[]; totals: Nutrients };
/** A day's nutrients beyond the macros: each one's sum over the day's entries, and how many entries lacked it. */
export type DayNutrients = { entries: number; totals: NutrientTotals };

/** Each entry's snapshot of its food's per-100 g nutrients (ADR 0047): null on a meal without entries. */
const ENTRY_NUTRIENTS = Object.fromEntries(NUTRIENT_COLUMNS.map((name) => [name, column("MealFood", name, { outerJoin: true })])) as {
  [K in NutrientColumn]: ReadColumn<number | null>;
};

// One query for the whole day, meals with their entries; only the columns the page shows (photos
// live in their own table) and the nutrients the diary sums.
export const DIARY = typedRead({
  name: "a day's meals with their entries",
  params: ["userId", "date"],
  columns: {
    mealId: column("Meal", "id"),
    mealName: column("Meal", "name"),
    mealType: column("Meal", "mealType"),
    totalCalories: column("Meal", "totalCalories"),
    totalProtein: column("Meal", "totalProtein"),
    totalCarbs: column("Meal", "totalCarbs"),
    totalFat: column("Meal", "totalFat"),
    hasImage: computed("flag"),
    entryId: column("MealFood", "id", { outerJoin: true }),
    foodId: column("MealFood", "foodId", { outerJoin: true }),
    foodName: column("MealFood", "foodName", { outerJoin: true }),
    quantity: column("MealFood", "quantity", { outerJoin: true }),
    portionLabel: column("MealFood", "portionLabel", { outerJoin: true }),
    calories: column("MealFood", "calories", { outerJoin: true }),
    protein: column("MealFood", "protein", { outerJoin: true }),
    carbs: column("MealFood", "carbs", { outerJoin: true }),
    fat: column("MealFood", "fat", { outerJoin: true }),
    deleted: computed("flag", { nullable: true }),
    ...ENTRY_NUTRIENTS,
  },
  sql: `
  SELECT m."id" AS "mealId", m."name" AS "mealName", m."mealType", m."totalCalories", m."totalProtein",
         m."totalCarbs", m."totalFat", (m."imageId" IS NOT NULL) AS "hasImage",
         f."id" AS "entryId", f."foodId", f."foodName", f."quantity", f."portionLabel",
         f."calories", f."protein", f."carbs", f."fat", (f."deletedAt" IS NOT NULL) AS "deleted",
         ${NUTRIENT_COLUMNS.map((name) => `f."${name}"`).join(", ")}
  FROM "Meal" m LEFT JOIN "MealFood" f ON f."mealId" = m."id"
  WHERE m."userId" = $1 AND m."localDate" = $2
  ORDER BY m."eatenAt", m."id", f."id"`,
});

type DiaryRow = Awaited<ReturnType<typeof readRows<"userId" | "date", (typeof DIARY)["columns"]>>>[number];

/** A day's diary: the four meal types in order, each with its entries and totals. */
export async function getDiary(userId: number, date: string): Promise<Diary> {
  return diaryOf(date, await readRows(DIARY, { userId, date }));
}

/** The diary and its nutrients from the one query (the Diary screen shows both). */
export async function getDiaryWithNutrients(userId: number, date: string): Promise<{ diary: Diary; nutrients: DayNutrients }> {
  const rows = await readRows(DIARY, { userId, date });
  return { diary: diaryOf(date, rows), nutrients: nutrientsOf(rows) };
}

/** A day's nutrients beyond the macros: GET /api/tracking answers them with the day's totals. */
export async function getDayNutrients(userId: number, date: string): Promise<DayNutrients> {
  return nutrientsOf(await readRows(DIARY, { userId, date }));
}

/**
 * The day's live entries' nutrients from the per-100 g values they were logged with (ADR 0047).
 * A meal saved with totals only (a scan, POST /api/meals) counts as one entry whose nutrients are
 * unknown, as do a quick add and an entry logged before the snapshot was kept.
 */
function nutrientsOf(rows: readonly DiaryRow[]): DayNutrients {
  const amounts: NutrientAmounts[] = [];
  for (const row of rows) {
    if (row.entryId === null) {
      if (row.totalCalories > 0) amounts.push(nutrientAmounts(UNKNOWN_PER_100G, 0));
    } else if (!row.deleted) {
      amounts.push(nutrientAmounts(nutrientsPer100gOf(row), row.quantity!));
    }
  }
  return { entries: amounts.length, totals: sumNutrientAmounts(amounts) };
}

function diaryOf(date: string, rows: readonly DiaryRow[]): Diary {
  const byType = new Map<MealType, DiaryEntry[]>(MEAL_TYPES.map((type) => [type, []]));
  for (const row of rows) {
    const slot = byType.get(row.mealType as MealType) ?? byType.get("snack")!;
    if (row.entryId === null) {
      // A meal saved with totals only (a scan) shows when it has calories or a photo.
      if (row.totalCalories === 0 && !row.hasImage) continue;
      slot.push({
        entryId: null,
        mealId: row.mealId,
        foodId: null,
        name: row.mealName,
        mealName: null,
        quantity: null,
        portionLabel: null,
        calories: row.totalCalories,
        protein: row.totalProtein,
        carbs: row.totalCarbs,
        fat: row.totalFat,
      });
      continue;
    }
    if (row.deleted) continue;
    slot.push({
      entryId: row.entryId,
      mealId: row.mealId,
      foodId: row.foodId,
      name: row.foodName!,
      mealName: row.mealName === row.foodName ? null : row.mealName,
      quantity: row.quantity,
      portionLabel: row.portionLabel,
      calories: row.calories!,
      protein: row.protein!,
      carbs: row.carbs!,
      fat: row.fat!,
    });
  }

  const slots = MEAL_TYPES.map((mealType) => {
    const entries = byType.get(mealType)!;
    return { mealType, entries, totals: sumNutrients(entries) };
  });
  return { date, slots, totals: sumNutrients(slots.map((slot) => slot.totals)) };
}

type MealWithFoods = {
  id: number;
  name: string;
  mealType: string;
  date: string;
  /** the meal has a photo; lists never carry the image itself */
  hasImage: boolean;
  /** where the photo is served (GET /images/{id}, to its owner only), or null */
  imageUrl: string | null;
  totalCalories: number;
  totalProtein: number;
  totalCarbs: number;
  totalFat: number;
  aiAnalysis: string | null;
  voiceSummary: string | null;
  createdAt: string;
  foods: {
    id: number;
    foodId: number | null;
    name: string;
    quantity: number;
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
  }[];
};

/** Meals per page of GET /api/meals/{userId}: 50 unless `limit` asks for 1 to 100. */
const MEALS_PAGE_DEFAULT = 50;
const MEALS_PAGE_MAX = 100;

/** The query of GET /api/meals/{userId}: `date`, `limit` (1–100, default 50), `before` (the last meal id of the previous page). */
export const MealListQuery = z.object({
  date: LocalDateSchema.optional(),
  limit: z
    .string()
    .regex(/^\d+$/, "limit must be a whole number")
    .transform(Number)
    .pipe(z.number().min(1, "limit must be at least 1").max(MEALS_PAGE_MAX, `limit must be at most ${MEALS_PAGE_MAX}`))
    .optional(),
  before: IdSchema("before").optional(),
});
type MealListQuery = z.input<typeof MealListQuery>;

/** A meal shows in lists when it has live entries, calories or a photo (an emptied meal does not). */
const SHOWN: Prisma.MealWhereInput = {
  OR: [{ foods: { some: { deletedAt: null } } }, { totalCalories: { gt: 0 } }, { imageId: { not: null } }],
};

/** Spec core §6: what the read answers when it fails (the database unreachable). */
export const MEALS_READ_FAILED = "Failed to fetch meals";

/**
 * GET /api/meals/{userId}: the user's meals, newest first (one day with `date`), a page at a time:
 * at most `limit` (default 50, at most 100) meals after the meal `before` (an id from the previous
 * page). Photos are never inlined: `hasImage` says whether there is one, `imageUrl` where it is served.
 */
export async function listMeals(userId: number, rawQuery: unknown = {}): Promise<MealWithFoods[]> {
  const { date, limit = MEALS_PAGE_DEFAULT, before } = validate(MealListQuery, rawQuery);
  const where: Prisma.MealWhereInput[] = [{ userId }, SHOWN];
  if (date) where.push({ localDate: date });
  if (before !== undefined) {
    const cursor = await db.meal.findFirst({ where: { id: before, userId }, select: { id: true, localDate: true, eatenAt: true } });
    if (!cursor) return [];
    // After the cursor in the list's order (localDate, eatenAt, id, all descending).
    where.push({
      OR: [
        { localDate: { lt: cursor.localDate } },
        { localDate: cursor.localDate, eatenAt: { lt: cursor.eatenAt } },
        { localDate: cursor.localDate, eatenAt: cursor.eatenAt, id: { lt: cursor.id } },
      ],
    });
  }
  const meals = await db.meal.findMany({
    where: { AND: where },
    orderBy: [{ localDate: "desc" }, { eatenAt: "desc" }, { id: "desc" }],
    take: limit,
    select: {
      id: true,
      name: true,
      mealType: true,
      localDate: true,
      totalCalories: true,
      totalProtein: true,
      totalCarbs: true,
      totalFat: true,
      aiAnalysis: true,
      voiceSummary: true,
      imageId: true,
      createdAt: true,
      foods: {
        where: { deletedAt: null },
        orderBy: { id: "asc" },
        select: { id: true, foodId: true, foodName: true, quantity: true, calories: true, protein: true, carbs: true, fat: true },
      },
    },
  });
  return meals.map((meal) => ({
    id: meal.id,
    name: meal.name,
    mealType: meal.mealType,
    date: meal.localDate,
    hasImage: meal.imageId !== null,
    imageUrl: meal.imageId === null ? null : imagePath(meal.imageId),
    totalCalories: meal.totalCalories,
    totalProtein: meal.totalProtein,
    totalCarbs: meal.totalCarbs,
    totalFat: meal.totalFat,
    aiAnalysis: meal.aiAnalysis,
    voiceSummary: meal.voiceSummary,
    createdAt: meal.createdAt.toISOString(),
    foods: meal.foods.map((food) => ({
      id: food.id,
      foodId: food.foodId,
      name: food.foodName,
      quantity: food.quantity,
      calories: food.calories,
      protein: food.protein,
      carbs: food.carbs,
      fat: food.fat,
    })),
  }));
}
