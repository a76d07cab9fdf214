import { z } from "zod";
import { db } from "~/db.server";
import {
  NUTRIENTS,
  nutrientAmounts,
  nutrientSelect,
  nutrientsPer100gOf,
  sumNutrientAmounts,
  UNKNOWN_PER_100G,
} from "~/modules/food/nutrients";
import type { NutrientAmounts, NutrientTotals } from "~/modules/food/nutrients";
import { LocalDateSchema } from "~/modules/meal/inputs";
import { validate } from "~/modules/validate";
import { DayTotalsAnswer, getDailyTotals } from "./daily.server";

/** A day's nutrients beyond the macros: each one's sum over the day's entries, and how many entries lacked it. */
export type DayNutrients = { entries: number; totals: NutrientTotals };

/**
 * The day's live entries' nutrients from the per-100 g values they were logged with (ADR 0047).
 * A meal saved with totals only (a scan, POST /api/meals) counts as one entry whose nutrients are
 * unknown, as do a quick add and an entry logged before the snapshot was kept.
 */
export async function getDayNutrients(userId: number, date: string): Promise<DayNutrients> {
  const meals = await db.meal.findMany({
    where: { userId, localDate: date },
    select: {
      totalCalories: true,
      _count: { select: { foods: true } },
      foods: { where: { deletedAt: null }, select: { quantity: true, ...nutrientSelect } },
    },
  });
  const amounts: NutrientAmounts[] = [];
  for (const meal of meals) {
    if (meal._count.foods === 0 && meal.totalCalories > 0) amounts.push(nutrientAmounts(UNKNOWN_PER_100G, 0));
    for (const entry of meal.foods) amounts.push(nutrientAmounts(nutrientsPer100gOf(entry), entry.quantity));
  }
  return { entries: amounts.length, totals: sumNutrientAmounts(amounts) };
}

const NutrientTotalAnswer = z.object({
  amount: z.number().nullable().describe("the sum over the entries that carry it; null: no entry does"),
  unit: z.string(),
  unknownEntries: z.number().int().describe("entries whose food did not have it measured: the amount is then at least this much"),
  dailyValue: z.number().nullable().describe("the FDA Daily Value (21 CFR 101.9, adults and children 4 years and over); null: none"),
});

/** GET /api/tracking/{userId}/{date}: the day's totals, and its nutrients beyond the macros. */
export const DayTrackingAnswer = DayTotalsAnswer.extend({
  entries: z.number().int().describe("the day's food entries (a meal saved with totals only counts as one)"),
  nutrients: z.object(
    Object.fromEntries(NUTRIENTS.map((n) => [n.name, NutrientTotalAnswer])) as Record<
      (typeof NUTRIENTS)[number]["name"],
      typeof NutrientTotalAnswer
    >,
  ),
});
export type DayTracking = z.infer<typeof DayTrackingAnswer>;

/** The day's nutrient totals as the API answers them: each with its unit and Daily Value. */
export function nutrientTotalsAnswer(totals: NutrientTotals): DayTracking["nutrients"] {
  return Object.fromEntries(
    NUTRIENTS.map((n) => [n.name, { ...totals[n.name], unit: n.unit, dailyValue: n.dailyValue }]),
  ) as DayTracking["nutrients"];
}

export async function getDayTracking(userId: number, rawDate: unknown): Promise<DayTracking> {
  const date = validate(LocalDateSchema, rawDate);
  const [totals, nutrients] = await Promise.all([getDailyTotals(userId, date), getDayNutrients(userId, date)]);
  return { ...totals, entries: nutrients.entries, nutrients: nutrientTotalsAnswer(nutrients.totals) };
}
