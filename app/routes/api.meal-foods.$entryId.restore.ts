import { apiAction, notServed } from "~/http/write-policy.server";
import { restoreEntry } from "~/modules/meal/entries.server";
import { describeRoute } from "~/http/openapi/describe";
import { EntryIdSchema } from "~/modules/meal/inputs";

/** POST /api/meal-foods/{entryId}/restore: undoes a delete. */
export const action = describeRoute(
  apiAction({
    methods: ["POST"],
    guard: "user",
    throttle: "write",
    run: ({ userId, params }) => restoreEntry(userId, params.entryId),
  }),
  {
    POST: {
      summary: "Undo the delete of an entry",
      params: { entryId: EntryIdSchema },
      returns: "The entry",
      errors: { 404: "Entry not found" },
    },
  },
);

export const loader = notServed(action);
