import { apiAction, notServed } from "~/http/write-policy.server";
import { deleteEntry, updateEntry } from "~/modules/meal/entries.server";

/** PATCH /api/meal-foods/{entryId} {quantity?, mealType?}; DELETE /api/meal-foods/{entryId} (undo: …/restore). */
export const action = apiAction({
  methods: ["PATCH", "DELETE"],
  guard: "user",
  throttle: "write",
  body: "json",
  run: ({ request, userId, params, body }) =>
    request.method === "PATCH" ? updateEntry(userId, params.entryId, body) : deleteEntry(userId, params.entryId),
});

export const loader = notServed(action);
