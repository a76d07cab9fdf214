import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { jsonFrom, onlyMethods, parseOrThrow } from "~/http/json.server";
import { requireApiSelf } from "~/http/guards.server";
import { listMeals } from "~/modules/meal/diary.server";
import { LocalDateSchema } from "~/modules/meal/inputs";

const Query = z.object({ date: LocalDateSchema.optional() });

/** GET /api/meals/{userId}[?date=YYYY-MM-DD]: the user's meals with their foods, newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await requireApiSelf(request, params.userId);
  const query = parseOrThrow(Query, Object.fromEntries(new URL(request.url).searchParams));
  return jsonFrom(() => listMeals(userId, query));
}

export const action = onlyMethods("GET");
