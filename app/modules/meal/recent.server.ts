import { column, readRows, typedRead } from "~/db-read.server";
import { earliestDiaryDaySince } from "~/modules/dates/calendar";

export type QuickFood = {
  foodId: number;
  name: string;
  quantity: number;
  portionLabel: string | null;
  calories: number;
  timesLogged: number;
};

const WINDOW_DAYS = 30;

/**
 * The user's last 300 live entries of catalogue or own foods logged in the window to a diary day
 * in it (the meals read through their (userId, localDate) index: a long diary costs no more), newest first.
 */
const RECENT_ENTRIES = typedRead({
  name: "a user's recent diary entries",
  params: ["userId", "since", "earliestDay"],
  columns: {
    foodId: column("MealFood", "foodId", { notNull: true }),
    foodName: column("MealFood", "foodName"),
    quantity: column("MealFood", "quantity"),
    portionLabel: column("MealFood", "portionLabel"),
    calories: column("MealFood", "calories"),
  },
  sql: `
  SELECT f."foodId", f."foodName", f."quantity", f."portionLabel", f."calories"
  FROM "MealFood" f JOIN "Meal" m ON m."id" = f."mealId"
  WHERE m."userId" = $1 AND m."localDate" >= $3 AND f."deletedAt" IS NULL AND f."foodId" IS NOT NULL AND f."createdAt" >= $2
  ORDER BY f."id" DESC
  LIMIT 300`,
});

/**
 * Foods for one-tap relog: the most recent distinct foods (with the grams last logged) and the
 * most frequent of the last 30 days, excluding recent ones already listed.
 */
export async function listQuickFoods(userId: number, limit = 6): Promise<{ recent: QuickFood[]; frequent: QuickFood[] }> {
  const since = new Date(Date.now() - WINDOW_DAYS * 86_400_000);
  const entries = await readRows(RECENT_ENTRIES, { userId, since, earliestDay: earliestDiaryDaySince(since) });

  const byFood = new Map<number, QuickFood>();
  for (const entry of entries) {
    const foodId = entry.foodId;
    const known = byFood.get(foodId);
    if (known) known.timesLogged += 1;
    else
      byFood.set(foodId, {
        foodId,
        name: entry.foodName,
        quantity: entry.quantity,
        portionLabel: entry.portionLabel,
        calories: entry.calories,
        timesLogged: 1,
      });
  }
  const all = [...byFood.values()];
  const recent = all.slice(0, limit);
  const shown = new Set(recent.map((food) => food.foodId));
  const frequent = all
    .filter((food) => food.timesLogged > 1 && !shown.has(food.foodId))
    .sort((a, b) => b.timesLogged - a.timesLogged)
    .slice(0, limit);
  return { recent, frequent };
}
