import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, parseOrThrow, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { idempotentJson } from "~/http/idempotency.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { createCustomFood } from "~/modules/food/custom-foods.server";
import { SearchTermSchema, searchFoods } from "~/modules/food/search.server";

/**
 * GET /api/foods?search={term} (spec core §7): up to 25 foods, best first, with their portions.
 * Signed-in users only; the answer is theirs alone (their own and recent foods rank higher).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireApiUser(request);
  const term = parseOrThrow(SearchTermSchema, new URL(request.url).searchParams.get("search") ?? undefined);
  const foods = await searchFoods(userId, term);
  return Response.json(foods, { headers: { "Cache-Control": "private, max-age=60" } });
}

/** POST /api/foods: creates a food of the user's own (per-100 g values), visible only to them. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  const body = await readJson(request);
  return idempotentJson(request, userId, "POST /api/foods", () => jsonFrom(() => createCustomFood(userId, body), 201));
}
