import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods, readJson } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { deleteEntry, updateEntry } from "~/modules/meal/entries.server";

/** PATCH /api/meal-foods/{entryId} {quantity?, mealType?}; DELETE /api/meal-foods/{entryId} (undo: …/restore). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  if (request.method === "PATCH") {
    const body = await readJson(request);
    return jsonFrom(() => updateEntry(userId, params.entryId, body));
  }
  if (request.method === "DELETE") return jsonFrom(() => deleteEntry(userId, params.entryId));
  return methodNotAllowed(["PATCH", "DELETE"]);
}

export const loader = onlyMethods("PATCH", "DELETE");
