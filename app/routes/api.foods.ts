import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { jsonFrom, methodNotAllowed, parseOrThrow, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { createCustomFood } from "~/modules/food/custom-foods.server";
import { MIN_SEARCH_LENGTH } from "~/modules/food/nutrition";
import { SEARCH_TERM_MAX_LENGTH, searchFoods } from "~/modules/food/search.server";

const TOO_SHORT = `Search term must be at least ${MIN_SEARCH_LENGTH} characters`;
const TOO_LONG = `Search term must be at most ${SEARCH_TERM_MAX_LENGTH} characters`;

/** The `search` query parameter, trimmed: missing or under 2 characters → 400, over 100 → 400. */
const SearchTerm = z
  .string({ error: TOO_SHORT })
  .trim()
  .min(MIN_SEARCH_LENGTH, { error: TOO_SHORT })
  .max(SEARCH_TERM_MAX_LENGTH, { error: TOO_LONG });

/**
 * GET /api/foods?search={term} (spec core §7): up to 25 foods, best first, with their portions.
 * Signed-in users only; the answer is theirs alone (their own and recent foods rank higher).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireApiUser(request);
  const term = parseOrThrow(SearchTerm, new URL(request.url).searchParams.get("search") ?? undefined);
  const foods = await searchFoods(userId, term);
  return Response.json(foods, { headers: { "Cache-Control": "private, max-age=60" } });
}

/** POST /api/foods: creates a food of the user's own (per-100 g values), visible only to them. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const userId = await requireApiUser(request);
  const body = await readJson(request);
  return jsonFrom(() => createCustomFood(userId, body), 201);
}
