import { apiAction, notServed } from "~/http/write-policy.server";
import { restoreEntry } from "~/modules/meal/entries.server";

/** POST /api/meal-foods/{entryId}/restore: undoes a delete. */
export const action = apiAction({
  methods: ["POST"],
  guard: "user",
  throttle: "write",
  run: ({ userId, params }) => restoreEntry(userId, params.entryId),
});

export const loader = notServed(action);
