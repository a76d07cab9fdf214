import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom } from "~/http/json.server";
import { DayTrackingAnswer, getDayTracking } from "~/modules/tracking/day-nutrients.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";
import { LocalDateSchema } from "~/modules/meal/inputs";
import { NUTRIENTS } from "~/modules/food/nutrients";

/** GET /api/tracking/{userId}/{YYYY-MM-DD}: totalCalories, totalProtein, totalCarbs, totalFat, and the nutrients beyond them. */
export const loader = apiLoader("self", ({ params, userId }) => {
  return jsonFrom(() => getDayTracking(userId, params.date));
});

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "self",
    summary: "A day's totals",
    description:
      "The day's calories and macros, and its nutrients beyond them (fiber to alcohol) summed from the per-100 g values each entry was logged with. " +
      "An entry whose food did not have a nutrient measured (or logged before nutrients were kept, a quick add, a scan) adds nothing to it and is counted in its unknownEntries: " +
      "the amount is then at least that much; amount null: no entry carries it. dailyValue is the FDA Daily Value (ADR 0047).",
    params: { date: LocalDateSchema },
    response: DayTrackingAnswer,
    responseExample: {
      date: "2026-11-25",
      totalCalories: 1850,
      totalProtein: 92.5,
      totalCarbs: 210,
      totalFat: 61.2,
      entries: 2,
      nutrients: Object.fromEntries(
        NUTRIENTS.map((n) => [
          n.name,
          {
            amount: n.dailyValue === null ? null : n.dailyValue / 2,
            unit: n.unit,
            unknownEntries: n.dailyValue === null ? 2 : 0,
            dailyValue: n.dailyValue,
          },
        ]),
      ),
    },
  },
});
