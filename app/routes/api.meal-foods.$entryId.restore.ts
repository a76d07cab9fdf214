import type { ActionFunctionArgs } from "@remix-run/node";
import { jsonFrom, methodNotAllowed, onlyMethods } from "~/http/json.server";
import { requireApiUser } from "~/http/guards.server";
import { throttleApiWrite } from "~/http/throttle.server";
import { restoreEntry } from "~/modules/meal/entries.server";

/** POST /api/meal-foods/{entryId}/restore: undoes a delete. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const userId = await requireApiUser(request);
  await throttleApiWrite({ request, context }, userId);
  return jsonFrom(() => restoreEntry(userId, params.entryId));
}

export const loader = onlyMethods("POST");
