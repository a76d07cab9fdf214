import { z } from "zod";
import { NUTRIENTS } from "~/modules/food/nutrients";
import type { NutrientTotals } from "~/modules/food/nutrients";
import { getDayNutrients } from "~/modules/meal/diary.server";
import { LocalDateSchema } from "~/modules/meal/inputs";
import { validate } from "~/modules/validate";
import { DayTotalsAnswer, getDailyTotals } from "./daily.server";

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
