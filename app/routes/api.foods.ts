import { apiLoader } from "~/http/read-policy.server";
import { parseOrThrow } from "~/http/json.server";
import { apiAction } from "~/http/write-policy.server";
import { createCustomFood } from "~/modules/food/custom-foods.server";
import { SearchTermSchema, searchFoods } from "~/modules/food/search.server";
import { foodsJson } from "~/modules/food/search-memory.server";
import { describeRoute } from "~/http/openapi/describe";
import { z } from "zod";
import { CustomFoodInput } from "~/modules/food/custom-food";

/**
 * GET /api/foods?search={term} (spec core §7): up to 25 foods, best first, with their portions.
 * Signed-in users only; the answer is theirs alone (their own and recent foods rank higher).
 */
export const loader = apiLoader("user", async ({ userId, url }) => {
  const term = parseOrThrow(SearchTermSchema, url.searchParams.get("search") ?? undefined);
  const foods = await searchFoods(userId, term);
  return new Response(foodsJson(foods), { headers: { "Content-Type": "application/json", "Cache-Control": "private, max-age=60" } });
});

/** POST /api/foods: creates a food of the user's own (per-100 g values), visible only to them. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    loaderMethods: ["GET"],
    guard: "user",
    throttle: "write",
    idempotent: "POST /api/foods",
    body: "json",
    status: 201,
    run: ({ userId, body }) => createCustomFood(userId, body),
  }),
  {
    GET: {
      guard: "user",
      summary: "Search foods",
      description: "Up to 25 foods, best first, with their portions; your own and recent foods rank higher.",
      query: z.object({ search: SearchTermSchema }),
      returns: "An array of foods",
      errors: { 400: "Search term must be at least 2 characters" },
    },
    POST: {
      summary: "Create a food of your own",
      description: "Per-100 g values, checked for consistency; visible only to you.",
      body: CustomFoodInput,
      example: { name: "Granola bar", category: "snacks", caloriesPer100g: 450, proteinPer100g: 8, carbsPer100g: 64, fatPer100g: 18 },
      returns: "The food",
      errors: { 409: "You already have this food" },
    },
  },
);
