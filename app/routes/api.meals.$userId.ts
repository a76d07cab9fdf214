import { apiLoader } from "~/http/read-policy.server";
import { jsonFrom, readFailingWith } from "~/http/json.server";
import { listMeals, MEALS_READ_FAILED, MealListQuery } from "~/modules/meal/diary.server";
import { notServed } from "~/http/write-policy.server";
import { describeRoute } from "~/http/openapi/describe";

/**
 * GET /api/meals/{userId}[?date=YYYY-MM-DD][&limit=1..100][&before={mealId}]: the user's meals with
 * their foods, newest first, 50 a page (the next page: `before` = the last id of this one).
 */
export const loader = apiLoader("self", ({ userId, url }) =>
  readFailingWith(MEALS_READ_FAILED, async () => jsonFrom(() => listMeals(userId, Object.fromEntries(url.searchParams)))),
);

export const action = describeRoute(notServed("GET"), {
  GET: {
    guard: "self",
    summary: "Your meals with their foods",
    description: "Newest first, 50 a page; the next page: `before` = the last meal's id of this one. A photo shows as `hasImage: true`.",
    query: MealListQuery,
    returns: "A list of meals (voiceSummary included)",
    errors: { 503: MEALS_READ_FAILED },
  },
});
